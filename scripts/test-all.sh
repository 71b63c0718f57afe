#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find: type-check, lint, unit
# and API tests on the embedded database, the API tests again on a real PostgreSQL, the server
# processes against PostgreSQL clusters that stop, freeze and come back (and the backups' round
# trip between the databases, after the production build, whose pages it compares), and the browser suite
# against the production build served by `npm start`. Ends with the totals line.
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
step "type-check (tsc -b)" npx tsc -b
step "lint" npm run --silent lint
step "known advisories of production dependencies (npm audit)" node scripts/audit.js
# Jest keeps one of the two cores for itself, so each run uses one worker: the API tests on
# PostgreSQL run beside the embedded database's, their output printed once both are done.
postgres_log="$work/postgres.log"
bash scripts/with-postgres.sh npx jest --ci --selectProjects server --json \
  --outputFile="$work/jest-postgres.json" >"$postgres_log" 2>&1 &
postgres_run=$!
step "unit and API tests (embedded database)" \
  npx jest --ci --selectProjects tooling server web --json --outputFile="$work/jest-embedded.json"
finish_postgres_run() {
  local status=0
  wait "$postgres_run" || status=$?
  cat "$postgres_log"
  return "$status"
}
step "API tests (PostgreSQL, run beside the above)" finish_postgres_run
# Built here rather than by the browser suite's server, whose start has a time limit; prints the
# cold build's time.
step "production build" bash -c 'started=$SECONDS; npm run --silent build && echo "built in $((SECONDS - started)) s"'
# After the build: the backups' round trip compares the pages the build renders.
step "database outages, two servers, backups (PostgreSQL)" \
  npx jest --ci --selectProjects ops --json --outputFile="$work/jest-ops.json"
step "browser tests (Chromium)" npm run --silent test:e2e

node scripts/test-totals.js "$failed_steps" "$work"/*.json
