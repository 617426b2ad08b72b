import http from 'node:http';
import path from 'node:path';
import { cpuSeconds, freePort, prepareOverviewDatabase, SERVER_SCRIPT, signIn, startChild, stopChild } from './lib';
async function load(port: number, pid: number, body: Buffer, token: string, ms: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let n = 0;
  const cpu0 = cpuSeconds(pid);
  const end = performance.now() + ms;
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (performance.now() < end) {
      await new Promise<void>((resolve) => { const req = http.request({ agent, host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` } }, (res) => { res.resume(); res.on('end', () => resolve()); }); req.end(body); });
      n++;
    }
  }));
  return { rps: Math.round(n / (ms / 1000)), cpuUs: Math.round(((cpuSeconds(pid) - cpu0) / n) * 1e6) };
}
(async () => {
  const { dataDir } = await prepareOverviewDatabase();
  const product = await startChild(['--cpu-prof', '--cpu-prof-dir=/tmp/tnprof', '-e', `process.once('SIGTERM', () => process.exit(0)); require(${JSON.stringify(SERVER_SCRIPT)})`], { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: String(await freePort()), SIMULATOR: 'false', LOG_LEVEL: 'silent' });
  const limit = await startChild([path.join(__dirname, 'register.js'), path.join(__dirname, 'limit-http-server.ts')], { NODE_ENV: 'production' });
  const token = await signIn(`http://127.0.0.1:${product.info.port}`, 'tenantadmin');
  const body = Buffer.from(JSON.stringify({ query: '{ __typename }' }));
  for (let r = 0; r < 2; r++) {
    console.log('product', await load(product.info.port, product.child.pid!, body, token, 4000));
    console.log('limit', await load(limit.info.port, limit.child.pid!, body, token, 4000));
  }
  await stopChild(product.child); await stopChild(limit.child);
})();
