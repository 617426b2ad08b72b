import type { MikroORM } from '@mikro-orm/core';
import type { Logger } from '../core/logger';
import { systemEm } from '../core/tenancy';
import { Device } from '../modules/devices/device.entity';
import { readDemoData } from '../modules/seeding/seed-demo';
import { PieceCount } from '../modules/telemetry/telemetry.entities';
import { demoMachine } from './demo-machine';
import { Simulator } from './simulator';

/**
 * Brings the seeded demo devices to life over the server's own MQTT (SIMULATOR=true), each
 * as its product and shop make it (the same machines as the seeded history), its piece
 * counter going on from the last one stored.
 */
export async function startDemoSimulator(orm: MikroORM, url: string, timeZone: string, logger: Logger): Promise<{ stop(): Promise<void> }> {
  const data = readDemoData();
  const uuids = (data.devices ?? []).map((d) => d.uuid);
  const em = systemEm(orm, 'simulator');
  const devices = await em.find(Device, { uuid: { $in: uuids } }, { populate: ['product'] });
  const lastCounts = await Promise.all(devices.map((device) => em.findOne(PieceCount, { device }, { orderBy: { at: 'desc', id: 'desc' } })));
  const simulator = new Simulator({
    url,
    devices: devices.map((d, i) => ({
      uuid: d.uuid,
      password: data.devicePassword ?? data.password,
      ...demoMachine(d.product?.getEntity()),
      pieces: lastCounts[i]?.count,
    })),
    rate: 1,
    timeZone,
    logger,
  });
  await simulator.start();
  return simulator;
}
