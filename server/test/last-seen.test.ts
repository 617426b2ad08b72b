import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { storeLastSeen } from '../src/modules/telemetry/live-state';
import { startTestServer, type TestServer } from './helpers';

describe('lastSeenAt of many devices in one statement (the presence sweep)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('moves each device forward to its own time, never back, and leaves the devices not named alone', async () => {
    const em = systemEm(server.services.orm, 'test');
    const [a, b, c, untouched] = (await em.find(Device, {}, { orderBy: { id: 'asc' }, limit: 4 })).map((d) => d.uuid);
    const newer = new Date('2026-03-01T08:00:09.999Z');
    await em.nativeUpdate(Device, { uuid: [a, untouched] }, { lastSeenAt: newer });
    await em.nativeUpdate(Device, { uuid: [b, c] }, { lastSeenAt: null });
    await em.nativeUpdate(Device, { uuid: b }, { lastSeenAt: new Date('2026-03-01T08:00:00.000Z') });

    await em.transactional((tx) =>
      storeLastSeen(tx, [
        [a, new Date('2026-03-01T08:00:05.000Z')], // older than what is stored: kept as it is
        [b, new Date('2026-03-01T08:00:07.123Z')], // newer: moves forward, milliseconds kept
        [c, new Date('2026-03-01T08:00:08.456Z')], // none stored yet
      ]),
    );

    const stored = new Map((await systemEm(server.services.orm, 'test').find(Device, { uuid: [a, b, c, untouched] })).map((d) => [d.uuid, d.lastSeenAt?.toISOString() ?? null]));
    expect(Object.fromEntries(stored)).toEqual({
      [a]: '2026-03-01T08:00:09.999Z',
      [b]: '2026-03-01T08:00:07.123Z',
      [c]: '2026-03-01T08:00:08.456Z',
      [untouched]: '2026-03-01T08:00:09.999Z',
    });
  });

  it('takes a uuid as a value, whatever characters it holds', async () => {
    const em = systemEm(server.services.orm, 'test');
    const before = await em.count(Device, { lastSeenAt: { $ne: null } });
    await em.transactional((tx) => storeLastSeen(tx, [["x' or '1'='1", new Date('2026-03-01T08:00:00.000Z')]]));
    expect(await systemEm(server.services.orm, 'test').count(Device, { lastSeenAt: { $ne: null } })).toBe(before);
  });
});
