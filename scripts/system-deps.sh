#!/usr/bin/env bash
# Debian packages the test suite needs: Chromium for the browser tests, PostgreSQL for the API
# tests on a real server, mount for the full-disk tests (a small tmpfs, mounted as root; CI's totals
# fail a test skipped in every run). Installed with apt-get when missing (as root); otherwise it says
# what to install.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
command -v mount >/dev/null || need+=(mount)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} ..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
