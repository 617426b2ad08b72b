#!/usr/bin/env bash
# Every test of the product, as the README's test command runs it:
#   1. build (server, client) so the browser suite tests what ships;
#   2. type-check the client, the browser suite, the benchmarks and the server's tests (Vite and swc build without checking types),
#      the client's and the benchmarks' beside the build;
#   3. server unit + integration tests on SQLite and the embedded broker, and beside them
#   4. client unit tests, including the generated-code drift check;
#   5. the server suites again on throw-away PostgreSQL, Mosquitto and Redis;
#   6. the browser suite in Debian's Chromium against the built server, and beside it
#   7. the benchmarks type-checked and run in their --quick smoke mode (they complete and write
#      their result files; no figure is asserted).
# Every stage runs even if an earlier one failed; the summary says which failed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RESULTS="$ROOT/.tmp/test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
source scripts/services.sh
trap stop_services EXIT

failed_stages=()
stage() {
  local name=$1; shift
  local started=$SECONDS
  echo
  echo "=== $name"
  if ! "$@"; then failed_stages+=("$name"); fi
  echo "--- $name: $((SECONDS - started)) s"
}
# A stage that runs in the background beside the next stage; `end_beside` waits for it and then
# shows its output, so the two stages' outputs do not interleave.
beside_name=; beside_pid=; beside_log=; beside_started=
begin_beside() {
  beside_name=$1; shift
  beside_log="$ROOT/.tmp/beside.log"
  beside_started=$SECONDS
  "$@" > "$beside_log" 2>&1 &
  beside_pid=$!
}
end_beside() {
  local ok=true
  wait "$beside_pid" || ok=false
  echo
  echo "=== $beside_name (ran beside $1)"
  cat "$beside_log"
  $ok || failed_stages+=("$beside_name")
  echo "--- $beside_name: $((SECONDS - beside_started)) s"
}

# The client's, the benchmarks' and the server tests' type-checks run beside the build and the browser suite's:
# each of these is a tsc or Vite using about one and a half cores, so one after another they left
# part of the machine idle (about 55 s for all four, against about 70 s).
typecheck_client_and_benchmarks() {
  local failed=0
  npm run typecheck --silent -w client || { echo 'type-check client: failed'; failed=1; }
  npx tsc -p bench/tsconfig.json --noEmit || { echo 'type-check benchmarks: failed'; failed=1; }
  # The server's build leaves its tests out, and jest (swc) runs them without checking types.
  npx tsc -p server/tsconfig.json --noEmit || { echo 'type-check server tests: failed'; failed=1; }
  return $failed
}
begin_beside "type-check client, benchmarks and server tests" typecheck_client_and_benchmarks
stage "build" npm run build --silent
stage "type-check browser suite" npm run typecheck --silent -w e2e
end_beside "the build"
# The client's suite (jsdom, no servers, no ports) runs beside the server's SQLite suite, whose
# two jest workers spend much of their time waiting on sockets and the database; with one worker
# each, a core sat idle once the client's suite had ended while the fuzz test ran on for minutes.
# (Each SQLite-stage test file starts its own brokers and databases, so two files may run at once.)
begin_beside "client" bash -c "cd client && npx jest --ci --json --outputFile='$RESULTS/client.json'"
stage "server on SQLite" bash -c "cd server && npx jest --ci --maxWorkers=2 --json --outputFile='$RESULTS/server-sqlite.json'"
end_beside "the server on SQLite"

# The server's integration suites on PostgreSQL. The files that use the test command's one
# Mosquitto and Redis (they import test/services.ts) run one at a time, after the rest: two
# servers on one broker would both ingest the demo devices' topics. The rest start their own
# brokers and databases, so two of them may run at once.
SHARED_SERVICE_TESTS=$(cd server && grep -l "from './services'" test/*.test.ts | tr '\n' ' ')
if start_postgres && start_mosquitto && start_redis; then
  if [ -n "$SHARED_SERVICE_TESTS" ]; then
    stage "server on PostgreSQL" bash -c "cd server && npx jest --ci --maxWorkers=2 --json --outputFile='$RESULTS/server-postgresql.json' --testPathIgnorePatterns $SHARED_SERVICE_TESTS -- test/"
    stage "server on PostgreSQL, Mosquitto and Redis" bash -c "cd server && npx jest --ci --json --outputFile='$RESULTS/server-postgresql-shared.json' -- $SHARED_SERVICE_TESTS"
  else
    # No file uses the shared services (an empty list would make the second stage run every file): one stage, one worker.
    stage "server on PostgreSQL, Mosquitto and Redis" bash -c "cd server && npx jest --ci --runInBand --json --outputFile='$RESULTS/server-postgresql.json' -- test/"
  fi
else
  failed_stages+=("throw-away PostgreSQL/Mosquitto/Redis could not start (see above; .ci/run installs them)")
fi

# The quick benchmarks run beside the browser suite: they spend most of their time starting
# servers and holding a light load (about half of the two cores idle when they ran alone), and
# the browser suite leaves about a quarter idle. Their figures are not read (see bench-quick.sh);
# both start their servers on free ports.
begin_beside "benchmarks, quick" bash scripts/bench-quick.sh
# Free ports, so a developer's running server or another run cannot collide with the suite.
E2E_PORT=$(free_port); E2E_MQTT_PORT=$(free_port); export E2E_PORT E2E_MQTT_PORT
stage "browser suite (Chromium)" bash -c "cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME='$RESULTS/e2e.json' npx playwright test --reporter=list,json"
end_beside "the browser suite"

node scripts/summarize-tests.mjs "$RESULTS" || failed_stages+=("summary of the test reports")
if [ ${#failed_stages[@]} -gt 0 ]; then
  printf 'Failed stage: %s\n' "${failed_stages[@]}"
  exit 1
fi
