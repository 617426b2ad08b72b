/**
 * The tables of docs/benchmarks.md, printed as Markdown from the result files of one run
 * (bench/*-results.json), so the document shows exactly what was measured.
 * Run: node bench/register.js bench/report.ts [--quick]
 */
import fs from 'node:fs';
import path from 'node:path';

const QUICK = process.argv.includes('--quick');
const read = (name: string) => {
  const file = path.join(__dirname, `${name}-results${QUICK ? '.quick' : ''}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const n = (x: number | null | undefined, digits = 0) => (x === null || x === undefined ? 'n/a' : x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
const load = (l: { before: number[]; after: number[] } | number[]) => (Array.isArray(l) ? l.map((x) => x.toFixed(2)).join(' ') : `${l.before.map((x) => x.toFixed(2)).join(' ')} -> ${l.after.map((x) => x.toFixed(2)).join(' ')}`);
const ratio = (x: number | null, target: number, higherIsBetter = true) => (x === null ? 'n/a' : `${x.toFixed(2)} x ${(higherIsBetter ? x >= target : x <= target) ? '(met)' : '(**missed**)'}`);

const lines: string[] = [];
const ingest = read('ingest');
if (ingest?.ratios) {
  const s = ingest.summary;
  const row = (name: string, label: string) =>
    s[name]
      ? `| ${label} | ${n(s[name].maxSustainedPerSecond)} | ${n(s[name].nominalCpuPercentOfOneCore, 1)} % | ${n(s[name].nominalCpuWithBrokerPercentOfOneCore, 1)} % | ${n(s[name].cpuMicrosPerMessage)} / ${n(s[name].cpuWithBrokerMicrosPerMessage)} | ${n(s[name].idleCpuPercentOfOneCore, 1)} % | ${n(s[name].nominalP99Ms)} | ${s[name].nominalDropped} |`
      : `| ${label} | not run | | | | | | |`;
  lines.push(
    `### Ingest (${ingest.at}, load average ${load(ingest.loadAverage)})`,
    '',
    '| system | max sustained msg/s | CPU at 500 msg/s, server | with broker | CPU µs per message (server / with broker) | idle CPU, server | p99 ms at 500 msg/s | dropped at 500 msg/s |',
    '|---|---|---|---|---|---|---|---|',
    row('product-batched', 'product, `deviceParameterBatches`, on Mosquitto'),
    row('baseline-batched', 'strong same-work program, batched, on Mosquitto'),
    row('product-per-value', 'product, `deviceParameters`, on Mosquitto'),
    row('baseline-per-value', 'strong same-work program, per value, on Mosquitto'),
    row('product-batched-embedded', 'product, batched, embedded aedes broker (default set-up)'),
    row('node-red', 'Node-RED 4 (mqtt in -> websocket out), on Mosquitto'),
    row('mosquitto-alone', 'limit: Mosquitto alone, one counting subscriber'),
    row('aedes-alone', 'limit: aedes alone, one counting subscriber'),
    '',
    '| ratio | value | target |',
    '|---|---|---|',
    `| batched product / strong program, max rate | ${ratio(ingest.ratios.batchedOverBaseline, 1)} | ≥ 1.0 |`,
    `| batched product / strong program, CPU per message (server) | ${ratio(ingest.ratios.batchedCpuOverBaseline, 1, false)} | ≤ 1.0 |`,
    `| batched product / strong program, CPU per message with broker | ${ratio(ingest.ratios.batchedCpuWithBrokerOverBaseline, 1, false)} | ≤ 1.0 |`,
    `| batched product / Mosquitto alone, max rate | ${ratio(ingest.ratios.batchedOverMosquittoAlone, 0.7)} | ≥ 0.7 |`,
    `| per-value product / strong program, max rate | ${ratio(ingest.ratios.perValueOverBaseline, 0.6)} | ≥ 0.6 |`,
    `| per-value product / strong program, CPU per message | ${ingest.ratios.perValueCpuOverBaseline ?? 'n/a'} x | |`,
    `| batched product / Node-RED, max rate | ${ratio(ingest.ratios.batchedOverNodeRed, 3)} | ≥ 3 |`,
    `| embedded product / aedes alone, max rate | ${ingest.ratios.embeddedOverAedesAlone ?? 'n/a'} x | |`,
    '',
  );
}

const fanout = read('fanout');
if (fanout?.rows?.[0]?.productEmbedded) {
  lines.push(
    `### Fan-out (${fanout.at}, load average ${load(fanout.loadAverage)})`,
    '',
    '| subscribers | product on Mosquitto, deliveries/s (CPU µs each, with broker) | product, embedded broker | strong broadcast (CPU µs each, with broker) | limit: bare socket | product / strong | embedded / strong | product / limit |',
    '|---|---|---|---|---|---|---|---|',
    ...fanout.rows.map(
      (r: any) =>
        `| ${n(r.subscribers)} | ${n(r.product.deliveriesPerSecond)} (${n(r.product.cpuMicrosPerDelivery, 2)}, ${n(r.product.cpuWithBrokerMicrosPerDelivery, 2)}) | ${n(r.productEmbedded.deliveriesPerSecond)} (${n(r.productEmbedded.cpuMicrosPerDelivery, 2)}) | ${n(r.baseline.deliveriesPerSecond)} (${n(r.baseline.cpuMicrosPerDelivery, 2)}, ${n(r.baseline.cpuWithBrokerMicrosPerDelivery, 2)}) | ${n(r.limit.deliveriesPerSecond)} | ${ratio(r.productOverBaseline, 0.8)} | ${n(r.productEmbeddedOverBaseline, 2)} | ${n(r.productOverLimit, 2)} |`,
    ),
    '',
  );
}

const query = read('query');
if (query) {
  const row = (label: string, r: any) => `| ${label} | ${n(r.requestsPerSecond)} | ${n(r.p50Ms, 1)} | ${n(r.p99Ms, 1)} | ${n(r.serverCpuMicrosPerRequest)} |`;
  lines.push(
    `### Queries (${query.at}, ${query.concurrency} concurrent clients, load average ${load(query.loadAverage)})`,
    '',
    '| | requests/s | p50 ms | p99 ms | server CPU µs per request |',
    '|---|---|---|---|---|',
    row('overview, product', query.overview.product),
    row('overview, strong minimal server', query.overview.baseline),
    row('device list, product', query.deviceList.product),
    row('device list, strong minimal server', query.deviceList.baseline),
    row('limit: `{ __typename }` on bare node:http', query.limit),
    '',
    '| ratio | value | target |',
    '|---|---|---|',
    `| overview, throughput | ${ratio(query.overview.throughputRatio, 0.7)} | ≥ 0.7 |`,
    `| overview, CPU per request | ${ratio(query.overview.cpuPerRequestRatio, 1.5, false)} | ≤ 1.5 |`,
    `| device list, throughput | ${ratio(query.deviceList.throughputRatio, 0.7)} | ≥ 0.7 |`,
    `| device list, CPU per request | ${ratio(query.deviceList.cpuPerRequestRatio, 1.5, false)} | ≤ 1.5 |`,
    '',
  );
}
console.log(lines.join('\n'));
