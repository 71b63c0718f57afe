#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find: type-check and lint, unit
# and API tests on the embedded database, the API tests again on a real PostgreSQL, the production
# build and what the browser suite builds besides, the browser suite against that build served by
# `npm start`, and the server processes against PostgreSQL clusters that stop, freeze and come back
# (and the backups' round trip between the databases, whose pages it compares). Ends with each
# step's time and the totals line.
#
# Two cores, two lanes that do not wait for each other:
#   jest lane:    type-check, embedded tests, PostgreSQL tests (first half)
#   browser lane: lint, production build and the browser suite's builds, browser suite, PostgreSQL
#                 tests (second half)
# and the database outages beside the browser suite: its servers mostly wait on clusters that stop
# and freeze. Jest keeps one worker per run (the other core is the other lane's).
set -uo pipefail
cd "$(dirname "$0")/.."
work=.ci-work
mkdir -p "$work"
rm -f "$work"/*.json "$work/steps.time" "$work/type-checked"
failed_steps=0

# `timed NAME COMMAND...` runs a step, prints its output's header and time, and records the time.
timed() {
  local name=$1
  shift
  local started=$SECONDS status=0
  echo
  echo "== $name"
  "$@" || status=$?
  echo "-- $name: $((SECONDS - started)) s"
  echo "$name|$((SECONDS - started))" >>"$work/steps.time"
  [ "$status" -eq 0 ] || echo "!! failed: $name"
  return "$status"
}

# A lane runs in the background into its log, printed once it is done; its failed steps are counted.
declare -A lane_pids
lane() {
  local name=$1
  shift
  "$@" >"$work/$name.log" 2>&1 &
  lane_pids[$name]=$!
}
finish() {
  local status=0
  wait "${lane_pids[$1]}" || status=$?
  cat "$work/$1.log"
  return "$status"
}

timed "system packages" bash scripts/system-deps.sh || failed_steps=$((failed_steps + 1))

# The PostgreSQL run, in two shards (one per lane), each on a cluster of its own.
postgres_shard() {
  PG_PORT=$2 bash scripts/with-postgres.sh npx jest --ci -w 1 --selectProjects server --shard="$1/2" \
    --json --outputFile="$work/jest-postgres-$1.json"
}

browser_lane() {
  local failed=0
  timed "lint" npm run --silent lint || failed=$((failed + 1))
  # The build type-checks with tsc -b as well: after the jest lane's, so that it only finds it done.
  while [ ! -e "$work/type-checked" ]; do sleep 1; done
  timed "production build and the browser suite's builds" \
    bash -c 'npm run --silent build && npx tsx e2e/support/prebuild.ts' || failed=$((failed + 1))
  # Beside the browser suite, into its own log: the database outages, two servers and backups.
  timed "database outages, two servers, backups (PostgreSQL; beside the browser tests)" \
    npx jest --ci -w 1 --selectProjects ops --json --outputFile="$work/jest-ops.json" >"$work/ops.log" 2>&1 &
  local ops=$!
  timed "browser tests (Chromium)" env CI=true npm run --silent test:e2e || failed=$((failed + 1))
  timed "API tests (PostgreSQL, second half)" postgres_shard 2 55463 || failed=$((failed + 1))
  wait "$ops" || failed=$((failed + 1))
  cat "$work/ops.log"
  return "$failed"
}

jest_lane() {
  local failed=0
  timed "type-check (tsc -b)" npx tsc -b || failed=$((failed + 1))
  touch "$work/type-checked"
  timed "known advisories of production dependencies (npm audit)" node scripts/audit.js ||
    failed=$((failed + 1))
  timed "unit and API tests (embedded database)" npx jest --ci -w 1 \
    --selectProjects tooling server server-units web --json --outputFile="$work/jest-embedded.json" ||
    failed=$((failed + 1))
  timed "API tests (PostgreSQL, first half)" postgres_shard 1 55433 || failed=$((failed + 1))
  return "$failed"
}

lane browser browser_lane
jest_lane
failed_steps=$((failed_steps + $?))
finish browser
failed_steps=$((failed_steps + $?))

echo
echo "== time by step (seconds; the two lanes run side by side)"
while IFS='|' read -r name seconds; do printf '%6s  %s\n' "$seconds" "$name"; done <"$work/steps.time"
echo "total: $SECONDS s"
node scripts/test-totals.js "$failed_steps" "$work"/*.json
