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

  it('serves the app (or says how to build it) for client routes', async () => {
    const res = await fetch(`${server.url}/deviceoverviewkanban?uuid=x`);
    expect([200, 503]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^text\/(html|plain)/);
  });
});
