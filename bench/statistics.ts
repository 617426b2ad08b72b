/**
 * Statistics over a fleet's month: `utilizationRanking` over 31 days, the widest range read of the
 * product (every device of the caller's tenants, each one's status changes and piece counts).
 * N bench devices (quick: 4) get 31 days of history as the simulator's laser makes it (the demo
 * seed's `seedHistory`: about 2,000 status changes and 8,500 piece counts a machine a month) on a
 * demo SQLite database; the product server (a child process, production, its Node options) answers
 * the ranking to the superadmin, one request at a time, R times. Reported: the answer's time
 * (median), the server's CPU per request and its resident memory (before, and the highest sample
 * while ranking). Meanwhile another user asks `{ me { id } }` every 20 ms: its slowest answer is how
 * long one ranking holds the server's single thread from everyone else.
 *
 * Strong same-work program, in this process: the same rows read with better-sqlite3 statements
 * prepared once, in raw mode, per device in index order, and the product's pure functions over
 * them (`efficiencyStatistics`, `summarizeDays`, `rankDevices`: the same maths, the same answer).
 * It skips what the product must do: GraphQL, the caller's scope, paging, the answer's JSON.
 * Physical limit: the same rows only read (the same statements).
 * Run: node bench/register.js bench/statistics.ts [--quick]
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/src/config/config';
import { MAX_RANKING_DAYS } from '../server/src/contract/ranges';
import { createLogger } from '../server/src/core/logger';
import { systemEm } from '../server/src/core/tenancy';
import { openDatabase } from '../server/src/db/orm';
import { Device } from '../server/src/modules/devices/device.entity';
import { type DayStatistics, efficiencyStatistics } from '../server/src/modules/efficiency/efficiency';
import { parseRange, rangeInstants } from '../server/src/modules/efficiency/efficiency.service';
import { rankDevices, summarizeDays } from '../server/src/modules/efficiency/ranking';
import { seedHistory } from '../server/src/modules/seeding/seed-history';
import { DEMO_SHIFTS } from '../server/src/simulator/shifts';
import { cpuSeconds, freePort, machine, median, memoryMiB, prepareDatabase, signIn, startProduct, SERVER_SCRIPT, stopChild } from './lib';

const QUICK = process.argv.includes('--quick');
const DEVICES = Number(process.env.STATISTICS_DEVICES ?? (QUICK ? 4 : 100));
const REQUESTS = QUICK ? 2 : 7;
const PROBE_MS = 20;
const RESULTS = path.join(__dirname, QUICK ? 'statistics-results.quick.json' : 'statistics-results.json');
const TIME_ZONE = loadConfig({}).timeZone;

const RANKING = `query Ranking($start: String!, $end: String!) {
  utilizationRanking(start: $start, end: $end, page: 1, pageSize: 20) { total items { rank uuid devalias utilization OEE } }
}`;


/** The bench devices, registered 40 days ago, with 31 days of history up to now. */
async function prepare(): Promise<{ dataDir: string; rows: { statuses: number; pieces: number } }> {
  const { dataDir, uuids } = await prepareDatabase(DEVICES);
  const orm = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const em = systemEm(orm, 'test');
    let counts = { statuses: 0, pieces: 0 };
    await em.transactional(async (tx) => {
      const devices = await tx.find(Device, { uuid: { $in: uuids } });
      for (const device of devices) device.createdAt = new Date(Date.now() - 40 * 86_400_000);
      await tx.flush();
      const machineOf = { industry: 'laser' as const, shift: DEMO_SHIFTS.laser, cycleSeconds: null };
      counts = await seedHistory(tx, createLogger('silent'), devices.map((device) => ({ device, machine: machineOf })), { days: MAX_RANKING_DAYS, timeZone: TIME_ZONE });
    });
    return { dataDir, rows: counts };
  } finally {
    await orm.close(true);
  }
}

/** The strong program's ranking (or only its reads, `readOnly`): statements prepared once, raw rows, per device in index order, the product's maths. */
function strongProgram(file: string) {
  const db = new Database(file, { readonly: true });
  const devices = db.prepare('select d.id, d.uuid, d.devalias, d.tenant_id, p.planned_run_seconds_per_item as pri from device d left join product p on p.id = d.product_id order by d.id').all() as {
    id: number;
    uuid: string;
    devalias: string;
    tenant_id: number;
    pri: number | null;
  }[];
  const tenants = db.prepare('select id, parent_id from tenant');
  const workShifts = db.prepare('select tenant_id, start, "end" from work_shift order by start, id');
  /** Each tenant's shifts: those of the nearest tenant up from it that has any (as the product's `shiftsOfTenants`). */
  const shiftsByTenant = () => {
    const parentOf = new Map((tenants.all() as { id: number; parent_id: number | null }[]).map((t) => [t.id, t.parent_id]));
    const own = new Map<number, { start: string; end: string }[]>();
    for (const row of workShifts.all() as { tenant_id: number; start: string; end: string }[]) own.set(row.tenant_id, [...(own.get(row.tenant_id) ?? []), { start: row.start, end: row.end }]);
    const result = new Map<number, { start: string; end: string }[]>();
    for (const id of parentOf.keys()) {
      const seen = new Set<number>();
      let at: number | null | undefined = id;
      while (at != null && !own.has(at) && !seen.has(at)) (seen.add(at), (at = parentOf.get(at)));
      result.set(id, (at != null && own.get(at)) || []);
    }
    return result;
  };
  const statusBefore = db.prepare('select at, status from status_change where device_id = ? and at < ? order by at desc, id desc limit 1').raw(true);
  const statusInside = db.prepare('select at, status from status_change where device_id = ? and at >= ? and at < ? order by at, id').raw(true);
  const pieceBefore = db.prepare('select count from piece_count where device_id = ? and at < ? order by at desc, id desc limit 1').raw(true);
  const pieceInside = db.prepare('select at, count from piece_count where device_id = ? and at >= ? and at < ? order by at, id').raw(true);
  return (range: { startKey: string; endKey: string }, readOnly: boolean) => {
    const { from, to } = rangeInstants(range, TIME_ZONE);
    const [f, t] = [from.getTime(), to.getTime()];
    const ranked = [];
    const shifts = shiftsByTenant();
    let rows = 0;
    for (const device of devices) {
      const before = statusBefore.all(device.id, f) as [number, string][];
      const changes = statusInside.all(device.id, f, t) as [number, string][];
      const baseline = pieceBefore.all(device.id, f) as [number][];
      const counters = pieceInside.all(device.id, f, t) as [number, number][];
      rows += before.length + changes.length + baseline.length + counters.length;
      if (readOnly) continue;
      const days: Map<string, DayStatistics> = efficiencyStatistics({
        changes: [...before, ...changes].map(([at, status]) => ({ at, status })),
        counters: counters.map(([at, count]) => ({ at, count })),
        counterBaseline: baseline[0]?.[0] ?? null,
        startKey: range.startKey,
        endKey: range.endKey,
        now: Date.now(),
        timeZone: TIME_ZONE,
        shifts: shifts.get(device.tenant_id) ?? [],
        plannedRunSecondsPerItem: device.pri,
      });
      ranked.push(summarizeDays(device, days.values()));
    }
    return { rows, top: rankDevices(ranked).slice(0, 3).map((r) => r.uuid) };
  };
}

async function main() {
  const started = Date.now();
  const { dataDir, rows } = await prepare();
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const variables = { start: day(MAX_RANKING_DAYS - 1), end: day(0) };
  const range = parseRange(variables.start, variables.end, MAX_RANKING_DAYS);

  // The strong program and the limit first, in this process, with nothing else running.
  const strong = strongProgram(path.join(dataDir, 'maintenance.sqlite'));
  const time = (f: () => unknown) => {
    const t = performance.now();
    const result = f();
    return { ms: performance.now() - t, result };
  };
  const strongRuns = Array.from({ length: REQUESTS }, () => time(() => strong(range, false)));
  const limitRuns = Array.from({ length: REQUESTS }, () => time(() => strong(range, true)));

  const server = await startProduct([SERVER_SCRIPT], { DATA_DIR: dataDir, MQTT_PORT: String(await freePort()) });
  const pid = server.child.pid!;
  const url = `http://127.0.0.1:${server.info.port}/graphql`;
  try {
    const [token, probeToken] = [await signIn(`http://127.0.0.1:${server.info.port}`, 'superadmin'), await signIn(`http://127.0.0.1:${server.info.port}`, 'tenantadmin')];
    const ask = async (query: string, vars: Record<string, unknown>, bearer: string) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body: JSON.stringify({ query, variables: vars }) });
      const body = (await res.json()) as { data?: any; errors?: unknown[] };
      if (!res.ok || body.errors) throw new Error(`${res.status} ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const first = await ask(RANKING, variables, token); // warm-up, and the answer checked below
    const rssBefore = Math.round(memoryMiB(pid, 'VmRSS'));
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, Math.round(memoryMiB(pid, 'VmRSS')))), 20);
    // The other user's small query, one at a time, every PROBE_MS while the rankings run.
    let ranking = true;
    const probes: number[] = [];
    const prober = (async () => {
      while (ranking) {
        const t = performance.now();
        await ask('{ me { id } }', {}, probeToken);
        probes.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, PROBE_MS));
      }
    })();
    const cpuBefore = cpuSeconds(pid);
    const answers: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      await ask(RANKING, variables, token);
      answers.push(performance.now() - t);
    }
    const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / REQUESTS;
    ranking = false;
    await prober;
    clearInterval(sampler);

    const product = first.utilizationRanking as { total: number; items: { uuid: string }[] };
    const strongTop = (strongRuns[0].result as { top: string[] }).top;
    // The same answer: every device ranked, and the bench devices in the same order at the top (the demo's own devices have their own shifts and products).
    if (product.total < DEVICES) throw new Error(`the ranking has ${product.total} devices, expected at least ${DEVICES}`);
    const result = {
      when: new Date(started).toISOString(),
      machine: machine(),
      devices: DEVICES,
      days: MAX_RANKING_DAYS,
      rows,
      rowsRead: (limitRuns[0].result as { rows: number }).rows,
      requests: REQUESTS,
      product: {
        medianMs: Math.round(median(answers)),
        answersMs: answers.map(Math.round),
        cpuMsPerRequest: Math.round(cpuMs),
        rssBeforeMiB: rssBefore,
        rssPeakMiB: rssPeak,
        otherUserSlowestMs: Math.round(Math.max(...probes)),
        otherUserMedianMs: Math.round(median(probes)),
        otherUserAnswers: probes.length,
        top: product.items.slice(0, 3).map((i) => i.uuid),
      },
      strongProgram: { medianMs: Math.round(median(strongRuns.map((r) => r.ms))), top: strongTop },
      limit: { medianMs: Math.round(median(limitRuns.map((r) => r.ms))) },
      loadAverage: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number),
    };
    fs.writeFileSync(RESULTS, JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await stopChild(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
