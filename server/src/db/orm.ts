import fs from 'node:fs';
import path from 'node:path';
import { DataloaderType, MikroORM, type Options } from '@mikro-orm/core';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Config } from '../config/config';
import { ENTITIES } from './entities';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from './migrations';

export type Dialect = 'sqlite' | 'postgresql';

export function dialectOf(config: Pick<Config, 'databaseUrl'>): Dialect {
  return config.databaseUrl ? 'postgresql' : 'sqlite';
}

/** ORM options for the configured database; `forGeneration` uses migration folders instead of the compiled list. */
export function ormOptions(config: Pick<Config, 'databaseUrl' | 'dataDir'>, forGeneration = false): Options {
  const dialect = dialectOf(config);
  const common = {
    entities: ENTITIES,
    dataloader: DataloaderType.ALL,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // A tenant-owned row carries its own scope filter; joining its tenant to filter that too is redundant work on every read.
    autoJoinRefsForFilters: false,
    debug: false,
  } satisfies Options;
  const migrations = forGeneration
    ? { path: path.join(__dirname, '..', '..', 'src', 'db', 'migrations', dialect), emit: 'ts' as const, snapshot: false }
    : {
        migrationsList: dialect === 'sqlite' ? SQLITE_MIGRATIONS : POSTGRES_MIGRATIONS,
        snapshot: false,
        silent: true,
        // Each migration in its own transaction: a SQLite table rebuild must run with foreign keys off, which only works outside one.
        allOrNothing: false,
      };
  if (dialect === 'postgresql') {
    return { ...common, driver: PostgreSqlDriver, clientUrl: config.databaseUrl, migrations } as Options;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    driver: BetterSqliteDriver,
    dbName: path.join(config.dataDir, 'maintenance.sqlite'),
    migrations,
    pool: { afterCreate: (conn: { pragma?: (s: string) => void }, done: (e: unknown, c: unknown) => void) => {
      // WAL lets readers proceed while the ingest writes; foreign keys are off by default in SQLite.
      conn.pragma?.('journal_mode = WAL');
      conn.pragma?.('foreign_keys = ON');
      done(null, conn);
    } },
  } as Options;
}

/** Connects and applies pending migrations: the schema is always current after start. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(config));
  await orm.getMigrator().up();
  return orm;
}
