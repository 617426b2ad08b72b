import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET whose body is kept as it came over the wire (fetch would decode it). */
const getRaw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });

/**
 * The built client as the server sends it: a script in the smallest encoding the browser accepts
 * (the build writes .br and .gz beside it), the same bytes once decoded, and the SPA's routes.
 */
describe('the built client over HTTP', () => {
  let server: TestServer;
  let dist: string;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "machine ${i}" }`).join(', ')}];\n`;
  const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';

  beforeAll(async () => {
    // A dist of our own, as `npm run build` lays it out: a test must not depend on whether the client was built.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, SCRIPT_PATH), script);
    fs.writeFileSync(path.join(dist, `${SCRIPT_PATH}.br`), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, `${SCRIPT_PATH}.gz`), gzipSync(script));
    // A file the build did not compress (under its 1 KiB threshold).
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-Zz99Yy88.js'), 'export {};\n');
    // A file outside assets/, not named by its content.
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a script as brotli to a browser that takes it, and the bytes decode to the script', async () => {
    const res = await getRaw(`${server.url}${SCRIPT_PATH}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(res.headers.vary).toContain('Accept-Encoding');
    // Named by its content: kept for good (a new build is new names).
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(script);
  });

  it('sends gzip to a client that takes only gzip, and the script as it is to one that names no encoding', async () => {
    const gzip = await getRaw(`${server.url}${SCRIPT_PATH}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(script);

    const plain = await getRaw(`${server.url}${SCRIPT_PATH}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('sends a file without compressed copies as it is, and a missing one as 404; only assets/ is kept for good', async () => {
    const tiny = await getRaw(`${server.url}/assets/tiny-Zz99Yy88.js`, { 'accept-encoding': 'br, gzip' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('export {};\n');
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Outside assets/ a file may change under the same name: kept an hour.
    const icon = await getRaw(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await getRaw(`${server.url}/assets/missing-00000000.js`, { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it("answers the app's routes with index.html, and a path that does not decode without a server failure", async () => {
    const route = await getRaw(`${server.url}/deviceoverviewkanban`, { 'accept-encoding': 'br, gzip' });
    expect(route.status).toBe(200);
    expect(route.body.toString('utf8')).toContain('<div id="root">');
    // The page that names the current build's files is asked for every time.
    expect(route.headers['cache-control']).toBe('public, max-age=0');
    const malformed = await getRaw(`${server.url}/assets/%E0%A4%A.js`, { 'accept-encoding': 'br' });
    expect(malformed.status).toBe(404);
    const malformedRoute = await getRaw(`${server.url}/%E0%A4%A`, { 'accept-encoding': 'br' });
    expect(malformedRoute.status).toBeLessThan(500);
  });
});
