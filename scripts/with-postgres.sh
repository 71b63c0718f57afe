#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1:${PG_PORT:-55433}, with
# DATABASE_URL set, and removes the cluster afterwards. PostgreSQL refuses to run as root, so as
# root the cluster belongs to the `postgres` user. A throwaway cluster skips fsync and full page
# writes (what survives a machine's crash, which it never needs to); a commit still reaches the
# operating system before it returns, so a server killed in a test loses nothing it confirmed.
set -euo pipefail
port=${PG_PORT:-55433}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d "${TMPDIR:-/tmp}/karate-academy-pg.XXXXXX")
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off" -l "$dir/log" -w start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
