/**
 * Wrong-password floods spread over many addresses, and what they do to a person's sign-in. The
 * product server (a child process on a demo SQLite database, embedded broker, behind a trusted
 * proxy) gets `FLOOD` attempts at once, each for another unknown device or account and from
 * another address (so that no per-address throttle applies: a botnet, not one guesser):
 *   - mqtt: CONNECTs from as many loopback addresses (127.0.x.y);
 *   - http: sign-ins with as many X-Forwarded-For addresses.
 * Each needs an argon2 verify on libuv's four threads. Meanwhile the bench signs in as
 * tenantadmin from its own address, one request after another. Reported per flood: how long it
 * took to be answered, its answers (CONNACK 4 or errorno 8: checked and refused; CONNACK 3 or
 * errorno 1012: busy, refused at once), and the person's sign-ins during it (time, and how many
 * were answered busy), beside the same sign-in with nothing else running (the floor).
 * `--no-caps` runs the same with both password-check caps at 10,000: the product as before them.
 * Run: node bench/register.js bench/password-flood.ts [--quick] [--no-caps]
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqttPacket from 'mqtt-packet';
import { cpuSeconds, freePort, machine, median, prepareDatabase, SERVER_SCRIPT, startProduct, stopChild } from './lib';
import { DEMO_PASSWORD } from '../server/test/helpers';

const QUICK = process.argv.includes('--quick');
const NO_CAPS = process.argv.includes('--no-caps');
const FLOOD = QUICK ? 200 : 2_000;
const QUIET_SIGN_INS = 5;
const RESULTS = path.join(__dirname, `password-flood-results${NO_CAPS ? '.no-caps' : ''}${QUICK ? '.quick' : ''}.json`);
const LOGIN = 'mutation L($a: String!, $p: String!) { login(account: $a, password: $p) { token } }';

type SignIn = { ms: number; errorno: number | null };

/** One HTTP sign-in from `address`: its time in ms and its errorno (null: signed in). */
async function signIn(url: string, account: string, password: string, address: string): Promise<SignIn> {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN, variables: { a: account, p: password } }),
  });
  const body = (await res.json()) as { data?: { login?: { token?: string } }; errors?: { extensions?: { errorno?: number } }[] };
  const errorno = body.data?.login?.token ? null : (body.errors?.[0]?.extensions?.errorno ?? -1);
  return { ms: performance.now() - started, errorno };
}

/** The person's sign-in, from an address of its own. */
const personSignIn = (url: string) => signIn(url, 'tenantadmin', DEMO_PASSWORD, '192.0.2.1');

/** A CONNECT with a wrong password for `flood-<i>` from its own loopback address; resolves with the CONNACK code (-1: closed without one). */
function floodConnect(port: number, i: number): Promise<number> {
  return new Promise((resolve) => {
    let code = -1;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: `127.0.${1 + (Math.floor(i / 250) % 250)}.${2 + (i % 250)}` });
    socket.on('connect', () => socket.write(mqttPacket.generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, clientId: `flood-${i}`, keepalive: 30, username: `flood-${i}`, password: Buffer.from('wrong') })));
    const parser = mqttPacket.parser();
    parser.on('packet', (packet) => {
      if (packet.cmd === 'connack') code = packet.returnCode ?? -1;
      socket.destroy();
    });
    socket.on('data', (data) => parser.parse(data));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(code));
  });
}

/** Floods with `attempt` (resolving with its answer) while the person signs in again and again; what each side saw. */
async function flood(url: string, pid: number, attempt: (i: number) => Promise<number>) {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  let answered = 0;
  const attempts = Promise.all(Array.from({ length: FLOOD }, (_, i) => attempt(i).finally(() => (answered += 1))));
  const person: SignIn[] = [];
  while (answered < FLOOD) person.push(await personSignIn(url));
  const answers: Record<string, number> = {};
  for (const answer of await attempts) answers[answer] = (answers[answer] ?? 0) + 1;
  const ms = person.map((p) => Math.round(p.ms));
  return {
    floodSeconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    serverCpuSeconds: Number((cpuSeconds(pid) - cpuBefore).toFixed(2)),
    answers,
    personSignIns: { count: person.length, signedIn: person.filter((p) => p.errorno === null).length, busy: person.filter((p) => p.errorno === 1012).length, medianMs: median(ms), maxMs: Math.max(...ms), ms },
  };
}

async function main() {
  console.log(`Wrong-password floods on ${machine()}: ${FLOOD} attempts from as many addresses, over MQTT then HTTP${NO_CAPS ? ', without the caps' : ''}`);
  const { dataDir } = await prepareDatabase(0);
  const caps: Record<string, string> = NO_CAPS ? { MAX_PASSWORD_CHECKS: '10000', MQTT_MAX_PASSWORD_CHECKS: '10000' } : {};
  const server = await startProduct([SERVER_SCRIPT], { DATA_DIR: dataDir, MQTT_PORT: String(await freePort()), TRUST_PROXY: 'true', ...caps });
  try {
    const url = `http://127.0.0.1:${server.info.port}`;
    const pid = server.child.pid!;
    const quiet: number[] = [];
    for (let i = 0; i < QUIET_SIGN_INS; i++) {
      const { ms, errorno } = await personSignIn(url);
      if (errorno !== null) throw new Error(`the person's sign-in failed: errorno ${errorno}`);
      quiet.push(Math.round(ms));
    }
    const mqttFlood = await flood(url, pid, (i) => floodConnect(server.info.mqttPort, i));
    // Unknown accounts, each from its own documentation-range address: errorno 8 after a check, or 1012 (busy).
    const httpFlood = await flood(url, pid, async (i) => (await signIn(url, `flood-${i}`, 'wrong', `198.18.${Math.floor(i / 250)}.${1 + (i % 250)}`)).errorno ?? 0);
    const results = {
      machine: machine(),
      loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
      command: `node bench/register.js bench/password-flood.ts${QUICK ? ' --quick' : ''}${NO_CAPS ? ' --no-caps' : ''}`,
      flood: FLOOD,
      caps: NO_CAPS ? 'off (10,000)' : 'as shipped (MAX_PASSWORD_CHECKS 32, MQTT_MAX_PASSWORD_CHECKS 64)',
      signInMsQuiet: { median: median(quiet), all: quiet },
      mqtt: mqttFlood,
      http: httpFlood,
    };
    fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify({ quiet: results.signInMsQuiet.median, mqtt: { ...mqttFlood, personSignIns: { ...mqttFlood.personSignIns, ms: undefined } }, http: { ...httpFlood, personSignIns: { ...httpFlood.personSignIns, ms: undefined } } }));
  } finally {
    await stopChild(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
