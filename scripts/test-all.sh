#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find: type-check and lint, unit
# and API tests on the embedded database, the API tests again on a real PostgreSQL, the production
# build and what the browser suite builds besides, the browser suite against that build served by
# `npm start`, and the server processes against PostgreSQL clusters that stop, freeze and come back
# (and the backups' round trip between the databases, whose pages it compares). Ends with each
# step's time and the totals line.
#
# Two cores, three phases of two sides each (jest keeps one worker per run):
#   1. type-check                 | lint
#   2. API tests on the embedded  | production build and the browser suite's builds, then the
#      database                     PostgreSQL tests' first half, then the unit tests (pages,
#                                   screens, tooling)
#   3. browser suite              | database outages, two servers, backups, then the PostgreSQL
#                                   tests' second half
# The database outages share their phase with the browser suite alone: their servers mostly wait on
# clusters that stop and freeze, and 60 bookings sent at once must each get their turn in time,
# which a third busy process beside them denies.
set -uo pipefail
cd "$(dirname "$0")/.."
work=.ci-work
mkdir -p "$work"
rm -f "$work"/*.json "$work/steps.time"
failed_steps=0

# Sets children_cpu to the CPU seconds (user and system) of this shell's finished child processes
# so far: a step's processes, the browsers and servers they started included, but not PostgreSQL,
# which pg_ctl leaves to run on its own. (`times` runs in this shell: in a pipeline or `$(...)` it
# would run in a subshell, which has no children.)
children_cpu=0
count_children_cpu() {
  local file="$work/times.$BASHPID"
  times >"$file"
  children_cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
  rm -f "$file"
}

# `timed NAME COMMAND...` runs a step, prints its output's header, its time and the CPU time it
# used, and records both: a step whose CPU time is well below its time leaves a core idle.
timed() {
  local name=$1
  shift
  local started=$SECONDS cpu_before status=0
  count_children_cpu
  cpu_before=$children_cpu
  echo
  echo "== $name"
  "$@" || status=$?
  count_children_cpu
  local cpu=$((children_cpu - cpu_before))
  echo "-- $name: $((SECONDS - started)) s, $cpu s of CPU"
  echo "$name|$((SECONDS - started))|$cpu" >>"$work/steps.time"
  [ "$status" -eq 0 ] || echo "!! failed: $name"
  return "$status"
}

# `beside NAME FUNCTION` runs a side of a phase in the background into its log, the function
# answering how many of its steps failed; `finish NAME` waits for it, prints its log and adds them.
declare -A side_pids
beside() {
  "$2" >"$work/$1.log" 2>&1 &
  side_pids[$1]=$!
}
finish() {
  local failed=0
  wait "${side_pids[$1]}" || failed=$?
  cat "$work/$1.log"
  failed_steps=$((failed_steps + failed))
}
# `count COMMAND...` runs a step here and counts it when it fails.
count() { "$@" || failed_steps=$((failed_steps + 1)); }

# The PostgreSQL run, in two shards, each on a cluster of its own.
postgres_shard() {
  PG_PORT=$2 bash scripts/with-postgres.sh npx jest --ci -w 1 --selectProjects server --shard="$1/2" \
    --json --outputFile="$work/jest-postgres-$1.json"
}

lint() { timed "lint" npm run --silent lint || return 1; }
builds_then_postgres() {
  local failed=0
  timed "production build and the browser suite's builds" \
    bash -c 'npm run --silent build && npx tsx e2e/support/prebuild.ts' || failed=$((failed + 1))
  timed "API tests (PostgreSQL, first half)" postgres_shard 1 55433 || failed=$((failed + 1))
  timed "unit tests (pages, screens, tooling)" npx jest --ci -w 1 --selectProjects tooling server-units web \
    --json --outputFile="$work/jest-units.json" || failed=$((failed + 1))
  return "$failed"
}
outages_then_postgres() {
  local failed=0
  timed "database outages, two servers, backups (PostgreSQL)" \
    npx jest --ci -w 1 --selectProjects ops --json --outputFile="$work/jest-ops.json" || failed=$((failed + 1))
  timed "API tests (PostgreSQL, second half)" postgres_shard 2 55463 || failed=$((failed + 1))
  return "$failed"
}

count timed "system packages" bash scripts/system-deps.sh

# 1. type-check | lint
beside lint lint
count timed "type-check (tsc -b)" npx tsc -b
finish lint
count timed "known advisories of production dependencies (npm audit)" node scripts/audit.js

# 2. embedded database's API tests | builds, then PostgreSQL's first half, then the unit tests
beside builds builds_then_postgres
count timed "API tests (embedded database)" npx jest --ci -w 1 --selectProjects server \
  --json --outputFile="$work/jest-embedded.json"
finish builds

# 3. browser suite | database outages, then PostgreSQL's second half
beside outages outages_then_postgres
count timed "browser tests (Chromium)" env CI=true npm run --silent test:e2e
finish outages

echo
echo "== time by step (seconds, and CPU seconds; the two sides of a phase run side by side)"
while IFS='|' read -r name seconds cpu; do printf '%6s %6s  %s\n' "$seconds" "$cpu" "$name"; done <"$work/steps.time"
echo "total: $SECONDS s"
node scripts/test-totals.js "$failed_steps" "$work"/*.json
