import { randomUUID } from 'node:crypto';
import { type ChangeSet, ChangeSetType, type EntityManager, type EventSubscriber, type FlushEventArgs, type MikroORM, type TransactionEventArgs } from '@mikro-orm/core';
import type { PubSub } from '../../core/pubsub';
import type { CallerCache, CallerInvalidation } from './caller-cache';

type ChangeRow = { entity: string; type: `${ChangeSetType}`; id: number; fields: readonly string[] };

/**
 * What cached callers a set of written rows makes stale: any change or removal of a
 * session, an integrator token or a user (revocation, role, tenant, language, deletion),
 * and a tenant added, removed or moved (scopes are computed from the tree). New sessions,
 * tokens and users change nothing cached.
 */
export function invalidationOf(rows: readonly ChangeRow[]): CallerInvalidation | null {
  const sessionIds: number[] = [];
  const apiTokenIds: number[] = [];
  const userIds: number[] = [];
  let all = false;
  for (const row of rows) {
    const changed = row.type !== ChangeSetType.CREATE;
    if (row.entity === 'Session' && changed) sessionIds.push(row.id);
    else if (row.entity === 'ApiToken' && changed) apiTokenIds.push(row.id);
    else if (row.entity === 'User' && changed) userIds.push(row.id);
    else if (row.entity === 'Tenant' && (!(row.type === ChangeSetType.UPDATE || row.type === ChangeSetType.UPDATE_EARLY) || row.fields.includes('parent'))) all = true;
  }
  return sessionIds.length || apiTokenIds.length || userIds.length || all ? { sessionIds, apiTokenIds, userIds, all } : null;
}

const rowOf = (cs: ChangeSet<object>): ChangeRow => ({
  entity: cs.meta.className,
  type: cs.type,
  id: Number(cs.getPrimaryKey()),
  fields: Object.keys(cs.payload ?? {}),
});

const merge = (a: CallerInvalidation, b: CallerInvalidation): CallerInvalidation => ({
  sessionIds: [...a.sessionIds, ...b.sessionIds],
  apiTokenIds: [...a.apiTokenIds, ...b.apiTokenIds],
  userIds: [...a.userIds, ...b.userIds],
  all: a.all || b.all,
});

/**
 * Keeps every instance's caller cache true to the database. Watches what the ORM writes
 * (so each mutation that changes a session, integrator token, user or tenant is covered without calling
 * anything) and, once it is committed, drops the stale entries here at once and
 * publishes the change to the other instances (through Redis when REDIS_URL is set),
 * waiting until Redis has taken it so a sign-out answered here is refused everywhere.
 *
 * Writes that bypass the unit of work (`nativeUpdate`, query-builder updates, raw SQL)
 * are not seen: the cache's TTL bounds how long they go unnoticed; do not change
 * sessions, users or tenants that way.
 */
export function connectCallerInvalidation(orm: MikroORM, pubsub: PubSub, cache: CallerCache, onError: (error: unknown) => void): () => void {
  const origin = randomUUID();
  const stopListening = pubsub.listen('CALLER_INVALIDATED', (event) => {
    // `apiTokenIds` may be missing from an instance of an older version during a rolling update.
    if (event.origin !== origin) cache.invalidate({ ...event, apiTokenIds: event.apiTokenIds ?? [] });
  });
  const apply = async (change: CallerInvalidation) => {
    cache.invalidate(change);
    try {
      await pubsub.publishConfirmed('CALLER_INVALIDATED', { origin, sessionIds: [...change.sessionIds], apiTokenIds: [...change.apiTokenIds], userIds: [...change.userIds], all: change.all });
    } catch (error) {
      onError(error);
    }
  };
  // Changes flushed inside an explicit transaction, applied again once it commits.
  const pending = new WeakMap<EntityManager, CallerInvalidation>();

  const subscriber: EventSubscriber = {
    async afterFlush({ em, uow }: FlushEventArgs) {
      const change = invalidationOf(uow.getChangeSets().map(rowOf));
      if (!change) return;
      // Outside a transaction the flush has committed. Inside one, drop now too (so this
      // instance stops using the old state at once), and again after the commit: a read
      // in between still sees the old rows and may have cached them.
      await apply(change);
      if (em.isInTransaction()) {
        const before = pending.get(em);
        pending.set(em, before ? merge(before, change) : change);
      }
    },
    async afterTransactionCommit({ em }: TransactionEventArgs) {
      const change = pending.get(em);
      if (!change) return;
      pending.delete(em);
      await apply(change);
    },
    afterTransactionRollback({ em }: TransactionEventArgs) {
      pending.delete(em);
    },
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
  return stopListening;
}
