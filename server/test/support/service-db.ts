/**
 * A throw-away database for testing a service alone: no HTTP, no broker, no GraphQL.
 * Migrated (SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set, as
 * in the test command's second run), optionally with the demo data, and EntityManagers
 * scoped as a given caller would have them.
 *
 *   const db = await serviceDatabase({ demo: true });
 *   const { em, scope } = await db.as('tenantadmin');
 *   await expect(listUsers(em, scope, { page: 1, pageSize: 20 })).resolves.toMatchObject({ total: 6 });
 *   await db.close();
 */
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { createLogger } from '../../src/core/logger';
import { TenantScope, scopedEm, systemEm } from '../../src/core/tenancy';
import { openDatabase } from '../../src/db/orm';
import { type ReadPath, openReadPath } from '../../src/db/read-path';
import path from 'node:path';
import { LocalFileStorage } from '../../src/modules/files/local-storage';
import type { FileStorage } from '../../src/modules/files/storage';
import { seedDemo } from '../../src/modules/seeding/seed-demo';
import { tenantLinks } from '../../src/modules/tenants/tenant.service';
import { User } from '../../src/modules/users/user.entity';
import { freshDatabase } from './database';

export type ServiceDatabase = {
  orm: MikroORM;
  /** The read path on the same database (statements prepared once), as the server opens it. */
  reads: ReadPath;
  /** The file storage (a folder beside the database) the demo's covers were stored in. */
  storage: FileStorage;
  /** An EntityManager that sees exactly this scope. */
  scoped(scope: TenantScope): EntityManager;
  /** An EntityManager that sees every tenant (to arrange data and to read what a service stored). */
  system(): EntityManager;
  /** What a signed-in demo account's requests get: its scope and an EntityManager scoped to it. */
  as(account: string): Promise<{ em: EntityManager; scope: TenantScope; user: User }>;
  close(): Promise<void>;
};

export async function serviceDatabase(options: { demo?: boolean } = {}): Promise<ServiceDatabase> {
  const db = await freshDatabase();
  const orm = await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
  const reads = openReadPath({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
  const storage = await LocalFileStorage.open(path.join(db.dataDir, 'files'));
  if (options.demo) await seedDemo(systemEm(orm, 'test'), createLogger('silent'), undefined, undefined, storage);
  return {
    orm,
    reads,
    storage,
    scoped: (scope) => scopedEm(orm, scope),
    system: () => systemEm(orm, 'test'),
    async as(account) {
      const em = systemEm(orm, 'test');
      const user = await em.findOneOrFail(User, { account });
      const scope = TenantScope.forUser(user.role, user.tenant.id, await tenantLinks(em));
      return { em: scopedEm(orm, scope), scope, user };
    },
    async close() {
      await reads.close();
      await orm.close(true);
      await db.drop();
    },
  };
}
