import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers';

/** The login page's background and logo come from a JSON file the server serves as it is on disk. */
describe('content configuration', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-content-'));
    fs.copyFileSync(path.resolve(__dirname, '..', '..', 'content', 'content-config.json'), path.join(dir, 'content-config.json'));
    fs.copyFileSync(path.resolve(__dirname, '..', '..', 'content', 'logo.svg'), path.join(dir, 'logo.svg'));
    server = await startTestServer({ CONTENT_DIR: dir });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shipped configuration (the login look) and the pictures beside it', async () => {
    const res = await fetch(`${server.url}/content-config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const config = (await res.json()) as { login: { background: string; logo: string } };
    expect(config.login).toEqual({ background: 'linear-gradient(to bottom right, #14204a, #0c5c72)', logo: '/content/logo.svg' });
    const logo = await fetch(`${server.url}${config.login.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves an edit at once, without a rebuild or a restart', async () => {
    const edited = { login: { background: '#222', logo: '/content/brand.png' }, maps: { token: 'abc' } };
    fs.writeFileSync(path.join(dir, 'content-config.json'), JSON.stringify(edited));
    expect(await (await fetch(`${server.url}/content-config.json`)).json()).toEqual(edited);
  });

  it('answers 404 when the file is gone, and for files outside the folder', async () => {
    fs.rmSync(path.join(dir, 'content-config.json'));
    expect((await fetch(`${server.url}/content-config.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/content/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/content/missing.png`)).status).toBe(404);
  });
});
