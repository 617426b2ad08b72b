import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { createLogger, logFormatFor } from '../core/logger';
import { systemEm } from '../core/tenancy';
import { openDatabase } from '../db/orm';
import { hashPassword } from '../modules/auth/passwords';
import { DeviceCredential } from '../modules/devices/device-credential.entity';
import { Device } from '../modules/devices/device.entity';
import { Tenant } from '../modules/tenants/tenant.entity';
import { NO_DOCUMENTED } from '../modules/tenants/tenant.service';
import { Simulator, type SimulatedDevice } from './simulator';

const USAGE = `Usage: npm run simulate -- [--devices N] [--rate R] [--url mqtt://host:1883] [--password P] [--register] [--duration S]
  --devices N   simulated machines sim-0001..sim-N, alternately laser and waterjet (default 10)
  --rate R      steps per second per machine, about ten values each (default 1)
  --url U       broker (default mqtt://127.0.0.1:1883, the embedded broker)
  --password P  MQTT password of the machines (default Device2026)
  --register    first create the machines and their credentials in the configured database
                (DATABASE_URL or DATA_DIR), in the NoDocumented tenant
  --duration S  stop after S seconds (default: run until Ctrl-C)`;

/** Creates missing sim devices and credentials in one transaction. */
async function register(devices: SimulatedDevice[], password: string) {
  const config = loadConfig();
  const orm = await openDatabase(config);
  try {
    const em = systemEm(orm, 'simulator');
    const tenant = await em.findOne(Tenant, { oemCode: NO_DOCUMENTED });
    if (!tenant) throw new Error('no NoDocumented tenant: start the server once with SEED_DEMO=true');
    const existing = new Set((await em.find(Device, { uuid: { $in: devices.map((d) => d.uuid) } })).map((d) => d.uuid));
    const hash = await hashPassword(password);
    await em.transactional(async (tx) => {
      for (const d of devices.filter((x) => !existing.has(x.uuid))) {
        const device = tx.create(Device, { uuid: d.uuid, devalias: `Simulated ${d.industry} ${d.uuid}`, tenant });
        tx.persist(device);
        tx.persist(tx.create(DeviceCredential, { device, username: d.uuid, passwordHash: hash }));
      }
    });
    console.log(`registered ${devices.length - existing.size} new devices (${existing.size} existed)`);
  } finally {
    await orm.close(true);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      devices: { type: 'string', default: '10' },
      rate: { type: 'string', default: '1' },
      url: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
      password: { type: 'string', default: 'Device2026' },
      register: { type: 'boolean', default: false },
      duration: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const count = Number(values.devices);
  const rate = Number(values.rate);
  if (!Number.isInteger(count) || count < 1 || count > 10000 || !(rate > 0 && rate <= 1000)) {
    console.error(`Invalid --devices or --rate.\n${USAGE}`);
    process.exit(2);
  }
  const devices: SimulatedDevice[] = Array.from({ length: count }, (_, i) => ({
    uuid: `sim-${String(i + 1).padStart(4, '0')}`,
    industry: i % 2 ? 'waterjet' : 'laser',
    password: values.password!,
  }));
  if (values.register) await register(devices, values.password!);
  const logger = createLogger((process.env.LOG_LEVEL as 'info') ?? 'info', logFormatFor(process.stdout));
  const simulator = new Simulator({ url: values.url!, devices, rate, timeZone: process.env.TIME_ZONE ?? 'Asia/Shanghai', logger });
  await simulator.start();
  const report = setInterval(() => logger.info({ published: simulator.published }, 'simulator progress'), 10_000);
  const stop = async () => {
    clearInterval(report);
    await simulator.stop();
    logger.info({ published: simulator.published }, 'simulator stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  if (values.duration) setTimeout(() => void stop(), Number(values.duration) * 1000);
}

main().catch((error) => {
  console.error(`Simulator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
