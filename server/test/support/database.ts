import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client as PgClient } from 'pg';

let counter = 0;

/**
 * A fresh database for one server: a SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL points at a throw-away PostgreSQL (the test command starts one),
 * a new database on it that is dropped afterwards.
 */
export async function freshDatabase(): Promise<{ databaseUrl?: string; dataDir: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-test-'));
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `mmc_test_${process.pid}_${++counter}_${Date.now() % 100000}`;
  const client = new PgClient({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new PgClient({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
