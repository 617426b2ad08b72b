import { Client as PgClient } from 'pg';

/**
 * Resolves once a session of this PostgreSQL database waits for a lock (a row lock, an advisory
 * lock), checked again every few milliseconds: PostgreSQL has no event for it. Gives up with an
 * error after 10 s; `watch.stop` ends the wait early without one (the caller has its answer).
 */
export async function waitingOnLock(url: string, watch: { stop: boolean } = { stop: false }): Promise<void> {
  const client = new PgClient({ connectionString: url });
  await client.connect();
  try {
    for (const end = Date.now() + 10_000; ; ) {
      const res = await client.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      if (res.rows[0].n > 0 || watch.stop) return;
      if (Date.now() > end) throw new Error('no transaction waited for a lock within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await client.end();
  }
}
