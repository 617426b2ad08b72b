import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 as SqliteInitial } from './sqlite/Migration20261122000000';
import { Migration20261122000000 as PostgresInitial } from './postgresql/Migration20261122000000';

/** Migrations are listed here so they run the same from TypeScript (tests) and compiled JavaScript. */
export const SQLITE_MIGRATIONS: MigrationObject[] = [{ name: 'Migration20261122000000', class: SqliteInitial }];
export const POSTGRES_MIGRATIONS: MigrationObject[] = [{ name: 'Migration20261122000000', class: PostgresInitial }];
