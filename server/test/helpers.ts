import http from 'node:http';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type Config, loadConfig } from '../src/config/config';
import { type AppEdges, type RunningApp, startApp } from '../src/app';
import { createLogger } from '../src/core/logger';
import { parsePhone } from '../src/modules/auth/phone';
import { freshDatabase } from './support/database';
import { sendText, type TextAnswer } from './support/http-text';

export const DEMO_PASSWORD = 'Demo2026';

export { freshDatabase } from './support/database';

export type TestServer = RunningApp & { config: Config; stop(): Promise<void> };

/**
 * Starts the real app on a fresh database; with `sameDatabaseAs`, a second instance
 * on another server's database (scale-out tests), which that server drops. `edges` replaces
 * what lies outside (the SMS gateway, the clock of codes and their limits).
 */
export async function startTestServer(env: Record<string, string> = {}, sameDatabaseAs?: TestServer, edges: AppEdges = {}): Promise<TestServer> {
  const db = sameDatabaseAs
    ? { dataDir: sameDatabaseAs.config.dataDir, databaseUrl: sameDatabaseAs.config.databaseUrl, drop: async () => undefined }
    : await freshDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'silent',
    SIMULATOR: 'false',
    // Suites assert on stored telemetry: no demo history unless a test asks for it.
    SEED_HISTORY_DAYS: '0',
    // The embedded MQTT broker on a random port, so test files can run in parallel.
    MQTT_PORT: '0',
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    ...env,
  });
  const app = await startApp(config, createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), edges);
  return {
    ...app,
    config,
    async stop() {
      await app.close();
      await db.drop();
    },
  };
}

export type GqlResponse<T = Record<string, any>> = {
  status: number;
  body: { data?: T | null; errors?: { message: string; path?: string[]; extensions: Record<string, any> }[] };
  headers: Headers;
};

export type Caller = { token?: string; cookie?: string; headers?: Record<string, string> };

/**
 * fetch, sent once more when it failed before any answer because a kept-alive socket was
 * closed by the server's idle timeout just as the request went out (undici does not retry a
 * POST; on a loaded machine the client's timer runs late and the race is real). Any answer,
 * error statuses included, is returned as it came.
 */
export async function fetchOnFreshSocketIfStale(url: string, init: () => RequestInit): Promise<Response> {
  try {
    return await fetch(url, init());
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const stale = cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET' || /other side closed/.test(cause?.message ?? '');
    if (!stale) throw error;
    return fetch(url, init());
  }
}

/**
 * A POST on the given kept-alive agent, for a file that sends tens of thousands of requests (the
 * fuzz): fetch (undici) took about a third of that file's CPU. Sent once more, on a fresh socket,
 * when a reused socket was closed by the server's idle timeout just as the request went out (see
 * `fetchOnFreshSocketIfStale`). Any answer is returned as it came.
 */
export function postOnFreshSocketIfStale(url: string, headers: Record<string, string>, body: string, agent: http.Agent): Promise<TextAnswer> {
  const first = sendText(url, { method: 'POST', headers, agent }, body);
  return first.answer.catch((error: NodeJS.ErrnoException) => {
    if (!first.request.reusedSocket || error.code !== 'ECONNRESET') throw error;
    return sendText(url, { method: 'POST', headers, agent: false }, body).answer;
  });
}

/** A GraphQL request over real HTTP. */
export async function gql<T = Record<string, any>>(server: { url: string }, query: string, variables?: Record<string, unknown>, as: Caller = {}): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...as.headers };
  if (as.token) headers.authorization = `Bearer ${as.token}`;
  if (as.cookie) headers.cookie = as.cookie;
  const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), headers: res.headers };
}

export const LOGIN = `mutation Login($account: String!, $password: String!) {
  login(account: $account, password: $password) { token expiresAt user { id account role tenantId } }
}`;

/** Signs in and returns the bearer token. */
export async function loginAs(server: { url: string }, account: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await gql(server, LOGIN, { account, password });
  if (!res.body.data?.login) throw new Error(`login failed for ${account}: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.login.token as string;
}

/** A clock for the edge (`startTestServer(..., { now: clock.now })`) that moves only when told. */
export function manualClock(start = Date.now()) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

export const SEND_CODE = 'mutation Send($phone: String!, $purpose: CodePurpose!) { sendVerificationCode(phone: $phone, purpose: $purpose) }';
export const PHONE_LOGIN = 'mutation PhoneLogin($phone: String!, $code: String!) { loginWithPhone(phone: $phone, code: $code) { token expiresAt user { account role } } }';
export const RESET_WITH_CODE = 'mutation ResetWithCode($phone: String!, $code: String!, $newPassword: String!) { resetPasswordWithCode(phone: $phone, code: $code, newPassword: $newPassword) }';

/** Asks a code for a phone and reads it from the development provider's outbox. */
export async function codeFor(server: TestServer, phone: string, purpose: 'login' | 'reset', as: Caller = {}): Promise<string> {
  const e164 = parsePhone(phone)?.e164 ?? phone;
  const before = server.services.smsOutbox.latest(e164);
  const res = await gql(server, SEND_CODE, { phone, purpose }, as);
  if (res.body.errors) throw new Error(`sendVerificationCode failed: ${JSON.stringify(res.body.errors)}`);
  const sent = server.services.smsOutbox.latest(e164);
  if (!sent || sent === before) throw new Error(`no code texted to ${phone}`);
  return sent.code;
}

export function errorOf(res: GqlResponse) {
  return res.body.errors?.[0]?.extensions ?? {};
}

/** A graphql-ws client like an integrator's, over a real WebSocket. */
export function wsClient(server: { url: string }, connectionParams?: Record<string, unknown>, headers?: Record<string, string>): WsClient {
  return createClient({
    url: server.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Opens a raw socket and resolves with how the server closed it. */
export function rawSocket(url: string, options: { headers?: Record<string, string>; protocol?: string } = {}) {
  const socket = new WebSocket(url.replace('http', 'ws') + '/graphql', options.protocol ?? 'graphql-transport-ws', { headers: options.headers });
  const messages: any[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { statusCode: res.statusCode })));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const nextMessage = () =>
    new Promise<any>((resolve) => {
      if (messages.length) return resolve(messages.shift());
      socket.once('message', () => resolve(messages.shift()));
    });
  return { socket, opened, closed, messages, nextMessage };
}

/**
 * Resolves once `condition` holds, checking again after each turn of the event loop and
 * each timer tick; for state with no event to await (a server-side cleanup). Fails after `ms`.
 */
export async function eventually(condition: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`${what} did not hold within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
