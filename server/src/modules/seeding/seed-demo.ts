import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { HttpMethod, Role } from '../../contract/roles';
import type { Logger } from '../../core/logger';
import { hashPassword } from '../auth/passwords';
import { RolePolicy } from '../permissions/role-policy.entity';
import { Tenant, type TenantLevel } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';

type DemoData = {
  password: string;
  tenants: { key: string; parent?: string; name: string; oemCode?: string; level: TenantLevel }[];
  users: { account: string; name: string; role: Role; tenant: string; phone?: string; email?: string }[];
  policies: Record<string, { path: string; method: HttpMethod }[]>;
};

/** seeds/demo.json at the repository root, from src/ or dist/ alike. */
export const DEMO_FILE = path.resolve(__dirname, '..', '..', '..', '..', 'seeds', 'demo.json');

export function readDemoData(file = DEMO_FILE): DemoData {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoData;
}

/**
 * Loads the demo on first start (no tenants yet), in one transaction, logging progress.
 * Returns false when the database already had data.
 */
export async function seedDemo(em: EntityManager, logger: Logger, data: DemoData = readDemoData()): Promise<boolean> {
  if ((await em.count(Tenant, {}, { filters: false })) > 0) return false;
  const steps = data.tenants.length + data.users.length + Object.keys(data.policies).length;
  let done = 0;
  const progress = (what: string) => {
    done += 1;
    if (done === steps || done % 5 === 0) logger.info({ done, steps }, `seeding demo data: ${what} (${Math.round((done / steps) * 100)}%)`);
  };
  logger.info({ steps }, 'seeding demo data: start');
  const passwordHash = await hashPassword(data.password);
  await em.transactional(async (tx) => {
    const byKey = new Map<string, Tenant>();
    for (const t of data.tenants) {
      const tenant = tx.create(Tenant, { name: t.name, oemCode: t.oemCode ?? null, level: t.level, parent: t.parent ? byKey.get(t.parent) : null });
      byKey.set(t.key, tenant);
      tx.persist(tenant);
      progress(`tenant ${t.name}`);
    }
    await tx.flush();
    for (const u of data.users) {
      tx.persist(tx.create(User, { account: u.account, name: u.name, role: u.role, tenant: byKey.get(u.tenant)!, phone: u.phone ?? null, email: u.email ?? null, passwordHash }));
      progress(`user ${u.account}`);
    }
    for (const [role, apis] of Object.entries(data.policies)) {
      for (const api of apis) tx.persist(tx.create(RolePolicy, { role: role as Role, path: api.path, method: api.method }));
      progress(`policy of ${role}`);
    }
  });
  logger.info('seeding demo data: done');
  return true;
}
