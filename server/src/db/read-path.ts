/**
 * The fast read path: plain rows from statements prepared once, for the hot lists every
 * client and integrator polls (the devices of a kanban, ...), where building SQL with the
 * ORM, preparing it and hydrating entities cost most of a request.
 *
 * Tenancy by construction: a read names the column that owns its rows (`tenantColumn`) and
 * takes the caller's `TenantScope`; the scope's condition is always part of the statement
 * (every tenant for super_admin, none for an empty scope), as the ORM's filter would be.
 * SQL text depends only on the shape of a read, never on its values (lists are passed as
 * one JSON or array parameter), so each shape is prepared once:
 *   - SQLite: a read-only better-sqlite3 connection of its own on the database file (WAL
 *     lets it read while the ORM writes), statements cached by text;
 *   - PostgreSQL: a small `pg` pool with named statements, which the server prepares once
 *     per connection.
 * This is the one place raw SQL runs for requests and for the durable jobs' looks (the conventions
 * test checks).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { TenantScope } from '../core/tenancy';

export type Dialect = 'sqlite' | 'postgresql';

/** A read of one shape: everything but the values is fixed, so it is prepared once. */
export type ReadShape = {
  /**
   * `select ... from ... [join ...]`. No placeholders of its own; a joined tenant-owned table
   * puts `{{scope:p.tenant_id}}` in its join condition, which becomes the scope's condition.
   */
  select: string;
  /** The column holding the owning tenant of each row, e.g. `d.tenant_id`. */
  tenantColumn: string;
  /** Extra conditions, joined with `and`; placeholders `?`. */
  where?: string[];
  /** `order by ...` (and `limit ? offset ?` when paged) after the conditions. */
  tail?: string;
};

/** A list of integers as one statement parameter: a JSON array for SQLite, an integer array for PostgreSQL. */
export type IntList = { ints: readonly number[] };
export const intList = (ints: readonly number[]): IntList => ({ ints });
type Param = string | number | null | IntList;

export interface ReadPath {
  readonly dialect: Dialect;
  /** Rows of a read for this scope. Columns come back as the driver gives them (snake_case aliases advised). */
  rows<T>(scope: TenantScope, shape: ReadShape, params: readonly Param[]): Promise<T[]>;
  close(): Promise<void>;
}

/** `x in <list>` for a list parameter, in the dialect's form. */
export function inList(dialect: Dialect, column: string): string {
  return dialect === 'sqlite' ? `${column} in (select value from json_each(?))` : `${column} = any(?::int[])`;
}

/** An instant as a statement parameter: SQLite keeps the ORM's datetimes as epoch milliseconds, PostgreSQL as `timestamptz`. */
export function timeParam(dialect: Dialect, at: Date): string | number {
  return dialect === 'sqlite' ? at.getTime() : at.toISOString();
}

/** The statement text and parameters of a read for a scope (exported for tests). */
export function statementOf(dialect: Dialect, scope: TenantScope, shape: ReadShape, params: readonly Param[]): { text: string; values: Param[] } {
  const ids = scope.filterArgs().ids;
  const joinValues: Param[] = [];
  const select = shape.select.replace(/\{\{scope:([\w.]+)\}\}/g, (_whole, column: string) => {
    if (ids === null) return '1 = 1';
    joinValues.push(intList(ids));
    return inList(dialect, column);
  });
  if (/\?/.test(shape.select)) throw new Error('a read shape takes its parameters in `where` and `tail`, not in `select`');
  const conditions = [...(ids === null ? [] : [inList(dialect, shape.tenantColumn)]), ...(shape.where ?? [])];
  const values = [...joinValues, ...(ids === null ? [] : [intList(ids)]), ...params];
  const text = `${select}${conditions.length ? ` where ${conditions.join(' and ')}` : ''}${shape.tail ? ` ${shape.tail}` : ''}`;
  return { text, values };
}

const toDriver = (dialect: Dialect, value: Param): unknown => (typeof value === 'object' && value !== null ? (dialect === 'sqlite' ? JSON.stringify(value.ints) : value.ints) : value);

class SqliteReadPath implements ReadPath {
  readonly dialect = 'sqlite' as const;
  private readonly db: InstanceType<typeof Database>;
  private readonly statements = new Map<string, ReturnType<InstanceType<typeof Database>['prepare']>>();

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
  }

  async rows<T>(scope: TenantScope, shape: ReadShape, params: readonly Param[]): Promise<T[]> {
    const { text, values } = statementOf(this.dialect, scope, shape, params);
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.db.prepare(text)));
    return Reflect.apply(statement.all, statement, values.map((v) => toDriver(this.dialect, v))) as T[];
  }

  async close() {
    this.db.close();
  }
}

class PostgresReadPath implements ReadPath {
  readonly dialect = 'postgresql' as const;
  private readonly pool: pg.Pool;
  private readonly names = new Map<string, { name: string; text: string }>();

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 4 });
  }

  async rows<T>(scope: TenantScope, shape: ReadShape, params: readonly Param[]): Promise<T[]> {
    const { text, values } = statementOf(this.dialect, scope, shape, params);
    let named = this.names.get(text);
    if (!named) {
      let n = 0;
      const numbered = text.replace(/\?/g, () => `$${++n}`);
      this.names.set(text, (named = { name: `read_${createHash('sha1').update(numbered).digest('hex').slice(0, 16)}`, text: numbered }));
    }
    const result = await this.pool.query({ ...named, values: values.map((v) => toDriver(this.dialect, v)) });
    return result.rows as T[];
  }

  async close() {
    await this.pool.end();
  }
}

export function openReadPath(config: { databaseUrl?: string; dataDir: string }): ReadPath {
  return config.databaseUrl ? new PostgresReadPath(config.databaseUrl) : new SqliteReadPath(path.join(config.dataDir, 'maintenance.sqlite'));
}
