/**
 * Issue 17, settled in process: the extra CPU of intelligent alarm rules on the product's real
 * ingest path, without the noise of separate processes, sockets and a broker.
 *
 * One product (`startApp`: SQLite database, pub/sub, live state) holds 150 devices of one tenant
 * in three sets of 50: "off" without rules, "on" with rules on every parameter (a high/low limit
 * on each of the 10 parameters, a wear-part rule on each of the two used-life counters: 600
 * rules) and "quiet" with the same rules but limits no value reaches (evaluating only). Each set
 * gets the same messages, the nominal load's mix: each device one burst of its 10 values
 * `{value, timeStamp}`, the devices taking turns, handed to `ingest.handle(topic, payload)`
 * as the MQTT ingest client does (the embedded broker reads the topic itself, then the same path). Values move like
 * sensors (a slow wave and noise inside the band); each measured parameter leaves its band for
 * one sample every 10 minutes, above or below, which raises an alarm and a back-to-normal alarm
 * (stored by the ingest's batched transactions, published live); the counters of a few devices
 * cross their wear warning. That is more alarms than a healthy machine raises: an upper bound.
 *
 * Paced (the figure for the target): one burst every 20 ms, 500 messages a second, the three
 * sets taking turns burst by burst, each triple in another of the six orders, so drift on a
 * shared machine cancels within 60 ms. CPU is `process.cpuUsage()` (all threads) of each burst,
 * from its first message until what it stored committed, summed per set and round; a full GC
 * before each round, outside the measurement. The medians over the rounds of on - off (rules with
 * alarms), quiet - off (evaluating) and their spread are the rules' extra CPU per message; its
 * share of the whole ingest uses the end-to-end figures of bench/ingest.ts (server alone and with
 * its broker), read from their result files.
 *
 * Back to back, the same work warm (a burst that stored something is waited for, so each alarm
 * commits on its own as at the nominal spacing). Then the pure evaluation alone (each value's
 * rules looked up by device and key and stepped with `evaluateRule` from contract/alarm-rules.ts,
 * as the ingest does, the alarm object serialised when one is raised), and the floor: the
 * strongest simple program comparing each of the 500 values against its two limits in flat arrays.
 *
 * Run: node bench/register.js bench/alarm-rules-cost.ts [--quick]
 * (bench/alarm-rules-cost-results.json; --quick: one short round, .quick.json)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { startApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { type AlarmRule, type RuleState, NORMAL, evaluateRule, ruleOf } from '../server/src/contract/alarm-rules';
import { createLogger } from '../server/src/core/logger';
import { systemEm } from '../server/src/core/tenancy';
import { openDatabase } from '../server/src/db/orm';
import { Device } from '../server/src/modules/devices/device.entity';
import { LocalFileStorage } from '../server/src/modules/files/local-storage';
import { DeviceAlarmRule } from '../server/src/modules/intelligent-alarms/alarm-rule.entity';
import { seedDemo } from '../server/src/modules/seeding/seed-demo';
import type { Ingest } from '../server/src/modules/telemetry/ingest';
import { Alarm } from '../server/src/modules/telemetry/telemetry.entities';
import { Tenant } from '../server/src/modules/tenants/tenant.entity';
import { PARAMS, machine, median, sleep } from './lib';

const QUICK = process.argv.includes('--quick');
const RESULTS = path.join(__dirname, QUICK ? 'alarm-rules-cost-results.quick.json' : 'alarm-rules-cost-results.json');
const DEVICES = 50;
/** 8 measured values of the ingest benchmark's parameters and 2 used-life counters (any `WHstatus_` key is a known parameter). */
const MEASURED = PARAMS.slice(0, 8);
const COUNTERS = ['WHstatus_NozzleHours', 'WHstatus_LensHours'];
const KEYS = [...MEASURED, ...COUNTERS];
const PER_BURST = KEYS.length;
const RATE = DEVICES * PER_BURST; // messages a second: the nominal load
const BURST_MS = 1000 / DEVICES; // one device's burst every 20 ms
/**
 * Paced rounds: one burst every 20 ms (the nominal 500 messages a second), the three sets taking
 * turns burst by burst, each triple of bursts in another of the six orders, so that the three
 * see the same conditions within 60 ms of each other. Triples per round, and of warm-up.
 */
const PACED_ROUNDS = QUICK ? 1 : 6;
const TRIPLES_PER_ROUND = QUICK ? 60 : 500;
const PACED_WARMUP_TRIPLES = QUICK ? 30 : 150;
/** Back-to-back rounds: every order of the three sets in turn, each set the same messages. */
const B2B_ROUNDS = QUICK ? 2 : 6;
const B2B_MESSAGES = QUICK ? 2_000 : 20_000;
/** A measured parameter leaves its band for one sample every EXCURSION_EVERY samples (10 minutes at 1 Hz). */
const EXCURSION_EVERY = 600;
/** Each measured parameter's limits, as an operator would set them (the values wave inside). */
const BANDS: Record<string, [low: number, high: number]> = {
  LaserPower: [200, 3200],
  DutyCycle: [5, 100],
  CollimatingLensTemp: [15, 45],
  FocusingLensTemp: [15, 45],
  DownProtectiveWindowTemp: [15, 50],
  CavityPressure: [0.2, 1.2],
  FocusPosition: [-10, 10],
  XPosition: [0, 3000],
};
/** Wear parts: lifetime and warning ahead, in hours; a sanity limit on the counter too. */
const WEAR = { lifetime: 1000, advance: 50, interval: 3600 };
const COUNTER_BAND: [number, number] = [0, 1200];


const fixed = (x: number, digits = 2) => Number(x.toFixed(digits));

/** A small deterministic noise in [-1, 1] of (device, key, sample). */
function noise(d: number, k: number, n: number): number {
  let x = (d * 73856093) ^ (k * 19349663) ^ (n * 83492791);
  x = Math.imul(x ^ (x >>> 13), 0x5bd1e995);
  return (((x ^ (x >>> 15)) >>> 0) / 0xffffffff) * 2 - 1;
}

/** The value device d reports for key k at its n-th sample (the same for both sets of devices). */
function valueOf(d: number, k: number, n: number): number {
  if (k >= MEASURED.length) {
    // Used-life hours, one second a sample. Every tenth device's first counter crosses its warning point early in the run.
    const start = k === MEASURED.length && d % 10 === 0 ? WEAR.lifetime - WEAR.advance - 0.002 : ((d * 19 + k * 7) % 900) + 0.5;
    return Math.round((start + n / 3600) * 1e4) / 1e4;
  }
  const [low, high] = BANDS[KEYS[k]];
  const mid = (low + high) / 2;
  const half = (high - low) / 2;
  const phase = (d * KEYS.length + k) * 37;
  if ((n + phase) % EXCURSION_EVERY === 0) return Math.round((((n + phase) / EXCURSION_EVERY) % 2 ? high + half * 0.05 : low - half * 0.05) * 100) / 100;
  return Math.round((mid + half * (0.4 * Math.sin((2 * Math.PI * (n + phase)) / 120) + 0.05 * noise(d, k, n))) * 100) / 100;
}

/** A device's rules: a limit on every key, a wear rule on each counter; `quiet`: the same rules with limits no value reaches. */
function rulesOf(quiet = false): { param: string; kind: 'limit' | 'wear'; high?: number; low?: number; lifetime?: number; advance?: number; interval: number }[] {
  return [
    ...KEYS.map((param) => {
      const [low, high] = quiet ? [-1e9, 1e9] : (BANDS[param] ?? COUNTER_BAND);
      return { param, kind: 'limit' as const, low, high, interval: 60 };
    }),
    ...COUNTERS.map((param) => ({ param, kind: 'wear' as const, lifetime: quiet ? 1e9 : WEAR.lifetime, advance: WEAR.advance, interval: WEAR.interval })),
  ];
}

const SETS = ['off', 'quiet', 'on'] as const;
type Case = (typeof SETS)[number];
const uuidOf = (set: Case, d: number) => `alarm-${set}-${String(d + 1).padStart(2, '0')}`;

async function prepareDatabase(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-bench-alarms-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  const orm = await openDatabase(config);
  try {
    await seedDemo(systemEm(orm, 'test'), createLogger('silent'), undefined, undefined, await LocalFileStorage.open(config.filesDir));
    const em = systemEm(orm, 'test');
    const tenant = await em.findOneOrFail(Tenant, { oemCode: 'NoDocumented' });
    await em.transactional(async (tx) => {
      for (const set of SETS) {
        for (let d = 0; d < DEVICES; d++) {
          const device = tx.create(Device, { uuid: uuidOf(set, d), devalias: uuidOf(set, d), tenant });
          tx.persist(device);
          if (set !== 'off') rulesOf(set === 'quiet').forEach((rule, position) => tx.persist(tx.create(DeviceAlarmRule, { tenant, device, position, ...rule })));
        }
      }
    });
  } finally {
    await orm.close(true);
  }
  return dataDir;
}

type Message = { topic: string; payload: Buffer };

/**
 * `count` messages of the nominal mix for one set of devices from stream position `first` (in
 * bursts; the same positions give every set the same values), time-stamped one burst per 20 ms
 * from `startAt`. Built before they are timed.
 */
function bursts(set: Case, first: number, count: number, startAt: number, spacingMs = BURST_MS): Message[][] {
  const out: Message[][] = [];
  for (let i = 0; i < count / PER_BURST; i++) {
    const burst = first + i;
    const d = burst % DEVICES;
    const n = Math.floor(burst / DEVICES);
    const uuid = uuidOf(set, d);
    const timeStamp = Math.round(startAt + i * spacingMs);
    out.push(KEYS.map((key, k) => ({ topic: `device/${uuid}/${key}`, payload: Buffer.from(JSON.stringify({ value: valueOf(d, k, n), timeStamp })) })));
  }
  return out;
}

type Block = { case: Case; messages: number; cpuMicros: number; alarms: number };

/**
 * A full collection before each paced round, outside the measurement: the old generation's
 * collection (about 100 ms of CPU every half minute here) then does not fall into whichever
 * burst it happens to hit; the young generation's collections, driven by each burst's own
 * allocations (the rules' included), stay inside.
 */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** Hands one message to the ingest as the broker does; a promise (something stored) is collected. */
function handOver(ingest: Ingest, m: Message, pending: Promise<unknown>[]) {
  const outcome = ingest.handle(m.topic, m.payload);
  if (typeof outcome === 'string') {
    if (outcome !== 'ingested') throw new Error(`${m.topic}: ${outcome}`);
  } else pending.push(outcome.then((o) => o === 'ingested' || Promise.reject(new Error(`${m.topic}: ${o}`))));
}

type Sums = Record<Case, Block>;

/**
 * One paced round: `triples` triples of bursts from stream position `first`, one burst every
 * 20 ms from `startAt` (performance.now() time), the sets in turn. CPU of each burst from its
 * first message until what it stored committed (in the 20 ms before the next), summed per set.
 */
async function pacedRound(ingest: Ingest, first: number, triples: number, startAt: number): Promise<Sums> {
  const wallStart = Date.now() + (startAt - performance.now());
  const built = Object.fromEntries(SETS.map((set, j) => [set, bursts(set, first, triples * PER_BURST, wallStart + j * BURST_MS, 3 * BURST_MS)])) as Record<Case, Message[][]>;
  const sums = Object.fromEntries(SETS.map((set) => [set, { case: set, messages: 0, cpuMicros: 0, alarms: 0 }])) as Sums;
  for (let t = 0; t < triples; t++) {
    const order = ORDERS[t % ORDERS.length];
    for (let j = 0; j < order.length; j++) {
      const set = order[j];
      const due = startAt + (t * 3 + j) * BURST_MS;
      while (performance.now() < due) await sleep(Math.max(1, due - performance.now()));
      const persisted = ingest.counters.persisted;
      const pending: Promise<unknown>[] = [];
      const cpu0 = process.cpuUsage();
      for (const m of built[set][t]) handOver(ingest, m, pending);
      if (pending.length) await Promise.all(pending);
      const used = process.cpuUsage(cpu0);
      const sum = sums[set];
      sum.messages += PER_BURST;
      sum.cpuMicros += used.user + used.system;
      sum.alarms += ingest.counters.persisted - persisted;
    }
  }
  return sums;
}

/**
 * Back to back: burst after burst without waiting, except that a burst which stored something is
 * waited for before the next one (each alarm then commits on its own, as at the nominal spacing).
 */
async function backToBack(ingest: Ingest, set: Case, block: Message[][]): Promise<Block> {
  const persisted = ingest.counters.persisted;
  const cpu0 = process.cpuUsage();
  for (const burst of block) {
    const pending: Promise<unknown>[] = [];
    for (const m of burst) handOver(ingest, m, pending);
    if (pending.length) await Promise.all(pending);
  }
  await new Promise((r) => setImmediate(r)); // whatever the last burst queued
  const used = process.cpuUsage(cpu0);
  return { case: set, messages: block.length * PER_BURST, cpuMicros: used.user + used.system, alarms: ingest.counters.persisted - persisted };
}

/** Nanoseconds per message of `run(values)` over the whole stream, best of `repeats` passes (back to back, no I/O). */
function nanosPerMessage(messages: number, repeats: number, run: () => number, before = () => {}): { nanos: number; check: number } {
  let best = Infinity;
  let check = 0;
  for (let r = 0; r < repeats; r++) {
    before();
    const t0 = process.hrtime.bigint();
    check += run();
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / messages);
  }
  return { nanos: best, check };
}

/** The pure evaluation and the floor, over the values of `samples` seconds of the on-set's stream. */
function evaluationAlone(samples: number) {
  const count = samples * DEVICES * PER_BURST;
  const values = new Float64Array(count);
  const uuids: string[] = [];
  const keys: string[] = [];
  const slots = new Int32Array(count); // device * 10 + key: the floor's array index
  let m = 0;
  for (let n = 0; n < samples; n++) {
    for (let d = 0; d < DEVICES; d++) {
      for (let k = 0; k < PER_BURST; k++, m++) {
        values[m] = valueOf(d, k, n);
        uuids.push(uuidOf('on', d));
        keys.push(KEYS[k]);
        slots[m] = d * PER_BURST + k;
      }
    }
  }
  // The ingest's shape: rules by device uuid, then by key, each with its state (contract/alarm-rules.ts, pure).
  type Live = { rule: AlarmRule; state: RuleState };
  const fresh = () => {
    const byDevice = new Map<string, Map<string, Live[]>>();
    for (let d = 0; d < DEVICES; d++) {
      const map = new Map<string, Live[]>();
      for (const r of rulesOf()) {
        const rule = ruleOf({ ...r, high: r.high ?? null, low: r.low ?? null, lifetime: r.lifetime ?? null, advance: r.advance ?? null });
        map.set(rule.param, [...(map.get(rule.param) ?? []), { rule, state: NORMAL }]);
      }
      byDevice.set(uuidOf('on', d), map);
    }
    return byDevice;
  };
  const repeats = QUICK ? 3 : 15;
  let rules = fresh();
  // Every pass starts from normal (rebuilt before it, not timed), so each pass raises the same alarms.
  const pure = nanosPerMessage(count, repeats, () => {
    const now = Date.now();
    let alarms = 0;
    for (let i = 0; i < count; i++) {
      const list = rules.get(uuids[i])?.get(keys[i]);
      if (!list) continue;
      for (const live of list) {
        const step = evaluateRule(live.rule, live.state, values[i], now + i * 2);
        live.state = step.state;
        if (step.alarm) alarms += JSON.stringify(step.alarm).length > 0 ? 1 : 0;
      }
    }
    return alarms;
  }, () => (rules = fresh()));
  // The floor: each value against its two limits, limits in flat arrays indexed by slot, no state.
  const high = new Float64Array(DEVICES * PER_BURST);
  const low = new Float64Array(DEVICES * PER_BURST);
  for (let d = 0; d < DEVICES; d++) {
    KEYS.forEach((key, k) => {
      [low[d * PER_BURST + k], high[d * PER_BURST + k]] = BANDS[key] ?? COUNTER_BAND;
    });
  }
  const floor = nanosPerMessage(count, repeats, () => {
    let out = 0;
    for (let i = 0; i < count; i++) {
      const s = slots[i];
      const v = values[i];
      if (v > high[s] || v < low[s]) out++;
    }
    return out;
  });
  return { messages: count, pure, floor, alarmsPerPass: pure.check / repeats, outsidePerPass: floor.check / repeats };
}

/** The end-to-end CPU per message of the product without rules at 500 msg/s (bench/ingest.ts result files), to set the extra against. */
function endToEnd() {
  const read = (file: string) => (fs.existsSync(path.join(__dirname, file)) ? JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8')) : null);
  const rows: { source: string; system: string; at: string; microsPerMessage: number; withBroker: number }[] = [];
  const pair = read('ingest-results.only-product-batched+product-batched-rules+mosquitto-alone.json');
  const full = read('ingest-results.json');
  if (pair?.summary?.['product-batched']) rows.push({ source: 'ingest-results.only-product-batched+product-batched-rules+mosquitto-alone.json', system: 'product-batched (rules off, on Mosquitto)', at: pair.at, microsPerMessage: pair.summary['product-batched'].cpuMicrosPerMessage, withBroker: pair.summary['product-batched'].cpuWithBrokerMicrosPerMessage });
  if (full?.summary?.['product-batched']) rows.push({ source: 'ingest-results.json', system: 'product-batched (on Mosquitto)', at: full.at, microsPerMessage: full.summary['product-batched'].cpuMicrosPerMessage, withBroker: full.summary['product-batched'].cpuWithBrokerMicrosPerMessage });
  if (full?.summary?.['product-batched-embedded']) rows.push({ source: 'ingest-results.json', system: 'product-batched-embedded (server with its broker)', at: full.at, microsPerMessage: full.summary['product-batched-embedded'].cpuMicrosPerMessage, withBroker: full.summary['product-batched-embedded'].cpuWithBrokerMicrosPerMessage });
  return rows;
}

const range = (xs: number[], digits = 2) => [fixed(Math.min(...xs), digits), fixed(Math.max(...xs), digits)];

/** Every order of the three sets: one per paced triple and per back-to-back round, in turn. */
const ORDERS: Case[][] = [['off', 'quiet', 'on'], ['on', 'quiet', 'off'], ['quiet', 'on', 'off'], ['off', 'on', 'quiet'], ['quiet', 'off', 'on'], ['on', 'off', 'quiet']];

async function main() {
  console.log(`Alarm rules' extra ingest CPU on ${machine()}${QUICK ? ' (quick)' : ''}`);
  const loadBefore = os.loadavg();
  const dataDir = await prepareDatabase();
  // The silence watchdog's timeout at its maximum: a set waiting for its turn is not recorded Offline (and lastSeenAt is not rewritten mid-run).
  const app = await startApp(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: '0', SEED_DEMO: 'false', SIMULATOR: 'false', LOG_LEVEL: 'silent', DEVICE_OFFLINE_SECONDS: '86400' }),
    createLogger('silent'),
  );
  const pacedRounds: Sums[] = [];
  const b2bRounds: Record<Case, Block>[] = [];
  let alarmRows: Record<Case, number>;
  try {
    const ingest = app.services.ingest;
    let position = 0; // stream position in bursts, shared by the sets
    const round = async (triples: number) => {
      collect();
      await sleep(100); // the collection's own work done before the round starts
      const sums = await pacedRound(ingest, position, triples, performance.now() + 50);
      position += triples;
      return sums;
    };
    // Paced, the nominal load. Warm-up of the three (device lookups, JIT), not counted.
    await round(PACED_WARMUP_TRIPLES);
    for (let r = 0; r < PACED_ROUNDS; r++) {
      const sums = await round(TRIPLES_PER_ROUND);
      pacedRounds.push(sums);
      const [off, quiet, on] = SETS.map((set) => sums[set].cpuMicros / sums[set].messages);
      console.log(`  paced round ${r + 1}: off ${off.toFixed(2)}, quiet ${quiet.toFixed(2)}, on ${on.toFixed(2)} µs per message (extra ${(on - off).toFixed(2)}), ${sums.on.alarms} alarms stored`);
    }
    // Back to back, the three sets. Warm-up of the quiet set (lookups, JIT), not counted.
    const past = () => Date.now() - (B2B_MESSAGES / RATE) * 1000 - 1000;
    await backToBack(ingest, 'quiet', bursts('quiet', position, B2B_MESSAGES, past()));
    position += B2B_MESSAGES / PER_BURST;
    for (let r = 0; r < B2B_ROUNDS; r++, position += B2B_MESSAGES / PER_BURST) {
      const round = {} as Record<Case, Block>;
      for (const set of ORDERS[r % ORDERS.length]) round[set] = await backToBack(ingest, set, bursts(set, position, B2B_MESSAGES, past()));
      b2bRounds.push(round);
      const us = (set: Case) => (round[set].cpuMicros / round[set].messages).toFixed(2);
      console.log(`  back to back round ${r + 1}: off ${us('off')}, quiet ${us('quiet')}, on ${us('on')} µs per message, ${round.on.alarms} alarms stored`);
    }
    const em = systemEm(app.services.orm, 'test');
    const count = async (set: Case) => em.count(Alarm, { device: { uuid: { $like: `alarm-${set}-%` } } });
    alarmRows = { off: await count('off'), quiet: await count('quiet'), on: await count('on') };
    if (alarmRows.off !== 0 || alarmRows.quiet !== 0 || alarmRows.on === 0) throw new Error(`expected alarms only of the devices with crossing rules, got ${JSON.stringify(alarmRows)}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // Paced: per round, the extra per message of rules that raise alarms (on - off), of evaluating alone (quiet - off), of the stored alarms (on - quiet).
  const us = (b: Block) => b.cpuMicros / b.messages;
  const pacedOf = (set: Case) => pacedRounds.map((r) => us(r[set]));
  const [pacedOff, pacedQuiet, pacedOn] = SETS.map(pacedOf);
  const pacedExtras = pacedOn.map((on, i) => on - pacedOff[i]);
  const pacedEvaluation = pacedQuiet.map((quiet, i) => quiet - pacedOff[i]);
  const pacedPerAlarm = pacedRounds.map((r, i) => ((pacedOn[i] - pacedQuiet[i]) * r.on.messages) / r.on.alarms);
  const pacedExtra = median(pacedExtras);
  const alarmsPerMessage = pacedRounds.reduce((a, r) => a + r.on.alarms, 0) / pacedRounds.reduce((a, r) => a + r.on.messages, 0);
  /** At the nominal rate: 500 messages a second of this mix. */
  const alarmsPerSecond = alarmsPerMessage * RATE;
  // Back to back: evaluation (quiet - off) and stored alarms (on - quiet), per message and per alarm.
  const evaluation = b2bRounds.map((r) => us(r.quiet) - us(r.off));
  const storing = b2bRounds.map((r) => us(r.on) - us(r.quiet));
  const perAlarm = b2bRounds.map((r) => ((r.on.cpuMicros - (r.quiet.cpuMicros * r.on.messages) / r.quiet.messages) / r.on.alarms));
  const b2bAlarmsPerMessage = b2bRounds.reduce((a, r) => a + r.on.alarms, 0) / b2bRounds.reduce((a, r) => a + r.on.messages, 0);

  const alone = evaluationAlone(QUICK ? 20 : 120);
  const e2e = endToEnd().map((row) => ({
    ...row,
    /** The paced extra (rules raising alarms at the paced run's rate) as a share of this figure, median and spread over the rounds. */
    extraSharePercent: fixed((pacedExtra / row.microsPerMessage) * 100),
    extraSharePercentRange: range(pacedExtras.map((x) => (x / row.microsPerMessage) * 100)),
    extraShareWithBrokerPercent: fixed((pacedExtra / row.withBroker) * 100),
    /** Evaluating alone (no alarm raised), paced. */
    evaluationSharePercent: fixed((median(pacedEvaluation) / row.microsPerMessage) * 100),
    evaluationSharePercentRange: range(pacedEvaluation.map((x) => (x / row.microsPerMessage) * 100)),
    /** Alarms a second (over the 50 machines) at which evaluation plus stored alarms, paced, reach 10 % of this figure. */
    alarmsPerSecondAtTenPercent: fixed(((0.1 * row.microsPerMessage - median(pacedEvaluation)) / median(pacedPerAlarm)) * RATE, 2),
  }));
  const summary = {
    rules: { devices: DEVICES, perDevice: rulesOf().length, total: DEVICES * rulesOf().length, limit: DEVICES * KEYS.length, wear: DEVICES * COUNTERS.length },
    load: { messagesPerSecond: RATE, pacedRounds: PACED_ROUNDS, secondsPerCaseAndRound: TRIPLES_PER_ROUND, backToBackRounds: B2B_ROUNDS, backToBackMessages: B2B_MESSAGES },
    paced: {
      offMicrosPerMessage: fixed(median(pacedOff)),
      quietMicrosPerMessage: fixed(median(pacedQuiet)),
      onMicrosPerMessage: fixed(median(pacedOn)),
      offRange: range(pacedOff),
      extraMicrosPerMessage: fixed(pacedExtra),
      extraMicrosRange: range(pacedExtras),
      evaluationMicrosPerMessage: fixed(median(pacedEvaluation)),
      evaluationRange: range(pacedEvaluation),
      microsPerStoredAlarm: fixed(median(pacedPerAlarm), 0),
      perAlarmRange: range(pacedPerAlarm, 0),
      extraPercentOfOneCore: fixed((pacedExtra * RATE) / 1e4, 3),
      alarmsPerSecond: fixed(alarmsPerSecond),
      alarmsPerMessagePercent: fixed((alarmsPerSecond / RATE) * 100, 3),
    },
    backToBack: {
      offMicrosPerMessage: fixed(median(b2bRounds.map((r) => us(r.off)))),
      quietMicrosPerMessage: fixed(median(b2bRounds.map((r) => us(r.quiet)))),
      onMicrosPerMessage: fixed(median(b2bRounds.map((r) => us(r.on)))),
      evaluationMicrosPerMessage: fixed(median(evaluation)),
      evaluationRange: range(evaluation),
      storingAlarmsMicrosPerMessage: fixed(median(storing)),
      storingRange: range(storing),
      microsPerStoredAlarm: fixed(median(perAlarm), 0),
      perAlarmRange: range(perAlarm, 0),
      alarmsPerMessagePercent: fixed(b2bAlarmsPerMessage * 100, 3),
      /** Evaluation plus the paced run's alarm rate times the cost of one stored alarm. */
      predictedExtraAtPacedRate: fixed(median(evaluation) + (alarmsPerSecond / RATE) * median(perAlarm)),
    },
    alarmRows,
    evaluationAlone: {
      messages: alone.messages,
      pureNanosPerMessage: fixed(alone.pure.nanos, 1),
      floorNanosPerMessage: fixed(alone.floor.nanos, 2),
      pureOverFloor: fixed(alone.pure.nanos / alone.floor.nanos, 0),
      alarmsPerPass: alone.alarmsPerPass,
      outsideBandPerPass: alone.outsidePerPass,
    },
    endToEnd: e2e,
  };
  const loadAverage = { before: loadBefore, after: os.loadavg() };
  console.log(JSON.stringify({ summary, loadAverage }, null, 2));
  fs.writeFileSync(
    RESULTS,
    JSON.stringify({ machine: machine(), at: new Date().toISOString(), command: `node bench/register.js bench/alarm-rules-cost.ts${QUICK ? ' --quick' : ''}`, loadAverage, summary, pacedRounds, backToBackRounds: b2bRounds }, null, 2) + '\n',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
