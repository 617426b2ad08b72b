/**
 * Node-RED 4 as the peer a user would otherwise pick for "machines over MQTT onto a live screen": does the stock flow bench/node-red-flow.json (`mqtt in` on device/+/+ at QoS 1, payload auto-detected as JSON, -> `websocket out` at /ws/values, each message's payload re-serialised to every connected client as `{"value","timeStamp"}`), headless (no editor, no admin API); does not store anything, batch, authenticate, or tell the client which machine or parameter a value is from (the topic is not sent).
 * Installed on first use into bench/.node-red (npm, node-red@4: 5.x needs a newer Node).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib';

const PREFIX = path.join(__dirname, '.node-red');
const RED_JS = path.join(PREFIX, 'node_modules', 'node-red', 'red.js');
const FLOW = path.join(__dirname, 'node-red-flow.json');
const WS_PATH = '/ws/values';

/** npm install of node-red@4 into bench/.node-red, only when it is missing. */
async function ensureInstalled(): Promise<void> {
  if (fs.existsSync(RED_JS)) return;
  console.log('installing node-red@4 into bench/.node-red (first use)...');
  const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['install', '--prefix', PREFIX, '--no-audit', '--no-fund', 'node-red@4'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    npm.once('error', reject);
    npm.once('exit', resolve);
  });
  if (code !== 0 || !fs.existsSync(RED_JS)) throw new Error(`npm install node-red@4 failed (${code})`);
}

/** The settings of a headless instance: no editor or admin API, only the flow's WebSocket route, nothing phoned home. */
const settings = (port: number) => `module.exports = {
  uiHost: '127.0.0.1',
  uiPort: ${port},
  httpAdminRoot: false,
  httpNodeRoot: '/',
  flowFile: 'flows.json',
  credentialSecret: false,
  // info: the runtime's "Started flows" and the broker's "Connected" lines are how startNodeRed knows it is ready.
  logging: { console: { level: 'info', metrics: false, audit: false } },
  diagnostics: { enabled: false },
  runtimeState: { enabled: false },
  telemetry: { enabled: false },
  externalModules: { autoInstall: false, palette: { allowInstall: false }, modules: { allowInstall: false } },
};
`;

/**
 * Starts Node-RED with the bench flow on the broker at `mqttUrl`, in a temporary user
 * directory; resolves once the flows are started and the MQTT node is connected.
 */
export async function startNodeRed(options: { mqttUrl: string; nodeArgs?: string[] }): Promise<{ pid: number; wsUrl: string; stop(): Promise<void> }> {
  await ensureInstalled();
  const broker = new URL(options.mqttUrl);
  const userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-node-red-'));
  const port = await freePort();
  const flow = JSON.parse(fs.readFileSync(FLOW, 'utf8')) as Record<string, unknown>[];
  for (const node of flow) {
    if (node.type === 'mqtt-broker') Object.assign(node, { broker: broker.hostname, port: broker.port || '1883' });
  }
  fs.writeFileSync(path.join(userDir, 'flows.json'), JSON.stringify(flow, null, 2));
  fs.writeFileSync(path.join(userDir, 'settings.js'), settings(port));

  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), RED_JS, '--userDir', userDir, '--settings', path.join(userDir, 'settings.js')], {
    cwd: userDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const cleanUp = () => fs.rmSync(userDir, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Node-RED not ready after 60 s:\n${log.slice(-2000)}`)), 60_000);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        // The flow's nodes are up once flows are started; the values flow once the broker node is connected.
        if (/\[info\] Started flows/.test(log) && /\[info\] \[mqtt-broker:[^\]]*\] Connected to broker/.test(log)) {
          clearTimeout(timer);
          child.stdout!.off('data', onData);
          child.off('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`Node-RED exited (${code}):\n${log.slice(-2000)}`));
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.once('exit', onExit);
    });
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    cleanUp();
    throw error;
  }
  // Keep draining its output (the pipe must not fill), without holding it.
  child.stdout!.resume();
  return {
    pid: child.pid!,
    wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      cleanUp();
    },
  };
}
