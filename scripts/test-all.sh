#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find: type-check and lint, unit
# and API tests on the embedded database, the API tests again on a real PostgreSQL and the
# production build, the server processes against PostgreSQL clusters that stop, freeze and come
# back (and the backups' round trip between the databases, whose pages it compares), and the
# browser suite against the production build served by `npm start`. Steps that leave a core idle
# run in pairs. Ends with the totals line.
set -uo pipefail
cd "$(dirname "$0")/.."
work=.ci-work
mkdir -p "$work"
rm -f "$work"/*.json
failed_steps=0

step() {
  echo
  echo "== $1"
  shift
  "$@" || { echo "!! failed: $*"; failed_steps=$((failed_steps + 1)); }
}

step "system packages" bash scripts/system-deps.sh

# Two cores: where a step uses one, another runs beside it, its output printed once it is done.
# `beside NAME COMMAND...` starts one; `step "..." finish NAME` waits for it and counts its result.
declare -A beside_pids
beside() {
  local name=$1
  shift
  "$@" >"$work/$name.log" 2>&1 &
  beside_pids[$name]=$!
}
finish() {
  local status=0
  wait "${beside_pids[$1]}" || status=$?
  cat "$work/$1.log"
  return "$status"
}

beside lint npm run --silent lint
step "type-check (tsc -b)" npx tsc -b
step "lint (run beside the type-check)" finish lint
step "known advisories of production dependencies (npm audit)" node scripts/audit.js
# Jest keeps one of the two cores for itself, so each run uses one worker: the API tests on
# PostgreSQL run beside the embedded database's, and the production build (a webpack process)
# follows them on that core; it prints the cold build's time. It is built here rather than by the
# browser suite's server, whose start has a time limit.
postgres_then_build() {
  local status=0
  bash scripts/with-postgres.sh npx jest --ci --selectProjects server --json \
    --outputFile="$work/jest-postgres.json" || status=$?
  echo
  echo "== production build (after the PostgreSQL run, beside the embedded one)"
  local started=$SECONDS
  if npm run --silent build; then echo "built in $((SECONDS - started)) s"; else status=1; fi
  return "$status"
}
beside postgres-and-build postgres_then_build
step "unit and API tests (embedded database)" \
  npx jest --ci --selectProjects tooling server web --json --outputFile="$work/jest-embedded.json"
step "API tests (PostgreSQL) and the production build, run beside the above" finish postgres-and-build
# After the build: the backups' round trip compares the pages the build renders. Its servers
# mostly wait on PostgreSQL clusters that stop and freeze, so the browser suite runs beside it.
beside ops npx jest --ci --selectProjects ops --json --outputFile="$work/jest-ops.json"
step "browser tests (Chromium)" npm run --silent test:e2e
step "database outages, two servers, backups (PostgreSQL; run beside the browser tests)" finish ops

node scripts/test-totals.js "$failed_steps" "$work"/*.json
