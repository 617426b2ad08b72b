/**
 * CPU per request of the overview query inside the server process, without HTTP: the request
 * context (session, caller, tenant scope) and the execution of the `OverviewDevices` document,
 * on the same data as bench/query.ts. Less sensitive to other load on the machine than requests
 * per second; with `node --cpu-prof` it shows where execution time goes. Best of 4 rounds of 500.
 * Run: NODE_ENV=production node bench/register.js bench/query-in-process.ts  (CALLER_CACHE_SECONDS=0: no caller cache)
 */
import fs from 'node:fs';
import os from 'node:os';
import { execute, parse } from 'graphql';
import { startApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/core/logger';
import { checkGuard } from '../server/src/graphql/authorize';
import { type AppContext, createContext } from '../server/src/graphql/context';
import { enforceDirectives } from '../server/src/graphql/directives';
import { enforceInputBounds } from '../server/src/graphql/input-guard';
import { buildPublicSchema } from '../server/src/graphql/schema';
import { DEVICE_LIST_QUERY, OVERVIEW_QUERY, prepareOverviewDatabase, signIn } from './lib';

const ROUNDS = 4;
const PER_ROUND = 500;

async function cpuMicrosPer(run: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i++) await run();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / PER_ROUND);
  }
  return best;
}

async function main() {
  const { dataDir, tenantId } = await prepareOverviewDatabase();
  const app = await startApp(
    loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MQTT_PORT: '0', SIMULATOR: 'false', LOG_LEVEL: 'silent' }),
    createLogger('silent'),
  );
  try {
    const token = await signIn(app.url, 'tenantadmin');
    const schema = enforceDirectives(enforceInputBounds(await buildPublicSchema()), checkGuard);
    // DOCUMENT=list: the device list of an integrator (50 devices, every column) instead of the overview.
    const list = process.env.DOCUMENT === 'list';
    const document = parse(list ? DEVICE_LIST_QUERY : OVERVIEW_QUERY);
    const variableValues = list ? { page: 1, pageSize: 50 } : { tenantId: String(tenantId), page: 1, pageSize: 20 };
    const run = async (contextValue: AppContext) => {
      const result = await execute({ schema, document, variableValues, contextValue });
      if (result.errors || (result.data as { devices: { items: unknown[] } }).devices.items.length !== variableValues.pageSize) throw new Error(JSON.stringify(result).slice(0, 300));
    };
    const context = () => createContext(app.services, { token });
    await cpuMicrosPer(async () => run(await context())); // warm-up
    const contextOnly = await cpuMicrosPer(context);
    const both = await cpuMicrosPer(async () => run(await context()));
    console.log(
      `caller cache ${app.services.config.callerCacheSeconds ? `${app.services.config.callerCacheSeconds} s` : 'off'}: ` +
        `context ${(contextOnly / 1000).toFixed(3)} ms, context + execution ${(both / 1000).toFixed(3)} ms of CPU per request (best of ${ROUNDS} x ${PER_ROUND}); load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
