import type { MikroORM } from '@mikro-orm/core';
import { ROLES, type Role } from '../../contract/roles';
import type { Logger } from '../../core/logger';
import type { PubSub } from '../../core/pubsub';
import { apiKey } from './policy';
import { RolePolicy } from './role-policy.entity';

/**
 * Role policies, loaded once per role and kept until they change. A failed load is
 * logged and yields null (deny all), and is not cached so the next request retries.
 *
 * A replaced policy is announced on the pub/sub (through Redis to every instance), and
 * every instance drops its copy when the announcement arrives, so the new policy applies
 * everywhere at once, not only on the instance that saved it.
 */
export class PolicyStore {
  private readonly cache = new Map<Role, Promise<ReadonlySet<string>>>();
  /** The loaded policies, for a check without waiting. */
  private readonly loaded = new Map<Role, ReadonlySet<string>>();
  private readonly listeners = new Set<(role: Role) => void>();

  constructor(
    private readonly orm: MikroORM,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
  ) {}

  /** Starts following policy changes made on any instance; returns the function that stops. */
  listen(): () => void {
    return this.pubsub.listen('ROLE_POLICY_CHANGED', (event) => {
      if (!(ROLES as readonly string[]).includes(event.role)) return;
      this.cache.delete(event.role as Role);
      this.loaded.delete(event.role as Role);
      for (const listener of this.listeners) listener(event.role as Role);
    });
  }

  /** Called when a role's policy changed here or on another instance (open subscriptions are re-checked). */
  onChange(listener: (role: Role) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The role's policy if it is in memory now (undefined: call `policyFor`). */
  cachedPolicy(role: Role): ReadonlySet<string> | undefined {
    return this.loaded.get(role);
  }

  async policyFor(role: Role): Promise<ReadonlySet<string> | null> {
    let pending = this.cache.get(role);
    if (!pending) {
      pending = this.load(role);
      this.cache.set(role, pending);
      pending.then(
        (policy) => this.cache.get(role) === pending && this.loaded.set(role, policy),
        () => undefined,
      );
    }
    try {
      return await pending;
    } catch (error) {
      if (this.cache.get(role) === pending) this.cache.delete(role);
      this.logger.error({ err: error, role }, 'failed to load role policy; denying all for this request');
      return null;
    }
  }

  /**
   * After a role's policy was committed: drops it here at once and tells every instance,
   * resolving once the pub/sub has taken the message (Redis: handed to the other instances).
   */
  async changed(role: Role): Promise<void> {
    this.cache.delete(role);
    this.loaded.delete(role);
    await this.pubsub.publishConfirmed('ROLE_POLICY_CHANGED', { role });
  }

  private async load(role: Role): Promise<ReadonlySet<string>> {
    const rows = await this.orm.em.fork().find(RolePolicy, { role }, { fields: ['path', 'method'] });
    return new Set(rows.map(apiKey));
  }
}
