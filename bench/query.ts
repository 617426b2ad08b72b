/**
 * The GraphQL read path integrators and kanbans use, through the real server (signed in with
 * a bearer token as a tenant admin), side by side with the strong minimal server doing the
 * same work (bench/query-baseline-server.ts) and the physical limit (bench/limit-http-server.ts:
 * `{ __typename }` on bare node:http). Two documents:
 *   - overview: the `OverviewDevices` document of the equipment overview (20 devices of a tenant,
 *     status, product, cover), as the client sends it;
 *   - device list: `devices(pageSize: 50)` with every column of a device and its product archive,
 *     as an integrator lists devices.
 * Keep-alive requests at a fixed concurrency for a fixed time: requests per second, latency
 * percentiles and server CPU per request (from /proc); then one client alone. Both servers run
 * with NODE_ENV=production. Medians of 3 rounds, the order of the servers alternating.
 * Run: node bench/register.js bench/query.ts [--quick]   (QUERY_PROFILE=dir writes CPU profiles)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { cpuSeconds, DEVICE_LIST_QUERY, freePort, machine, median, OVERVIEW_QUERY, percentile, prepareOverviewDatabase, SERVER_SCRIPT, signIn, sleep, startChild, stopChild, startProduct } from './lib';
import { sendText, type TextAnswer } from '../server/test/support/http-text';

const QUICK = process.argv.includes('--quick');
const CONCURRENCY = 16;
const WARMUP_MS = QUICK ? 500 : 3000;
const DURATION_MS = QUICK ? 1000 : 8000;
const SINGLE_MS = QUICK ? 500 : 3000;
const ROUNDS = QUICK ? 1 : 3;
const RESULTS = path.join(__dirname, QUICK ? 'query-results.quick.json' : 'query-results.json');

type Target = { name: 'product' | 'baseline' | 'limit'; port: number; pid: number };
type Round = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; serverCpuMicrosPerRequest: number };

function post(agent: http.Agent, port: number, body: Buffer, token: string): Promise<TextAnswer> {
  return sendText(`http://127.0.0.1:${port}/graphql`, { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } }, body).answer;
}

/** `concurrency` loops, each sending the next request when its response has arrived, for `ms`. */
async function load(target: Target, body: Buffer, token: string, ms: number, concurrency = CONCURRENCY): Promise<Round> {
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
        latencies.push(t1 - t0);
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
    errors,
    serverCpuMicrosPerRequest: latencies.length ? (cpu / latencies.length) * 1e6 : NaN,
  };
}

const summary = (list: Round[]) => ({
  requestsPerSecond: Math.round(median(list.map((x) => x.requestsPerSecond))),
  p50Ms: Number(median(list.map((x) => x.p50Ms)).toFixed(2)),
  p99Ms: Number(median(list.map((x) => x.p99Ms)).toFixed(2)),
  serverCpuMicrosPerRequest: Math.round(median(list.map((x) => x.serverCpuMicrosPerRequest))),
  errors: list.reduce((s, x) => s + x.errors, 0),
});

async function main() {
  const { dataDir, tenantId } = await prepareOverviewDatabase();
  const profile = process.env.QUERY_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.QUERY_PROFILE)}`] : [];
  const serverArgs = profile.length ? [...profile, '-e', `process.once('SIGTERM', () => process.exit(0)); require(${JSON.stringify(SERVER_SCRIPT)})`] : [SERVER_SCRIPT];
  const production = { NODE_ENV: 'production' };
  const product = await startProduct(serverArgs, { DATA_DIR: dataDir, MQTT_PORT: String(await freePort()) });
  const token = await signIn(`http://127.0.0.1:${product.info.port}`, 'tenantadmin');
  const baseline = await startChild([...profile, path.join(__dirname, 'register.js'), path.join(__dirname, 'query-baseline-server.ts')], { ...production, BASELINE_DB: path.join(dataDir, 'maintenance.sqlite') });
  const limit = await startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'limit-http-server.ts')], production);
  const targets: Target[] = [
    { name: 'product', port: product.info.port, pid: product.child.pid! },
    { name: 'baseline', port: baseline.info.port, pid: baseline.child.pid! },
  ];
  const documents = {
    overview: Buffer.from(JSON.stringify({ operationName: 'OverviewDevices', query: OVERVIEW_QUERY, variables: { tenantId: String(tenantId), page: 1, pageSize: 20 } })),
    deviceList: Buffer.from(JSON.stringify({ operationName: 'DeviceList', query: DEVICE_LIST_QUERY, variables: { page: 1, pageSize: 50 } })),
  };
  // Both servers answer each document alike: same items, fields and values.
  for (const [name, body] of Object.entries(documents)) {
    const answers = await Promise.all(targets.map(async (t) => JSON.parse((await post(new http.Agent(), t.port, body, token)).text)));
    if (answers[0].errors || !answers[0].data.devices.items.length) throw new Error(`product answered ${name}: ${JSON.stringify(answers[0]).slice(0, 300)}`);
    if (!isDeepStrictEqual(answers[0], answers[1])) throw new Error(`baseline differs on ${name}: ${JSON.stringify(answers[1]).slice(0, 300)} vs ${JSON.stringify(answers[0]).slice(0, 300)}`);
  }

  const loadBefore = os.loadavg();
  const results: Record<string, unknown> = {};
  for (const [name, body] of Object.entries(documents)) {
    const rounds: Record<string, Round[]> = { product: [], baseline: [] };
    const single: Record<string, Round[]> = { product: [], baseline: [] };
    for (let r = 0; r < ROUNDS; r++) {
      for (const target of r % 2 ? [...targets].reverse() : targets) {
        await load(target, body, token, WARMUP_MS);
        const round = await load(target, body, token, DURATION_MS);
        rounds[target.name].push(round);
        const one = await load(target, body, token, SINGLE_MS, 1);
        single[target.name].push(one);
        console.log(`${name} round ${r + 1} ${target.name.padEnd(8)} ${round.requestsPerSecond.toFixed(0)} req/s, p99 ${round.p99Ms.toFixed(2)} ms, ${round.serverCpuMicrosPerRequest.toFixed(0)} us CPU/req; one client p99 ${one.p99Ms.toFixed(2)} ms`);
      }
    }
    const p = summary(rounds.product);
    const b = summary(rounds.baseline);
    results[name] = {
      product: { ...p, oneClient: summary(single.product) },
      baseline: { ...b, oneClient: summary(single.baseline) },
      throughputRatio: Number((p.requestsPerSecond / b.requestsPerSecond).toFixed(2)),
      cpuPerRequestRatio: Number((p.serverCpuMicrosPerRequest / b.serverCpuMicrosPerRequest).toFixed(2)),
    };
    console.log(`${name}: product ${p.requestsPerSecond} req/s (${p.serverCpuMicrosPerRequest} us CPU) vs baseline ${b.requestsPerSecond} req/s (${b.serverCpuMicrosPerRequest} us CPU)`);
  }
  // The physical limit: `{ __typename }` on bare node:http, same load.
  const limitTarget: Target = { name: 'limit', port: limit.info.port, pid: limit.child.pid! };
  const typename = Buffer.from(JSON.stringify({ query: '{ __typename }' }));
  const limitRounds: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    await load(limitTarget, typename, token, WARMUP_MS);
    limitRounds.push(await load(limitTarget, typename, token, DURATION_MS));
  }
  results.limit = summary(limitRounds);
  console.log(`limit ({ __typename } on bare node:http): ${(results.limit as Round).requestsPerSecond} req/s`);

  await Promise.all([stopChild(limit.child), stopChild(baseline.child), stopChild(product.child)]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.writeFileSync(RESULTS, JSON.stringify({ machine: machine(), at: new Date().toISOString(), loadAverage: { before: loadBefore, after: os.loadavg() }, concurrency: CONCURRENCY, durationMs: DURATION_MS, rounds: ROUNDS, ...results }, null, 2) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
