/**
 * A wrong-password MQTT flood spread over many addresses, and what it does to sign-in. The
 * product server (a child process on a demo SQLite database, embedded broker) gets `FLOOD`
 * CONNECTs at once, each for another unknown uuid from another loopback address (127.0.x.y, so
 * that no per-address throttle applies: a botnet, not one guesser), while the bench signs in over
 * HTTP as tenantadmin one request after another. Each CONNECT needs an argon2 verify, the same
 * work as a sign-in's, on libuv's four threads. Reported: how long the flood took to be answered,
 * the CONNACK codes (4: refused after the check; 3: busy, refused at once), and sign-in times
 * before the flood (the floor: the same request with nothing else running) and during it.
 * Run: node bench/register.js bench/mqtt-auth-flood.ts [--quick]
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqttPacket from 'mqtt-packet';
import { cpuSeconds, freePort, machine, median, prepareDatabase, SERVER_SCRIPT, startProduct, stopChild } from './lib';
import { DEMO_PASSWORD } from '../server/test/helpers';

const QUICK = process.argv.includes('--quick');
const FLOOD = QUICK ? 200 : 2_000;
const QUIET_SIGN_INS = 5;
const RESULTS = path.join(__dirname, QUICK ? 'mqtt-auth-flood-results.quick.json' : 'mqtt-auth-flood-results.json');

/** One HTTP sign-in, timed in ms. */
async function signInMs(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation L($a: String!, $p: String!) { login(account: $a, password: $p) { token } }', variables: { a: 'tenantadmin', p: DEMO_PASSWORD } }),
  });
  const body = (await res.json()) as { data?: { login?: { token?: string } } };
  if (!body.data?.login?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

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

async function main() {
  console.log(`MQTT wrong-password flood on ${machine()}: ${FLOOD} connects from as many addresses`);
  const { dataDir } = await prepareDatabase(0);
  const server = await startProduct([SERVER_SCRIPT], { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: String(await freePort()), SIMULATOR: 'false', LOG_LEVEL: 'silent' });
  try {
    const url = `http://127.0.0.1:${server.info.port}`;
    const quiet: number[] = [];
    for (let i = 0; i < QUIET_SIGN_INS; i++) quiet.push(await signInMs(url));
    const cpuBefore = cpuSeconds(server.child.pid!);
    const started = performance.now();
    let answered = 0;
    const flood = Promise.all(Array.from({ length: FLOOD }, (_, i) => floodConnect(server.info.mqttPort, i).finally(() => (answered += 1))));
    const during: number[] = [];
    while (answered < FLOOD) during.push(await signInMs(url));
    const codes = await flood;
    const floodSeconds = (performance.now() - started) / 1000;
    const serverCpuSeconds = cpuSeconds(server.child.pid!) - cpuBefore;
    const connack: Record<string, number> = {};
    for (const code of codes) connack[code] = (connack[code] ?? 0) + 1;
    const round = (ms: number) => Math.round(ms);
    const results = {
      machine: machine(),
      loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
      command: `node bench/register.js bench/mqtt-auth-flood.ts${QUICK ? ' --quick' : ''}`,
      flood: FLOOD,
      floodSeconds: Number(floodSeconds.toFixed(2)),
      serverCpuSeconds: Number(serverCpuSeconds.toFixed(2)),
      connack,
      signInMsQuiet: { median: round(median(quiet)), all: quiet.map(round) },
      signInMsDuringFlood: { median: round(median(during)), max: round(Math.max(...during)), all: during.map(round) },
    };
    fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results));
  } finally {
    await stopChild(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
