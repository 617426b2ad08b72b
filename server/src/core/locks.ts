import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';

/**
 * Holds locks on these keys until the transaction `tx` ends, so that requests that check a rule
 * and then write (a factory number or a phone not taken yet, one administrator per device, at
 * most 20 tokens) run one after the other for the same key: the second one's check sees the
 * first one's rows. Checks and writes must both run on `tx`.
 *
 * PostgreSQL: an advisory lock per key, taken in a fixed order so two requests cannot deadlock.
 * SQLite: nothing to take; its one connection runs one transaction at a time.
 */
export async function lockKeys(tx: EntityManager, ...keys: string[]): Promise<void> {
  if (!tx.isInTransaction()) throw new Error('lockKeys needs a transaction: its locks last until it ends');
  if (!(tx.getPlatform() instanceof PostgreSqlPlatform)) return;
  for (const key of [...new Set(keys)].sort()) await (tx as SqlEntityManager).execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
}
