#!/usr/bin/env bash
# Every test of the product, as the README's test command runs it:
#   1. build (server, client) so the browser suite tests what ships;
#   2. type-check the client, the browser suite and the benchmarks (Vite and swc build without checking types);
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

stage "build" npm run build --silent
stage "type-check client" npm run typecheck --silent -w client
stage "type-check browser suite" npm run typecheck --silent -w e2e
stage "type-check benchmarks" npx tsc -p bench/tsconfig.json --noEmit
# The client's suite (jsdom, no servers, no ports) runs beside the server's SQLite suite, whose
# two jest workers spend much of their time waiting on sockets and the database; with one worker
# each, a core sat idle once the client's suite had ended while the fuzz test ran on for minutes.
# (Each SQLite-stage test file starts its own brokers and databases, so two files may run at once.)
# The client's output is shown after the server's.
client_started=$SECONDS
CLIENT_LOG="$ROOT/.tmp/client-tests.log"
(cd client && npx jest --ci --json --outputFile="$RESULTS/client.json" > "$CLIENT_LOG" 2>&1) &
client_pid=$!
stage "server on SQLite" bash -c "cd server && npx jest --ci --maxWorkers=2 --json --outputFile='$RESULTS/server-sqlite.json'"
client_ok=true
wait "$client_pid" || client_ok=false
echo
echo "=== client (ran beside the server on SQLite)"
cat "$CLIENT_LOG"
$client_ok || failed_stages+=("client")
echo "--- client: $((SECONDS - client_started)) s"

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
# both start their servers on free ports. Their output is shown after the browser suite's.
bench_started=$SECONDS
BENCH_LOG="$ROOT/.tmp/bench-quick.log"
bash scripts/bench-quick.sh > "$BENCH_LOG" 2>&1 &
bench_pid=$!
# Free ports, so a developer's running server or another run cannot collide with the suite.
E2E_PORT=$(free_port); E2E_MQTT_PORT=$(free_port); export E2E_PORT E2E_MQTT_PORT
stage "browser suite (Chromium)" bash -c "cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME='$RESULTS/e2e.json' npx playwright test --reporter=list,json"
bench_ok=true
wait "$bench_pid" || bench_ok=false
echo
echo "=== benchmarks, quick (ran beside the browser suite)"
cat "$BENCH_LOG"
$bench_ok || failed_stages+=("benchmarks, quick")
echo "--- benchmarks, quick: $((SECONDS - bench_started)) s"

node scripts/summarize-tests.mjs "$RESULTS" || failed_stages+=("summary of the test reports")
if [ ${#failed_stages[@]} -gt 0 ]; then
  printf 'Failed stage: %s\n' "${failed_stages[@]}"
  exit 1
fi
