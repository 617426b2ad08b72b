/**
 * The equipment overview's GraphQL query (the `OverviewDevices` document of
 * client/src/features/kanbans/routes/DeviceOverviewKanban.tsx, 20 devices of a tenant with
 * live status, product and cover) through the real server, signed in with a bearer token
 * as a tenant admin, against a minimal node:http + graphql-js server over the same SQLite
 * file (bench/query-baseline-server.ts). Keep-alive requests at a fixed concurrency for a
 * fixed duration; requests per second and latency percentiles; then the latency of a single
 * client (concurrency 1). Medians of 3 rounds, alternating which server goes first.
 * Run: node bench/register.js bench/query.ts [--quick]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { cpuSeconds, freePort, machine, median, OVERVIEW_QUERY, percentile, prepareOverviewDatabase, SERVER_SCRIPT, signIn, sleep, startChild, stopChild } from './lib';

const QUICK = process.argv.includes('--quick');
const CONCURRENCY = 16;
const WARMUP_MS = QUICK ? 1000 : 3000;
const DURATION_MS = QUICK ? 3000 : 10_000;
const SINGLE_MS = QUICK ? 1000 : 5000;
const ROUNDS = 3;
const PAGE_SIZE = 20;

type Target = { name: string; port: number; pid: number };
type Round = { requestsPerSecond: number; p50Ms: number; p99Ms: number; maxMs: number; errors: number; serverCpuMicrosPerRequest: number };

function post(agent: http.Agent, port: number, body: Buffer, token: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `concurrency` loops, each sending the next request when its response has arrived, for `ms`. */
async function load(target: Target, body: Buffer, token: string, ms: number, record: boolean, concurrency = CONCURRENCY): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const cpu0 = cpuSeconds(target.pid);
  const start = performance.now();
  const end = start + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const response = await post(agent, target.port, body, token).catch((error: Error) => ({ status: 0, text: error.message }));
        const t1 = performance.now();
        if (response.status !== 200 || response.text.includes('"errors"')) {
          if (errors++ === 0) console.error(`${target.name}: ${response.status} ${response.text.slice(0, 300)}`);
          continue;
        }
        if (record) latencies.push(t1 - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = cpuSeconds(target.pid) - cpu0;
  agent.destroy();
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    errors,
    serverCpuMicrosPerRequest: latencies.length ? (cpu / latencies.length) * 1e6 : NaN,
  };
}

async function main() {
  const { dataDir, tenantId } = await prepareOverviewDatabase();
  // QUERY_PROFILE=dir writes CPU profiles of both servers (node --cpu-prof) there; they exit on
  // SIGTERM so that the profile is written.
  const profile = process.env.QUERY_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.QUERY_PROFILE)}`] : [];
  const serverArgs = profile.length ? [...profile, '-e', `process.once('SIGTERM', () => process.exit(0)); require(${JSON.stringify(SERVER_SCRIPT)})`] : [SERVER_SCRIPT];
  const product = await startChild(serverArgs, { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: String(await freePort()), SIMULATOR: 'false', LOG_LEVEL: 'silent' });
  const token = await signIn(`http://127.0.0.1:${product.info.port}`, 'tenantadmin');
  const baseline = await startChild([...profile, path.join(__dirname, 'register.js'), path.join(__dirname, 'query-baseline-server.ts')], { BASELINE_DB: path.join(dataDir, 'maintenance.sqlite') });
  for (const [name, c] of [['product', product.child], ['baseline', baseline.child]] as const) {
    let stderr = '';
    c.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    c.once('exit', (code, signal) => code !== 0 && signal !== 'SIGTERM' && console.error(`${name} server exited (${code ?? signal}): ${stderr.slice(-2000)}`));
  }
  const targets: Target[] = [
    { name: 'product', port: product.info.port, pid: product.child.pid! },
    { name: 'baseline', port: baseline.info.port, pid: baseline.child.pid! },
  ];
  const body = Buffer.from(JSON.stringify({ operationName: 'OverviewDevices', query: OVERVIEW_QUERY, variables: { tenantId: String(tenantId), page: 1, pageSize: PAGE_SIZE } }));

  // Both answer the same: 20 devices of the maker's tree, same fields and values.
  const answers = await Promise.all(targets.map(async (t) => JSON.parse((await post(new http.Agent(), t.port, body, token)).text)));
  if (answers[0].errors || answers[0].data.devices.items.length !== PAGE_SIZE) throw new Error(`product answered ${JSON.stringify(answers[0]).slice(0, 300)}`);
  if (!isDeepStrictEqual(answers[0], answers[1])) throw new Error(`baseline differs: ${JSON.stringify(answers[1]).slice(0, 300)}`);

  const rounds: Record<string, Round[]> = { product: [], baseline: [] };
  const single: Record<string, Round[]> = { product: [], baseline: [] };
  const loadBefore = os.loadavg();
  for (let r = 0; r < ROUNDS; r++) {
    for (const target of r % 2 ? [...targets].reverse() : targets) {
      await load(target, body, token, WARMUP_MS, false);
      await sleep(200);
      const round = await load(target, body, token, DURATION_MS, true);
      rounds[target.name].push(round);
      console.log(`round ${r + 1} ${target.name.padEnd(8)} ${round.requestsPerSecond.toFixed(0)} req/s, p50 ${round.p50Ms.toFixed(2)} ms, p99 ${round.p99Ms.toFixed(2)} ms, max ${round.maxMs.toFixed(1)} ms, ${round.serverCpuMicrosPerRequest.toFixed(0)} us CPU/req, errors ${round.errors}`);
      // The latency one client sees when the server is not saturated.
      await sleep(200);
      const one = await load(target, body, token, SINGLE_MS, true, 1);
      single[target.name].push(one);
      console.log(`        ${target.name.padEnd(8)} one client: ${one.requestsPerSecond.toFixed(0)} req/s, p50 ${one.p50Ms.toFixed(2)} ms, p99 ${one.p99Ms.toFixed(2)} ms`);
    }
  }
  await stopChild(baseline.child);
  await stopChild(product.child);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const summary = (list: Round[]) => ({
    requestsPerSecond: median(list.map((x) => x.requestsPerSecond)),
    p50Ms: median(list.map((x) => x.p50Ms)),
    p99Ms: median(list.map((x) => x.p99Ms)),
    serverCpuMicrosPerRequest: median(list.map((x) => x.serverCpuMicrosPerRequest)),
    errors: list.reduce((s, x) => s + x.errors, 0),
  });
  const result = {
    machine: machine(),
    loadAverage: { before: loadBefore, after: os.loadavg() },
    at: new Date().toISOString(),
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    pageSize: PAGE_SIZE,
    product: { median: summary(rounds.product), rounds: rounds.product, oneClient: { median: summary(single.product), rounds: single.product } },
    baseline: { median: summary(rounds.baseline), rounds: rounds.baseline, oneClient: { median: summary(single.baseline), rounds: single.baseline } },
  };
  const ratio = result.product.median.requestsPerSecond / result.baseline.median.requestsPerSecond;
  console.log(`\nmedians of ${ROUNDS}: product ${result.product.median.requestsPerSecond.toFixed(0)} req/s p99 ${result.product.median.p99Ms.toFixed(2)} ms; baseline ${result.baseline.median.requestsPerSecond.toFixed(0)} req/s p99 ${result.baseline.median.p99Ms.toFixed(2)} ms; product/baseline ${(ratio * 100).toFixed(0)} %`);
  console.log(`one client: product p99 ${result.product.oneClient.median.p99Ms.toFixed(2)} ms, baseline p99 ${result.baseline.oneClient.median.p99Ms.toFixed(2)} ms`);
  console.log(`load average ${result.loadAverage.before.map((x) => x.toFixed(2)).join(' ')} -> ${result.loadAverage.after.map((x) => x.toFixed(2)).join(' ')}`);
  if (!QUICK) fs.writeFileSync(path.join(__dirname, 'query-results.json'), JSON.stringify({ ...result, productOverBaseline: ratio }, null, 2) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
