import net from 'node:net';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { LIMITS } from '../src/graphql/security';
import { eventually, gql, loginAs, startTestServer, type TestServer } from './helpers';

/**
 * Each signed-in user's `/graphql` requests over HTTP go through its lane: at most
 * HTTP_MAX_REQUESTS_PER_USER of them worked on at once, the others waiting their turn, so that
 * one user's burst cannot make everyone else wait (core/caller-lanes.ts).
 */
describe('requests of one user take turns', () => {
  let server: TestServer;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    server = await startTestServer({ HTTP_MAX_REQUESTS_PER_USER: '2' });
    token = await loginAs(server, 'tenantadmin');
    userId = Number((await gql(server, '{ me { id } }', {}, { token })).body.data!.me.id);
  });
  afterAll(() => server.stop());

  interface RawRequest {
    socket: net.Socket;
    /** The raw HTTP answer, once the server has sent it and closed the connection. */
    answer: Promise<string>;
    /** Sends the rest of the body. */
    finish(): void;
  }

  /** A request on its own connection whose body is sent only up to `sent` characters until `finish`: it holds its place while the body is read. */
  const rawRequest = (query: string, sent = Infinity, headers: Record<string, string> = {}): RawRequest => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    const body = JSON.stringify({ query });
    const head = Object.entries({ authorization: `Bearer ${token}`, ...headers }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`POST /graphql HTTP/1.1\r\nhost: test\r\nconnection: close\r\ncontent-type: application/json\r\n${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, sent));
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
    return { socket, answer, finish: () => socket.write(body.slice(sent)) };
  };

  it("makes a user's requests past its places wait in order, while another user's are answered, and never runs one whose client went away", async () => {
    const lanes = server.services.lanes;
    const first = rawRequest('{ me { account } }', 5);
    const second = rawRequest('{ me { account } }', 5);
    await eventually(() => lanes.runningOf(userId) === 2, 5000, 'both places taken by bodies being read');

    // The same user from another sign-in shares the lane: its request waits.
    const otherSession = await loginAs(server, 'tenantadmin');
    let thirdDone = false;
    const third = gql(server, '{ me { account } }', {}, { token: otherSession }).finally(() => (thirdDone = true));
    await eventually(() => lanes.waitingOf(userId) === 1, 5000, 'the third request waiting');

    // A request whose client goes away while it waits is taken out of the queue and never runs.
    const abandoned = rawRequest('mutation { createDashboard(input: { name: "never run" }) { id } }');
    await eventually(() => lanes.waitingOf(userId) === 2, 5000, 'the abandoned request waiting');
    abandoned.socket.destroy();
    await eventually(() => lanes.waitingOf(userId) === 1, 5000, 'the abandoned request out of the queue');

    // Another user, meanwhile: answered, database reads included.
    const other = await gql(server, '{ devices(pageSize: 5) { total } }', {}, { token: await loginAs(server, 'maintadmin') });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data!.devices.total).toBeGreaterThan(0);
    expect(thirdDone).toBe(false);
    expect(lanes.waitingOf(userId)).toBe(1);

    // A place given back goes to the waiting request.
    first.finish();
    expect(await first.answer).toMatch(/^HTTP\/1\.1 200[\s\S]*"account":"tenantadmin"/);
    const answered = await third;
    expect(answered.status).toBe(200);
    expect(answered.body.data!.me.account).toBe('tenantadmin');
    second.finish();
    expect(await second.answer).toMatch(/^HTTP\/1\.1 200/);
    await eventually(() => lanes.callers === 0, 5000, 'the lane forgotten once empty');
    const never = await gql(server, '{ dashboards(name: "never run", page: 1, pageSize: 10) { total } }', {}, { token });
    expect(never.body.data!.dashboards.total).toBe(0);
  });

  // SQLite has one connection: a transaction held open makes the caller's look-up wait (PostgreSQL has a pool of them).
  (process.env.TEST_DATABASE_URL ? it.skip : it)('takes no place for a request whose client went away while its caller was being looked up', async () => {
    const lanes = server.services.lanes;
    // A fresh sign-in: its token has not been looked up yet.
    const fresh = await loginAs(server, 'tenantadmin');
    const em = server.services.orm.em.fork() as SqlEntityManager;
    await em.begin();
    await em.execute('select 1');
    const pool = em.getKnex().client.pool as { numPendingAcquires(): number };
    const serverSides: net.Socket[] = [];
    const onConnection = (socket: net.Socket) => serverSides.push(socket);
    server.httpServer.on('connection', onConnection);
    try {
      const before = pool.numPendingAcquires();
      // Exports (their place is given back at the response's 'close'), as many as the user has places: kept, they would hold the lane for good.
      const gone = [0, 1].map(() => {
        const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
        socket.on('error', () => undefined);
        socket.write(`GET /customer/export HTTP/1.1\r\nhost: test\r\nauthorization: Bearer ${fresh}\r\n\r\n`);
        return socket;
      });
      await eventually(() => pool.numPendingAcquires() >= before + 2, 5000, 'both look-ups waiting for the database');
      for (const socket of gone) socket.destroy();
      await eventually(() => serverSides.length >= 2 && serverSides.every((socket) => socket.destroyed), 5000, 'the server seeing both clients gone');
    } finally {
      server.httpServer.off('connection', onConnection);
      await em.commit();
    }
    await eventually(() => pool.numPendingAcquires() === 0, 5000, 'the look-ups done');
    const exported = await fetch(`${server.url}/customer/export`, { headers: { authorization: `Bearer ${fresh}` } });
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    await eventually(() => lanes.callers === 0, 5000, 'no place kept');
  });

  it("takes the customer export's turn in the same lane: it waits while the user's places are taken, and another tenant's export is served meanwhile", async () => {
    const lanes = server.services.lanes;
    const held = [rawRequest('{ me { account } }', 5), rawRequest('{ me { account } }', 5)];
    await eventually(() => lanes.runningOf(userId) === 2, 5000, 'both places taken');
    let exported: Response | null = null;
    const waitingExport = fetch(`${server.url}/customer/export`, { headers: { authorization: `Bearer ${token}` } }).then((res) => (exported = res));
    await eventually(() => lanes.waitingOf(userId) === 1, 5000, 'the export waiting');
    const rival = await fetch(`${server.url}/customer/export`, { headers: { authorization: `Bearer ${await loginAs(server, 'rivaladmin')}` } });
    expect(rival.status).toBe(200);
    expect((await rival.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(exported).toBeNull();
    for (const request of held) request.finish();
    const answer = await waitingExport;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/spreadsheetml/);
    await answer.arrayBuffer();
    await Promise.all(held.map((request) => request.answer));
    await eventually(() => lanes.callers === 0, 5000, 'every place given back');
  });

  it("answers 1013 in the caller's language, without reading the body, to a request past the waiting ones, and takes the user's requests again once there is room", async () => {
    const lanes = server.services.lanes;
    const held = [rawRequest('{ me { account } }', 5), rawRequest('{ me { account } }', 5)];
    await eventually(() => lanes.runningOf(userId) === 2, 5000, 'both places taken');
    const waiting = Array.from({ length: LIMITS.maxWaitingRequestsPerUser }, () => rawRequest('{ me { account } }'));
    await eventually(() => lanes.waitingOf(userId) === LIMITS.maxWaitingRequestsPerUser, 10_000, 'the queue full');

    const refused = await gql(server, '{ me { account } }', {}, { token, headers: { 'accept-language': 'zh-CN' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body.errors![0]).toMatchObject({ message: '服务器繁忙，请几秒后再试', extensions: { errorno: 1013 } });
    expect(lanes.waitingOf(userId)).toBe(LIMITS.maxWaitingRequestsPerUser);

    // Not signed in: no lane (a sign-in is not held up by a user's full queue).
    expect((await gql(server, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });

    for (const request of held) request.finish();
    const answers = await Promise.all([...held, ...waiting].map((request) => request.answer));
    expect(answers.filter((answer) => /^HTTP\/1\.1 200[\s\S]*"account":"tenantadmin"/.test(answer))).toHaveLength(answers.length);
    expect((await gql(server, '{ me { account } }', {}, { token })).body.data!.me.account).toBe('tenantadmin');
  });
});
