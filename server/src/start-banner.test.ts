import { loadConfig } from './config/config';
import { dataLocation, startBanner, startInfo } from './start-banner';

describe('start banner', () => {
  it('names the URL, the demo accounts and the SQLite file', () => {
    const config = loadConfig({ DATA_DIR: '/srv/mmc/data' });
    const text = startBanner(startInfo(config, 'http://localhost:4000', 1883)).join('\n');
    expect(text).toContain('running at http://localhost:4000');
    expect(text).toContain('SQLite file /srv/mmc/data/maintenance.sqlite');
    expect(text).toContain('mqtt://localhost:1883');
    expect(text).toContain('Demo accounts (password Demo2026)');
    for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser']) expect(text).toMatch(new RegExp(`\\n    ${account} +\\w`));
  });

  it('names PostgreSQL without its credentials, and no accounts without the demo', () => {
    expect(dataLocation({ dataDir: 'x', databaseUrl: 'postgres://maint:secret@db.local:5433/maintenance' })).toBe('PostgreSQL db.local:5433/maintenance');
    const config = loadConfig({ SEED_DEMO: 'false', DATABASE_URL: 'postgres://maint:secret@db.local/maintenance' });
    const text = startBanner(startInfo(config, 'http://localhost:4000', null)).join('\n');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('Demo accounts');
  });
});
