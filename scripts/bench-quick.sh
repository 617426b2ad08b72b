#!/usr/bin/env bash
# Every benchmark in its --quick smoke mode, so none can rot: each must complete and write its
# result file (bench/*-results.quick.json, not kept). Figures are not asserted: performance is
# measured by the full runs (npm run bench), never by tests. Needs the build (client/dist, server/dist).
set -euo pipefail
cd "$(dirname "$0")/.."
quick() {
  local script=$1 result=bench/$2 started=$SECONDS
  rm -f "$result"
  echo "--- node bench/register.js bench/$script --quick"
  node bench/register.js "bench/$script" --quick
  if [ ! -s "$result" ]; then echo "bench/$script --quick wrote no $result" >&2; return 1; fi
  echo "--- bench/$script --quick: $((SECONDS - started)) s"
}
quick first-paint-js.ts first-paint-js-results.quick.json
quick query.ts query-results.quick.json
quick product-manual-search.ts product-manual-search-results.quick.json
quick fanout.ts fanout-results.quick.json
quick ingest.ts ingest-results.quick.json
quick alarm-rules-cost.ts alarm-rules-cost-results.quick.json
quick soak.ts soak-results.quick.json
quick kanban-main-thread.ts kanban-main-thread-results.quick.json
quick data-table-render.ts data-table-render-results.quick.json
quick customer-import.ts customer-import-results.quick.json
quick password-flood.ts password-flood-results.quick.json
quick statistics.ts statistics-results.quick.json
quick idle-cpu.ts idle-cpu-results.quick.json
quick batch-completion.ts batch-completion-results.quick.json
