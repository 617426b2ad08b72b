import type { MikroORM } from '@mikro-orm/core';
import type { Role } from '../../contract/roles';
import type { Logger } from '../../core/logger';
import { apiKey } from './policy';
import { RolePolicy } from './role-policy.entity';

/**
 * Role policies, loaded once per role and kept until they change. A failed load is
 * logged and yields null (deny all), and is not cached so the next request retries.
 */
export class PolicyStore {
  private readonly cache = new Map<Role, Promise<ReadonlySet<string>>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {}

  async policyFor(role: Role): Promise<ReadonlySet<string> | null> {
    let pending = this.cache.get(role);
    if (!pending) {
      pending = this.load(role);
      this.cache.set(role, pending);
    }
    try {
      return await pending;
    } catch (error) {
      this.cache.delete(role);
      this.logger.error({ err: error, role }, 'failed to load role policy; denying all for this request');
      return null;
    }
  }

  clear(role?: Role): void {
    if (role) this.cache.delete(role);
    else this.cache.clear();
  }

  private async load(role: Role): Promise<ReadonlySet<string>> {
    const rows = await this.orm.em.fork().find(RolePolicy, { role }, { fields: ['path', 'method'] });
    return new Set(rows.map(apiKey));
  }
}
