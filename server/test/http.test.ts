import { SECURITY_HEADERS } from '../src/http/express-app';
import { startTestServer, type TestServer } from './helpers';

describe('web client routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers a missing static file with 404 instead of the app page', async () => {
    const res = await fetch(`${server.url}/static/demo/does-not-exist.png`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('sends the security headers with the app, its files and the site routes: scripts of this site only, no framing by another site', async () => {
    for (const path of ['/', '/customDashboard/view?id=1', '/healthz', '/files/ncmaintain/none.png']) {
      const res = await fetch(`${server.url}${path}`);
      const sent = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]));
      expect(sent).toEqual(SECURITY_HEADERS);
    }
    expect(SECURITY_HEADERS['content-security-policy']).toContain("script-src 'self'");
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('answers another method on the health check with 405 naming the allowed ones, and any other unknown request with a plain 404', async () => {
    const health = await fetch(`${server.url}/healthz`, { method: 'POST' });
    expect(health.status).toBe(405);
    expect(health.headers.get('allow')).toBe('GET, HEAD');
    expect(health.headers.get('content-type')).toMatch(/^text\/plain/);
    for (const [method, path] of [['POST', '/deviceoverviewkanban'], ['DELETE', '/'], ['PUT', '/content-config.json'], ['PATCH', '/no/such/path']]) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect([method, path, res.status, res.headers.get('content-type')?.split(';')[0]]).toEqual([method, path, 404, 'text/plain']);
      expect(await res.text()).toBe('Not found');
    }
    expect((await fetch(`${server.url}/healthz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('serves the app (or says how to build it) for client routes', async () => {
    const res = await fetch(`${server.url}/deviceoverviewkanban?uuid=x`);
    expect([200, 503]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^text\/(html|plain)/);
  });
});
