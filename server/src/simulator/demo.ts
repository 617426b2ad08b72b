import type { MikroORM } from '@mikro-orm/core';
import type { Logger } from '../core/logger';
import { systemEm } from '../core/tenancy';
import { Device } from '../modules/devices/device.entity';
import { INDUSTRIES, type Industry } from '../modules/devices/device-status';
import { readDemoData } from '../modules/seeding/seed-demo';
import { Simulator } from './simulator';

/** Brings the seeded demo devices to life over the server's own MQTT (SIMULATOR=true). */
export async function startDemoSimulator(orm: MikroORM, url: string, timeZone: string, logger: Logger): Promise<{ stop(): Promise<void> }> {
  const data = readDemoData();
  const uuids = (data.devices ?? []).map((d) => d.uuid);
  const em = systemEm(orm, 'simulator');
  const devices = await em.find(Device, { uuid: { $in: uuids } }, { populate: ['product'] });
  const industryOf = (d: Device): Industry => {
    const industry = d.product?.getEntity().industry;
    return industry && (INDUSTRIES as readonly string[]).includes(industry) ? industry : 'laser';
  };
  const simulator = new Simulator({
    url,
    devices: devices.map((d) => ({ uuid: d.uuid, industry: industryOf(d), password: data.devicePassword ?? data.password })),
    rate: 1,
    timeZone,
    logger,
  });
  await simulator.start();
  return simulator;
}
