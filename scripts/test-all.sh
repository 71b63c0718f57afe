#!/usr/bin/env bash
# Every check of the project: type-check and lint, unit and API tests on the embedded database, the
# API tests again on a real PostgreSQL, the production build and what the browser suite builds
# besides, the browser suite against that build served by `npm start`, and the server processes
# against PostgreSQL clusters that stop, freeze and come back (and the backups' round trip between
# the databases, whose pages it compares). Ends with each step's time and CPU time, and the totals.
#
# Two cores. First the type-check beside the lint; then three lanes side by side:
#   builds:     the production build, then the browser suite with its own builds made beside its
#               first specs, then three quarters of the unit tests (pages, screens, tooling)
#   embedded:   the API tests on the embedded database, then the other quarter of the unit tests
#   PostgreSQL: once the builds are done, the database outages, two servers and backups, then the
#               API tests on PostgreSQL (two jest workers on one cluster)
# Each step prints the CPU time its processes used beside its time (PostgreSQL's own excepted):
# the browser suite keeps less than half a core busy (its browser and server mostly wait), the
# outages about half of one, and the PostgreSQL tests wait on their database, which is why a third
# lane pays. The outages wait for the builds to end: 60 bookings sent at once must each get their
# turn within the database's lock timeout, which two CPU-bound lanes beside them would deny.
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

# The API tests on a throwaway PostgreSQL cluster, two jest workers: each mostly waits on the
# database.
postgres_api() {
  PG_PORT=55433 bash scripts/with-postgres.sh npx jest --ci -w 2 --selectProjects server \
    --json --outputFile="$work/jest-postgres.json"
}

# The unit tests (pages, screens, tooling) in quarters, run one after another: the quarters end two
# lanes (one the embedded lane, three the builds lane, whose browser suite leaves it the more time),
# so that neither lane finishes them alone while the other's core stands idle.
unit_tests() {
  local quarter status=0
  for quarter in "$@"; do
    npx jest --ci -w 1 --selectProjects tooling server-units web --shard="$quarter/4" \
      --json --outputFile="$work/jest-units-$quarter.json" || status=1
  done
  return "$status"
}

lint() { timed "lint" npm run --silent lint || return 1; }
type_check() { timed "type-check (tsc -b)" npx tsc -b || return 1; }
# What the browser suite builds besides the site (a release, a section shipped alone, a new
# section: e2e/support/prebuilt.ts), made beside the suite's first specs, which need none of them
# and keep less than half a core busy; a spec that needs them waits. The builds' end lets the
# outages start.
browser_suite_builds() {
  timed "the browser suite's builds (beside its first specs)" env TMPDIR="$disk_tmpdir" \
    npx tsx e2e/support/prebuild.ts
  local status=$?
  touch "$work/builds.done"
  return "$status"
}
builds_then_browser() {
  local failed=0
  timed "production build" env TMPDIR="$disk_tmpdir" npm run --silent build || failed=$((failed + 1))
  browser_suite_builds &
  local browser_suite_builds=$!
  timed "browser tests (Chromium)" env CI=true TMPDIR="$disk_tmpdir" \
    npx playwright test -c e2e/playwright.config.ts || failed=$((failed + 1))
  wait "$browser_suite_builds" || failed=$((failed + 1))
  timed "unit tests (pages, screens, tooling), three quarters" unit_tests 2 3 4 || failed=$((failed + 1))
  return "$failed"
}
embedded_then_units() {
  local failed=0
  timed "API tests (embedded database)" npx jest --ci -w 1 --selectProjects server \
    --json --outputFile="$work/jest-embedded.json" || failed=$((failed + 1))
  timed "unit tests (pages, screens, tooling), a quarter" unit_tests 1 || failed=$((failed + 1))
  return "$failed"
}
outages_then_postgres() {
  local failed=0
  while [ ! -e "$work/builds.done" ]; do sleep 2; done
  timed "database outages, two servers, backups (PostgreSQL)" \
    npx jest --ci -w 1 --selectProjects ops --json --outputFile="$work/jest-ops.json" || failed=$((failed + 1))
  timed "API tests (PostgreSQL)" postgres_api || failed=$((failed + 1))
  return "$failed"
}

count timed "system packages" bash scripts/system-deps.sh

# The tests' scratch folders (each embedded test app's database, copied from its template; the
# PostgreSQL clusters; uploads and archives) in memory when the machine has room: a test app's
# 40 MB copy cost about 0.9 s of the kernel's CPU on this disk and 0.2 s in memory, and each of
# PGlite's commits waits for no disk. The browser suite keeps the disk: its copies of the
# repository hard-link node_modules, which cannot cross file systems.
disk_tmpdir=${TMPDIR:-/tmp}
if [ -d /dev/shm ] && [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -gt 4000000 ]; then
  memory_tmpdir=$(mktemp -d /dev/shm/academy-tests.XXXXXX)
  # Open to every user, as /tmp is: the PostgreSQL clusters run as `postgres`.
  chmod 1777 "$memory_tmpdir"
  trap 'rm -rf "$memory_tmpdir"' EXIT
  export TMPDIR=$memory_tmpdir
  echo "Scratch folders of the tests in memory: $TMPDIR"
fi

# Each lane runs in a shell of its own, so that its steps' CPU times count only their processes.
beside types type_check
beside lint lint
finish types
finish lint
count timed "known advisories of production dependencies (npm audit)" node scripts/audit.js

rm -f "$work/builds.done"
beside builds builds_then_browser
beside embedded embedded_then_units
beside postgres outages_then_postgres
finish builds
finish embedded
finish postgres

echo
echo "== time by step (seconds, and CPU seconds; the lanes run side by side)"
while IFS='|' read -r name seconds cpu; do printf '%6s %6s  %s\n' "$seconds" "$cpu" "$name"; done <"$work/steps.time"
echo "total: $SECONDS s"
node scripts/test-totals.js "$failed_steps" "$work"/*.json
