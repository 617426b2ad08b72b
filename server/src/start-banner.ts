import path from 'node:path';
import type { Config } from './config/config';
import { readDemoData } from './modules/seeding/seed-demo';

/** What a person starting the server needs first: where to open it, how to sign in, where the data is kept. */
export type StartInfo = {
  url: string;
  mqtt: string;
  /** The SQLite file, or the PostgreSQL server and database (never its credentials). */
  data: string;
  /** The demo accounts and their shared password, when the demo is seeded. */
  demo: { password: string; accounts: { account: string; role: string }[] } | null;
};

/** Where the data lives, without the password a DATABASE_URL may carry. */
export function dataLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `SQLite file ${path.join(config.dataDir, 'maintenance.sqlite')}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export function startInfo(config: Config, url: string, mqttPort: number | null): StartInfo {
  const demo = config.seedDemo ? readDemoData() : null;
  return {
    url,
    mqtt: mqttPort === null ? `external broker ${config.mqttUrl}` : `mqtt://localhost:${mqttPort} (and ${url.replace(/^http/, 'ws')}/mqtt)`,
    data: dataLocation(config),
    demo: demo ? { password: demo.password, accounts: demo.users.map((u) => ({ account: u.account, role: u.role })) } : null,
  };
}

/** The start banner as lines of text, for a terminal. */
export function startBanner(info: StartInfo): string[] {
  const lines = ['', `  Machine Maintenance Cloud is running at ${info.url}`, '', `  MQTT  ${info.mqtt}`, `  Data  ${info.data}`];
  if (info.demo) {
    lines.push('', `  Demo accounts (password ${info.demo.password}):`);
    const width = Math.max(...info.demo.accounts.map((a) => a.account.length));
    for (const a of info.demo.accounts) lines.push(`    ${a.account.padEnd(width)}  ${a.role}`);
  }
  lines.push('');
  return lines;
}
