/**
 * Soak: 1,000 simulated machines at 1 Hz (the simulator CLI from source, each machine with its
 * own MQTT credential, registered by the CLI's --register into the server's database) publish
 * to one product server (embedded broker) for SOAK_MINUTES (default 30) while 20 graphql-ws
 * subscribers each follow all machines with `deviceParameterBatches` (two subscriptions of 500).
 * Every 10 s: the server's resident memory (VmRSS) and its event-loop delay (measured inside it
 * by bench/soak-server.ts). At the end: RSS against RSS after 5 minutes, event-loop delay, and
 * dropped values: what the simulator published against what the server ingested, and what the
 * server published to live subscribers against what each subscriber received.
 * It does not load the HTTP read path, nor move devices between tenants, nor restart anything.
 * The machines run in daytime (TIME_ZONE chosen so the simulated shop is working; at night they
 * would be Offline and send almost nothing).
 * Run: node bench/register.js bench/soak.ts [--quick] [--chart: only redraw the chart from the results file]   (SOAK_MINUTES=30 by default; --quick:
 * 100 machines, 25 s, 5 subscribers, results in soak-results.quick.json and a chart in the tmp folder)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { DEVICE_PASSWORD, cpuSeconds, freePort, machine, prepareDatabase, rawGraphqlWs, signIn, stopChild, startProduct } from './lib';

const QUICK = process.argv.includes('--quick');
const DEVICES = QUICK ? 100 : 1000;
const SUBSCRIBERS = QUICK ? 5 : 20;
const SECONDS = QUICK ? 25 : Math.round(Number(process.env.SOAK_MINUTES ?? 30) * 60);
const SAMPLE_SECONDS = QUICK ? 2 : 10;
/** The reference point: 5 minutes in (in quick mode, the same share of the run). */
const REFERENCE_SECONDS = QUICK ? SECONDS / 6 : 300;
/** The server's limit per subscription. */
const UUIDS_PER_SUBSCRIPTION = 500;
/** As the app's own live screens ask (client/src: deviceParameterBatches(intervalMs: 250)). */
const INTERVAL_MS = 250;
const ROOT = path.resolve(__dirname, '..');
const REGISTER_TS = path.join(ROOT, 'server', 'test', 'support', 'register-ts.js');
const CLI = path.join(ROOT, 'server', 'src', 'simulator', 'cli.ts');
const RESULTS = path.join(__dirname, QUICK ? 'soak-results.quick.json' : 'soak-results.json');
const CHART = QUICK ? path.join(os.tmpdir(), 'soak-memory.quick.svg') : path.join(ROOT, 'docs', 'soak-memory.svg');
const SUBSCRIPTION = `subscription Soak($uuids: [String!]!) { deviceParameterBatches(uuids: $uuids, intervalMs: ${INTERVAL_MS}) { values { uuid key value timeStamp } } }`;

type LoopFigures = { p50: number; p99: number; max: number; mean: number; count: number };
/** V8's collection pauses in one window: how many, their total, the longest and its kind. */
type GcFigures = { count: number; totalMs: number; maxMs: number; maxKind: string };
type Stats = { at: number; loop: LoopFigures | null; loopTotal: LoopFigures | null; heapUsed: number; heapTotal: number; newSpace: number; external: number; counters: Record<string, number>; parameterValues: number; gc: GcFigures };
type Sample = { seconds: number; /** The machine's 1-minute load average: on a shared machine, event-loop delay includes waiting for a core. */ load1: number; rssMiB: number; heapMiB: number; /** What the resident memory is made of: V8's heap as reserved, of it the young generation, and memory outside the heap (Buffers among it). */ heapTotalMiB: number; newSpaceMiB: number; externalMiB: number; loop: LoopFigures | null; gc: GcFigures; received: number; parameterValues: number; slowestSubscriber: number };

/**
 * The collections against the long delays: the longest pause and its kind, the share of the run
 * spent collecting, and of the windows whose longest event-loop delay passed 200 ms, how many
 * also had a collection of at least half that delay (a delay a collection explains).
 */
function gcSummary(samples: Sample[]) {
  const longest = samples.reduce((a, s) => (s.gc.maxMs > a.maxMs ? s.gc : a), { count: 0, totalMs: 0, maxMs: 0, maxKind: '' });
  const long = samples.filter((s) => (s.loop?.max ?? 0) > 200);
  return {
    longestMs: longest.maxMs,
    longestKind: longest.maxKind,
    totalMs: Number(samples.reduce((a, s) => a + s.gc.totalMs, 0).toFixed(0)),
    pauses: samples.reduce((a, s) => a + s.gc.count, 0),
    windowsWithDelayOver200Ms: long.length,
    ofWhichExplainedByCollection: long.filter((s) => s.gc.maxMs >= (s.loop?.max ?? 0) / 2).length,
  };
}

/** An `Etc/GMT` zone where it is now about 10:00, so the simulated shop works for the whole run (the model sends almost nothing at night). */
function daytimeZone(): string {
  let offset = 10 - new Date().getUTCHours();
  if (offset > 11) offset -= 24;
  if (offset < -12) offset += 24;
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`; // Etc/GMT signs are inverted
}

/** The server's figures at this moment: SIGUSR2 makes bench/soak-server.ts print one STATS line. */
function statsReader(child: ChildProcess): () => Promise<Stats> {
  let buffer = '';
  const waiting: ((s: Stats) => void)[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      if (line.startsWith('STATS ')) waiting.shift()?.(JSON.parse(line.slice(6)));
    }
  });
  return () =>
    new Promise<Stats>((resolve) => {
      waiting.push(resolve);
      child.kill('SIGUSR2');
    });
}

function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

const MiB = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

/**
 * One dashboard: a graphql-ws connection (the lean client of the other benchmarks, `rawGraphqlWs`)
 * with one subscription per 500 machines. Counts the values of every batch after the first (the
 * snapshot) by their `"key":` fields, without parsing (one batch in 100 is parsed to check its
 * shape), so the benchmark process keeps up.
 */
async function subscriber(url: string, token: string, groups: string[][], onCount: () => void) {
  const state = { values: 0, messages: 0, failure: null as string | null };
  const live = new Set<string>();
  let goLive!: () => void;
  const allLive = new Promise<void>((resolve) => (goLive = resolve));
  const KEY = Buffer.from('"key":');
  const client = await rawGraphqlWs(
    url,
    token,
    () => undefined,
    // The server closes a subscriber that cannot keep up: a real loss, reported, not a crash of the benchmark.
    (code, reason) => (state.failure ??= `closed ${code} ${reason}`),
    (data) => {
      // `{"id":"g0","type":"next",...`: the type sits near the start.
      const head = data.subarray(0, 40).toString();
      if (!head.includes('"type":"next"')) {
        // The acknowledgement goes on to the client; an error or an ended subscription is a failure of this subscriber.
        const message = JSON.parse(String(data));
        if (message.type !== 'error' && message.type !== 'complete') return false;
        state.failure = `${message.type}: ${JSON.stringify(message.payload ?? message.id)}`;
        return true;
      }
      const id = /"id":"(g\d+)"/.exec(head)?.[1] ?? '';
      if (!live.has(id)) {
        live.add(id);
        if (live.size === groups.length) goLive();
        return true;
      }
      state.messages += 1;
      let n = 0;
      for (let at = data.indexOf(KEY); at >= 0; at = data.indexOf(KEY, at + KEY.length)) n += 1;
      if (state.messages % 100 === 0) {
        const values = JSON.parse(String(data)).payload?.data?.deviceParameterBatches?.values;
        if (!Array.isArray(values) || values.length !== n || typeof values[0]?.uuid !== 'string') state.failure = `unexpected batch: ${String(data).slice(0, 200)}`;
      }
      state.values += n;
      onCount();
      return true;
    },
  );
  groups.forEach((uuids, i) => client.subscribe(`g${i}`, SUBSCRIPTION, { uuids }));
  return { state, allLive, close: () => client.close() };
}

/** The simulator CLI from source (`npm run simulate` runs its build; a fresh clone has none): resolves with its exit code and output. */
function simulate(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['-r', REGISTER_TS, CLI, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * Signs every machine in once, a few at a time, with its own credential, and has it publish one
 * progress value (QoS 1, acknowledged after the server handled it). The server then remembers
 * each verified password for 10 minutes (server/src/mqtt/device-auth.ts) and each machine's
 * record (the ingest's device cache), as after the machines' first connection of the day.
 * Without it the measured run would start cold: 1,000 argon2 verifications at once, longer than
 * mqtt.js's 30 s connect timeout on this loaded 2-core machine (the CLI's registration run shows
 * it), then a device lookup per message until each machine is cached (see the report).
 */
async function signInEachMachine(url: string, uuids: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < uuids.length) {
      const uuid = uuids[next++];
      const client = await mqtt.connectAsync(url, { username: uuid, password: DEVICE_PASSWORD, clientId: `${uuid}/warm-up`, reconnectPeriod: 0, connectTimeout: 120_000 });
      await client.publishAsync(`processrate/${uuid}`, JSON.stringify({ value: 0, timeStamp: Date.now() }), { qos: 1 });
      await client.endAsync();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** The simulator's own count of what it published (its last log line says `published`). */
function publishedBy(output: string): number {
  const lines = output.split('\n').filter((l) => l.includes('"simulator stopped"'));
  if (!lines.length) throw new Error(`simulator did not report: ${output.slice(-1000)}`);
  return JSON.parse(lines[lines.length - 1]).published;
}

/** Resolves true when `done()` holds, checked on every count; false after `ms`. */
function until(done: () => boolean, ms: number, listeners: Set<() => void>): Promise<boolean> {
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) return;
      listeners.delete(check);
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      listeners.delete(check);
      resolve(false);
    }, ms);
    listeners.add(check);
  });
}

async function main() {
  if (process.argv.includes('--chart')) {
    // Redraws the chart from the results file alone (no run).
    const saved = JSON.parse(fs.readFileSync(RESULTS, 'utf8'));
    const reference = saved.samples.find((s: Sample) => s.seconds === saved.rss.referenceSeconds);
    fs.writeFileSync(CHART, chart(saved.samples, reference, saved.setup, saved.eventLoopDelayMs.overall?.p99 ?? NaN));
    return console.log(`wrote ${CHART}`);
  }
  console.log(`Soak on ${machine()}: ${DEVICES} machines at 1 Hz, ${SUBSCRIBERS} subscribers, ${SECONDS} s`);
  const loadStart = os.loadavg();
  const { dataDir } = await prepareDatabase(0); // the demo seed: the NoDocumented tenant the CLI registers into
  const mqttPort = await freePort();
  const timeZone = daytimeZone();
  const { child: server, info } = await startProduct([path.join(__dirname, 'register.js'), path.join(__dirname, 'soak-server.ts')], {
    DATA_DIR: dataDir, MQTT_PORT: String(mqttPort), SEED_DEMO: 'false', WS_INIT_TIMEOUT_MS: '60000',
  });
  const subscribers: Awaited<ReturnType<typeof subscriber>>[] = [];
  try {
    const stats = statsReader(server);
    const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
    const simEnv = { DATA_DIR: dataDir, LOG_LEVEL: 'info', TIME_ZONE: timeZone };
    const simArgs = ['--devices', String(DEVICES), '--rate', '1', '--url', mqttUrl, '--register'];
    // First run: registers the machines and their credentials (the subscriptions need them to exist), connects once, stops.
    // With 1,000 machines its all-at-once first connection can time out (see signInEachMachine): only the registration must succeed.
    const t0 = Date.now();
    const registration = await simulate([...simArgs, '--duration', '0'], simEnv);
    if (!new RegExp(`registered ${DEVICES} new devices`).test(registration.output)) throw new Error(`registration failed (${registration.code}): ${registration.output.slice(-2000)}`);
    const registerSeconds = (Date.now() - t0) / 1000;
    const uuids = Array.from({ length: DEVICES }, (_, i) => `sim-${String(i + 1).padStart(4, '0')}`);
    const t1 = Date.now();
    await signInEachMachine(mqttUrl, uuids);
    const signInSeconds = (Date.now() - t1) / 1000;

    const url = `http://127.0.0.1:${info.port}`;
    const token = await signIn(url);
    const groups: string[][] = [];
    for (let i = 0; i < uuids.length; i += UUIDS_PER_SUBSCRIPTION) groups.push(uuids.slice(i, i + UUIDS_PER_SUBSCRIPTION));
    const listeners = new Set<() => void>();
    const onCount = () => listeners.forEach((l) => l());
    for (let i = 0; i < SUBSCRIBERS; i++) subscribers.push(await subscriber(url.replace('http', 'ws') + '/graphql', token, groups, onCount));
    await Promise.all(subscribers.map((s) => s.allLive));

    // Nothing publishes now: every value counted from here on must reach every subscriber.
    const before = await stats();
    const cpu0 = cpuSeconds(server.pid!);
    const started = Date.now();
    const sim = simulate([...simArgs, '--duration', String(SECONDS)], simEnv).then(({ code, output }) => {
      if (code !== 0) throw new Error(`simulator exited ${code}: ${output.slice(-2000)}`);
      return output;
    });
    const samples: Sample[] = [];
    const take = async () => {
      const s = await stats();
      const sample: Sample = {
        seconds: Math.round((Date.now() - started) / 1000),
        load1: os.loadavg()[0],
        rssMiB: MiB(rssBytes(server.pid!)),
        heapMiB: MiB(s.heapUsed),
        heapTotalMiB: MiB(s.heapTotal),
        newSpaceMiB: MiB(s.newSpace),
        externalMiB: MiB(s.external),
        loop: s.loop,
        gc: s.gc,
        received: s.counters.received - before.counters.received,
        parameterValues: s.parameterValues - before.parameterValues,
        slowestSubscriber: Math.min(...subscribers.map((x) => x.state.values)),
      };
      samples.push(sample);
      console.log(JSON.stringify(sample));
    };
    let simExited = false;
    const simOutput = sim.finally(() => (simExited = true));
    // The sampling clock is the measurement: one sample per SAMPLE_SECONDS while the machines run.
    for (let next = started + SAMPLE_SECONDS * 1000; !simExited; next += SAMPLE_SECONDS * 1000) {
      const wait = next - Date.now();
      await Promise.race([new Promise((r) => setTimeout(r, Math.max(0, wait))), simOutput.catch(() => undefined)]);
      if (!simExited) await take();
    }
    const published = publishedBy(await simOutput);
    const cpu = cpuSeconds(server.pid!) - cpu0;
    const runSeconds = (Date.now() - started) / 1000;

    // The server has handled all the machines sent once its received count reaches the simulator's published count (the simulator has exited: poll the server's counters).
    let after = await stats();
    for (const deadline = Date.now() + 30_000; after.counters.received - before.counters.received < published && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 200));
      after = await stats();
    }
    const expected = after.parameterValues - before.parameterValues;
    const allArrived = await until(() => subscribers.every((s) => s.state.values >= expected || s.state.failure !== null), 30_000, listeners);
    const loadEnd = os.loadavg();

    const running = samples.filter((s) => s.seconds <= SECONDS);
    const reference = running.find((s) => s.seconds >= REFERENCE_SECONDS) ?? running[0];
    const last = running[running.length - 1];
    const ratio = last.rssMiB / reference.rssMiB;
    const windowP99 = running.flatMap((s) => (s.loop ? [s.loop.p99] : [])).sort((a, b) => a - b);
    const ingestedDelta = Object.fromEntries(Object.entries(after.counters).map(([k, v]) => [k, v - (before.counters[k] ?? 0)]));
    const lostBeforeServer = published - ingestedDelta.received;
    const lostToSubscribers = subscribers.reduce((sum, s) => sum + Math.max(0, expected - s.state.values), 0);
    const extraAtSubscribers = subscribers.reduce((sum, s) => sum + Math.max(0, s.state.values - expected), 0);
    const results = {
      machine: machine(),
      at: new Date().toISOString(),
      mode: QUICK ? 'quick' : 'full',
      command: `SOAK_MINUTES=${SECONDS / 60} node bench/register.js bench/soak.ts${QUICK ? ' --quick' : ''}`,
      setup: {
        devices: DEVICES, ratePerDevice: 1, seconds: SECONDS, subscribers: SUBSCRIBERS, subscriptionsPerSubscriber: groups.length, intervalMs: INTERVAL_MS,
        broker: 'embedded (aedes)', simulatorTimeZone: timeZone, registrationRun: { seconds: Number(registerSeconds.toFixed(1)), exitCode: registration.code, error: /Simulator failed: (.*)/.exec(registration.output)?.[1] ?? null }, signInEachMachineSeconds: Number(signInSeconds.toFixed(1)),
      },
      loadAverage: { start: loadStart, end: loadEnd },
      rss: {
        referenceSeconds: reference.seconds, referenceMiB: reference.rssMiB, endSeconds: last.seconds, endMiB: last.rssMiB,
        endOverReference: Number(ratio.toFixed(3)), withinTenPercent: Math.abs(ratio - 1) <= 0.1,
        minMiB: Math.min(...running.map((s) => s.rssMiB)), maxMiB: Math.max(...running.map((s) => s.rssMiB)),
      },
      eventLoopDelayMs: { overall: after.loopTotal, windowP99: { median: windowP99[Math.floor(windowP99.length / 2)], max: windowP99[windowP99.length - 1] } },
      // Whether the long event-loop delays were V8's collections: the longest pause of each 10 s window beside its longest delay.
      gcPausesMs: gcSummary(running),
      serverCpu: { seconds: Number(cpu.toFixed(1)), shareOfOneCore: Number((cpu / runSeconds).toFixed(3)) },
      messages: {
        publishedBySimulator: published, receivedByServer: ingestedDelta.received, ingestCounters: ingestedDelta,
        parameterValuesPublishedToSubscribers: expected, perSubscriber: subscribers.map((s) => s.state.values),
        lostBeforeServer, lostToSubscribers, extraAtSubscribers, allArrived,
        subscriberFailures: subscribers.map((s) => s.state.failure).filter(Boolean),
        dropped: lostBeforeServer + lostToSubscribers + subscribers.filter((s) => s.state.failure).length,
      },
      samples,
    };
    fs.writeFileSync(RESULTS, JSON.stringify(results, null, 2) + '\n');
    fs.writeFileSync(CHART, chart(samples, reference, results.setup, after.loopTotal?.p99 ?? NaN));
    console.log(JSON.stringify({ rss: results.rss, eventLoopDelayMs: results.eventLoopDelayMs, gcPausesMs: results.gcPausesMs, serverCpu: results.serverCpu, messages: { ...results.messages, perSubscriber: undefined, ingestCounters: undefined }, loadAverage: results.loadAverage }, null, 2));
    console.log(`wrote ${path.relative(process.cwd(), RESULTS)} and ${CHART}`);
  } finally {
    subscribers.forEach((s) => s.close());
    await stopChild(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A hand-written SVG: resident memory over time (the ±10 % band around the 5-minute value) and the event-loop p99 of each sample window below it. */
function chart(samples: Sample[], reference: Sample, setup: { devices: number; subscribers: number; seconds: number }, overallP99: number): string {
  const W = 720, left = 64, right = 28, plotW = W - left - right;
  const top = { y: 40, h: 200 }, bottom = { y: 300, h: 90 }, H = 430;
  const tMax = Math.max(setup.seconds, ...samples.map((s) => s.seconds));
  const minutes = tMax >= 300;
  const x = (t: number) => left + (t / tMax) * plotW;
  const niceMax = (v: number) => {
    const step = 10 ** Math.floor(Math.log10(v || 1));
    return Math.ceil(v / step) * step;
  };
  const rssMax = niceMax(Math.max(reference.rssMiB * 1.15, ...samples.map((s) => s.rssMiB)));
  const withLoop = samples.filter((s) => s.loop);
  // One stalled window (a machine busy with other work) would flatten the rest: the axis stops at 3 x the 95th percentile window and taller ones are labelled.
  const sortedP99 = withLoop.map((s) => s.loop!.p99).sort((a, b) => a - b);
  const p99Max = niceMax(Math.max(1, Math.min(sortedP99[sortedP99.length - 1] ?? 1, 3 * (sortedP99[Math.floor(sortedP99.length * 0.95)] ?? 1))));
  const yR = (v: number) => top.y + top.h - (v / rssMax) * top.h;
  const yL = (v: number) => bottom.y + bottom.h - (Math.min(v, p99Max) / p99Max) * bottom.h;
  const f = (n: number) => n.toFixed(1);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`);
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${left}" y="20" font-size="13" font-weight="bold">Soak: ${setup.devices} machines at 1 Hz, ${setup.subscribers} subscribers: server memory (MiB)</text>`);
  // Time axis ticks, shared by both panels.
  const tickEvery = minutes ? 300 : Math.max(5, Math.round(tMax / 8 / 5) * 5);
  for (const panel of [top, bottom]) {
    out.push(`<line x1="${left}" y1="${panel.y + panel.h}" x2="${left + plotW}" y2="${panel.y + panel.h}" stroke="#333"/>`);
    out.push(`<line x1="${left}" y1="${panel.y}" x2="${left}" y2="${panel.y + panel.h}" stroke="#333"/>`);
    for (let t = 0; t <= tMax; t += tickEvery) {
      out.push(`<line x1="${f(x(t))}" y1="${panel.y + panel.h}" x2="${f(x(t))}" y2="${panel.y + panel.h + 4}" stroke="#333"/>`);
      out.push(`<text x="${f(x(t))}" y="${panel.y + panel.h + 16}" text-anchor="middle">${minutes ? `${t / 60} min` : `${t} s`}</text>`);
    }
  }
  for (let i = 0; i <= 4; i++) {
    const v = (rssMax / 4) * i;
    out.push(`<line x1="${left - 4}" y1="${f(yR(v))}" x2="${left + plotW}" y2="${f(yR(v))}" stroke="${i ? '#eee' : '#333'}"/>`);
    out.push(`<text x="${left - 6}" y="${f(yR(v) + 4)}" text-anchor="end">${Math.round(v)}</text>`);
  }
  // The pass band: within 10 % of the value after the first 5 minutes.
  out.push(`<rect x="${f(x(reference.seconds))}" y="${f(yR(reference.rssMiB * 1.1))}" width="${f(x(tMax) - x(reference.seconds))}" height="${f(yR(reference.rssMiB * 0.9) - yR(reference.rssMiB * 1.1))}" fill="#2a7" fill-opacity="0.12"/>`);
  out.push(`<polyline fill="none" stroke="#1f5fbf" stroke-width="1.8" points="${samples.map((s) => `${f(x(s.seconds))},${f(yR(s.rssMiB))}`).join(' ')}"/>`);
  // The JS heap in use beside it: its lows (after each major collection) show whether live objects grow.
  out.push(`<polyline fill="none" stroke="#999" stroke-width="1" points="${samples.map((s) => `${f(x(s.seconds))},${f(yR(s.heapMiB))}`).join(' ')}"/>`);
  out.push(`<text x="${left + 6}" y="${top.y + 12}" fill="#1f5fbf">resident memory (VmRSS)</text><text x="${left + 160}" y="${top.y + 12}" fill="#888">JS heap in use</text>`);
  out.push(`<circle cx="${f(x(reference.seconds))}" cy="${f(yR(reference.rssMiB))}" r="3" fill="#2a7"/>`);
  out.push(`<text x="${left + plotW}" y="${top.y - 6}" text-anchor="end" fill="#2a7">band: ±10 % of ${reference.rssMiB} MiB at ${minutes ? `${(reference.seconds / 60).toFixed(1)} min` : `${reference.seconds} s`}</text>`);
  out.push(`<text x="${left}" y="${bottom.y - 12}" font-size="13" font-weight="bold">Event-loop delay p99 per ${samples.length > 1 ? samples[1].seconds - samples[0].seconds : 10} s window (ms); whole run p99 ${overallP99} ms</text>`);
  for (let i = 0; i <= 2; i++) {
    const v = (p99Max / 2) * i;
    out.push(`<line x1="${left - 4}" y1="${f(yL(v))}" x2="${left + plotW}" y2="${f(yL(v))}" stroke="${i ? '#eee' : '#333'}"/>`);
    out.push(`<text x="${left - 6}" y="${f(yL(v) + 4)}" text-anchor="end">${Number(v.toFixed(1))}</text>`);
  }
  const clipped = withLoop.filter((w) => w.loop!.p99 > p99Max).sort((a, b) => b.loop!.p99 - a.loop!.p99);
  if (clipped.length) {
    const top1 = clipped[0];
    out.push(`<text x="${f(x(top1.seconds) + 4)}" y="${bottom.y + 10}" fill="#c0392b">${clipped.length} window${clipped.length > 1 ? 's' : ''} off the scale, up to ${Math.round(top1.loop!.p99)} ms at ${minutes ? `${(top1.seconds / 60).toFixed(1)} min` : `${top1.seconds} s`} (machine load ${top1.load1?.toFixed(1) ?? '?'})</text>`);
  }
  out.push(`<polyline fill="none" stroke="#c0392b" stroke-width="1.5" points="${withLoop.map((s) => `${f(x(s.seconds))},${f(yL(s.loop!.p99))}`).join(' ')}"/>`);
  out.push('</svg>');
  return out.join('\n') + '\n';
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
