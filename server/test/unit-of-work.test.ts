import { ENTITIES } from '../src/db/entities';
import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { startTestServer, type TestServer } from './helpers';

/**
 * Reading rows and flushing must write nothing: a date property the ORM compared as a Date on
 * one side and a stored number on the other once made every flush rewrite every loaded row
 * (bumping `updatedAt`, e.g. of the caller's user on each customer created).
 */
describe('unit of work', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Nullable dates set too (a device's live status time), not only the always-present ones.
    await systemEm(server.services.orm, 'test').nativeUpdate(Device, {}, { statusAt: new Date(), lastSeenAt: new Date() });
  });
  afterAll(() => server.stop());

  it('finds no change in any entity it has just read', async () => {
    const em = systemEm(server.services.orm, 'test').fork();
    let read = 0;
    for (const entity of ENTITIES.filter((e) => !em.getMetadata().find(e.name)?.abstract && em.getMetadata().find(e.name))) {
      const rows = await em.find(entity as never, {}, { limit: 20, filters: false });
      read += rows.length;
    }
    expect(read).toBeGreaterThan(100);
    const uow = em.getUnitOfWork();
    uow.computeChangeSets();
    expect(uow.getChangeSets().map((c) => `${c.name}#${String(c.getPrimaryKey())}: ${Object.keys(c.payload).join(', ')}`)).toEqual([]);
  });
});
