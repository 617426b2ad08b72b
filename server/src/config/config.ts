import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const boolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || schemes.some((s) => v.startsWith(`${s}://`)), {
      message: `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    })
    .transform((v) => (v ? v : undefined));

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as Asia/Shanghai' },
);

const port = (fallback: number) => z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(fallback);

const schema = z.object({
  PORT: port(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']),
  MQTT_URL: urlWithScheme(['mqtt', 'mqtts', 'ws', 'wss', 'tcp']),
  MQTT_PORT: port(1883),
  REDIS_URL: urlWithScheme(['redis', 'rediss']),
  MQTT_INGEST_CLIENT_ID: z.string().min(1).max(64).optional(),
  MQTT_SHARE_GROUP: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { message: 'must be 1-32 letters, digits, _ or -' }).default('ingest'),
  MQTT_MAX_PACKET_BYTES: z.coerce.number({ message: 'must be a number' }).int().min(1024).max(268_435_460).default(65_536),
  MQTT_MAX_PARAMETERS_PER_DEVICE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(200),
  MQTT_MAX_FACTS_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1_000_000).default(600),
  MQTT_MAX_VALUE_BYTES: z.coerce.number({ message: 'must be a number' }).int().min(16).max(16_384).default(4096),
  MQTT_MAX_PASSWORD_CHECKS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(64),
  MQTT_MAX_CONNECTIONS_PER_DEVICE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(8),
  MAX_PASSWORD_CHECKS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(32),
  FILES_MAX_BYTES_PER_USER_DAY: z.coerce.number({ message: 'must be a number' }).int().min(1024 * 1024).max(Number.MAX_SAFE_INTEGER).default(2 * 1024 ** 3),
  MAX_IMPORTS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(64).default(2),
  DEVICE_OFFLINE_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(86400).default(120),
  /** How often each instance looks for due repair reminders and due maintenance plans. */
  REMINDER_POLL_MS: z.coerce.number({ message: 'must be a number' }).int().min(100).max(600_000).default(5000),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TIME_ZONE: timeZone.default('Asia/Shanghai'),
  SEED_DEMO: boolean(true),
  SEED_HISTORY_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(366).default(60),
  SIMULATOR: boolean(true),
  TRUST_PROXY: boolean(false),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])),
  WS_INIT_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(100).max(60000).default(3000),
  HTTP_BODY_BUFFER_BYTES: z.coerce.number({ message: 'must be a number' }).int().min(4 * 1024 * 1024).max(4 * 1024 ** 3).default(64 * 1024 * 1024),
  HTTP_ANSWER_BUFFER_BYTES: z.coerce.number({ message: 'must be a number' }).int().min(64 * 1024 * 1024).max(4 * 1024 ** 3).default(256 * 1024 * 1024),
  HTTP_ANSWER_BUFFER_BYTES_PER_USER: z.coerce.number({ message: 'must be a number' }).int().min(40 * 1024 * 1024).max(4 * 1024 ** 3).default(64 * 1024 * 1024),
  HTTP_MAX_REQUESTS_PER_USER: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(4),
  WS_MAX_SOCKETS_PER_CREDENTIAL: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(100),
  WS_MAX_SUBSCRIPTIONS_PER_USER: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1_000_000).default(1000),
  WS_MAX_SUBSCRIPTIONS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000_000).default(50_000),
  LOGIN_MAX_FAILURES: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(5),
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100000).default(10),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100000).default(100),
  LOGIN_WINDOW_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(86400).default(900),
  CALLER_CACHE_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(300).default(30),
  PHONE_PREFIX: z.string().regex(/^(\+|\d{0,4})$/, { message: 'must be + or up to 4 digits' }).default('00'),
  SMS_PHONE_DAILY_MAX: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(10),
  SMS_ADDRESS_DAILY_MAX: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100000).default(30),
  SMS_OUTBOX_HTTP: boolean(false),
  CLIENT_DIST: z.string().optional(),
  CONTENT_DIR: z.string().min(1).optional(),
  FILES_DIR: z.string().min(1).optional(),
  // An HMAC-SHA256 key: long enough that it cannot be guessed (256 bits as hex, or any 32+ characters).
  FILE_LINK_SECRET: z.string().min(32, { message: 'must have at least 32 characters' }).max(1024).optional(),
});

export type Config = {
  /** NODE_ENV=production: a deployment (the development SMS provider then writes no codes to the log). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise a SQLite file under dataDir. */
  databaseUrl?: string;
  /** External broker when set; otherwise the embedded broker listens on mqttPort. */
  mqttUrl?: string;
  mqttPort: number;
  /** Client id of the ingest's persistent session on an external broker; stable across restarts. */
  mqttIngestClientId: string;
  /** Shared-subscription group of the ingest (`$share/{group}/...`): instances in one group split the messages. */
  mqttShareGroup: string;
  /**
   * Largest MQTT packet (fixed header included) a client may send to the embedded broker,
   * over TCP and over WebSocket; a larger one closes the connection before the packet is read.
   */
  mqttMaxPacketBytes: number;
  /**
   * Distinct parameters kept per device (ingest and live state). The named parameters of
   * the live-data list and the configured parameter formats are always kept; other keys
   * (any `WHstatus_...`) only while the device has fewer.
   */
  /** Facts (status changes, alarms, piece counts) one device may have stored per minute on this instance; more are refused. */
  mqttMaxFactsPerMinute: number;
  mqttMaxParametersPerDevice: number;
  /** Largest value (as JSON, in bytes) the ingest takes and the live state keeps; larger ones are refused. */
  mqttMaxValueBytes: number;
  /**
   * Device password checks (argon2 verifies of the embedded broker) in progress at once, over
   * all devices and addresses; a connect that needs one beyond it is answered CONNACK 3 (try
   * later). 64 verifies take about half a second on a 2-core machine; the simulator connects 32
   * machines at a time.
   */
  mqttMaxPasswordChecks: number;
  /** Connections one device credential may have open at once on the embedded broker (a machine needs one); one more is answered CONNACK 3. */
  mqttMaxConnectionsPerDevice: number;
  /**
   * Password checks of the API (sign-in, password change, a device's log-out) in progress at
   * once, over all accounts and addresses; one beyond it is answered errorno 1012 (try again).
   */
  maxPasswordChecks: number;
  /** Workbooks (spec-parameter and customer imports) read at once on this instance; one more is answered 1013 (503). */
  maxImports: number;
  /** Bytes one user may upload through `/files` in 24 hours (over all its tenants); one more is refused with errorno 1044. */
  filesMaxBytesPerUserDay: number;
  /** Redis pub/sub when set, so every instance's subscribers get what any instance ingested. */
  redisUrl?: string;
  /** A device silent for longer becomes Offline (with a recorded status change). */
  deviceOfflineSeconds: number;
  reminderPollMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  timeZone: string;
  seedDemo: boolean;
  /** Days of simulated history the demo devices get when the demo is seeded (0: none). */
  seedHistoryDays: number;
  simulator: boolean;
  trustProxy: boolean;
  /** Extra origins allowed to open a WebSocket; the page's own host is always allowed. */
  allowedOrigins: string[];
  wsInitTimeoutMs: number;
  /** Open WebSockets of one session or API token on this instance; one more is closed with 1013. */
  wsMaxSocketsPerCredential: number;
  /** Live subscriptions of one user (all its sign-ins and tokens) on this instance; one more is refused (1014). */
  wsMaxSubscriptionsPerUser: number;
  /** Live subscriptions of all users on this instance (about 6 KiB each); one more is refused (1013). */
  wsMaxSubscriptions: number;
  /** Bytes of HTTP request bodies past the usual 100 KiB this instance holds in memory at once while reading them; one that would pass it is answered 1013 (503). */
  httpBodyBufferBytes: number;
  /** Bytes of GraphQL answers over HTTP this instance holds at once until their clients have them; an answer that would pass it is replaced by 1013 (503). */
  httpAnswerBufferBytes: number;
  /**
   * Of those, the bytes one signed-in user's answers may hold (at most the whole budget): one
   * user's unread answers cannot fill the budget and have everyone else refused.
   */
  httpAnswerBufferBytesPerUser: number;
  /**
   * `/graphql` requests (and spreadsheet imports and exports) of one signed-in user (all its
   * sign-ins and tokens) worked on at once on this instance; its others wait their turn (at most LIMITS.maxWaitingRequestsPerUser, then 1013),
   * so that one user's burst of heavy reads cannot make everyone else wait (core/caller-lanes.ts).
   */
  httpMaxRequestsPerUser: number;
  /** Failed sign-ins (and wrong old passwords) of one account from one address in the window. */
  loginMaxFailures: number;
  /** Failed sign-ins from one address over all accounts in the window. */
  loginAddressMaxFailures: number;
  /** Failed sign-ins of one account from all addresses in the window: high, so a stranger cannot lock a user out. */
  loginAccountMaxFailures: number;
  loginWindowSeconds: number;
  /**
   * Longest time a signed-in caller (session, user, scope) is reused from memory; changes
   * through the ORM invalidate it at once on every instance, this bounds anything else. 0: off.
   */
  callerCacheSeconds: number;
  /**
   * What an SMS number outside China starts with before its dial code (spec part 1 section 9,
   * shared config `phone_prefix` 00): 0044... for a UK number; Chinese numbers go out as they are.
   */
  phonePrefix: string;
  /** Verification codes sent to one phone in 24 hours (any purpose). */
  smsPhoneDailyMax: number;
  /** Verification codes requested from one client address in 24 hours. */
  smsAddressDailyMax: number;
  /**
   * Development and browser tests only: `GET /dev/sms-outbox?phone=` lists the codes the
   * development SMS provider "sent". Never on by default.
   */
  smsOutboxHttp: boolean;
  /** The built client served from `/`; absent folder means API only. */
  clientDist: string;
  /** Editable content (login background and logo, maps token): `content-config.json` at /content-config.json, the folder at /content/. */
  contentDir: string;
  /**
   * Uploaded files (content-addressed, modules/files/local-storage.ts). Several instances must
   * share it (a network mount): any instance may be asked for a file another one stored.
   */
  filesDir: string;
  /**
   * Key of the signed download links. Unset: one is generated into `filesDir` on first start
   * and read from there, so links survive restarts and instances sharing the folder agree.
   */
  fileLinkSecret?: string;
};

export class ConfigError extends Error {}

const SECRET_SETTINGS = new Set(['FILE_LINK_SECRET']);

/** Reads and validates the environment; throws ConfigError with one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    // A secret is never echoed into a log line, even a wrong one.
    const got = SECRET_SETTINGS.has(name) ? undefined : env[name];
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got !== undefined ? ` (got "${got}")` : ''}`);
  }
  const v = parsed.data;
  const dataDir = path.resolve(v.DATA_DIR);
  return {
    production: env.NODE_ENV === 'production',
    port: v.PORT,
    host: v.HOST,
    dataDir,
    databaseUrl: v.DATABASE_URL,
    mqttUrl: v.MQTT_URL,
    mqttPort: v.MQTT_PORT,
    mqttIngestClientId: v.MQTT_INGEST_CLIENT_ID ?? `mmc-ingest-${os.hostname()}`,
    mqttShareGroup: v.MQTT_SHARE_GROUP,
    redisUrl: v.REDIS_URL,
    mqttMaxPacketBytes: v.MQTT_MAX_PACKET_BYTES,
    mqttMaxFactsPerMinute: v.MQTT_MAX_FACTS_PER_MINUTE,
    mqttMaxParametersPerDevice: v.MQTT_MAX_PARAMETERS_PER_DEVICE,
    mqttMaxValueBytes: v.MQTT_MAX_VALUE_BYTES,
    maxImports: v.MAX_IMPORTS,
    filesMaxBytesPerUserDay: v.FILES_MAX_BYTES_PER_USER_DAY,
    mqttMaxPasswordChecks: v.MQTT_MAX_PASSWORD_CHECKS,
    mqttMaxConnectionsPerDevice: v.MQTT_MAX_CONNECTIONS_PER_DEVICE,
    maxPasswordChecks: v.MAX_PASSWORD_CHECKS,
    deviceOfflineSeconds: v.DEVICE_OFFLINE_SECONDS,
    reminderPollMs: v.REMINDER_POLL_MS,
    logLevel: v.LOG_LEVEL,
    timeZone: v.TIME_ZONE,
    seedDemo: v.SEED_DEMO,
    seedHistoryDays: v.SEED_HISTORY_DAYS,
    simulator: v.SIMULATOR,
    trustProxy: v.TRUST_PROXY,
    allowedOrigins: v.ALLOWED_ORIGINS,
    wsInitTimeoutMs: v.WS_INIT_TIMEOUT_MS,
    wsMaxSocketsPerCredential: v.WS_MAX_SOCKETS_PER_CREDENTIAL,
    wsMaxSubscriptionsPerUser: v.WS_MAX_SUBSCRIPTIONS_PER_USER,
    wsMaxSubscriptions: v.WS_MAX_SUBSCRIPTIONS,
    httpBodyBufferBytes: v.HTTP_BODY_BUFFER_BYTES,
    httpAnswerBufferBytes: v.HTTP_ANSWER_BUFFER_BYTES,
    httpAnswerBufferBytesPerUser: Math.min(v.HTTP_ANSWER_BUFFER_BYTES_PER_USER, v.HTTP_ANSWER_BUFFER_BYTES),
    httpMaxRequestsPerUser: v.HTTP_MAX_REQUESTS_PER_USER,
    loginMaxFailures: v.LOGIN_MAX_FAILURES,
    loginAddressMaxFailures: v.LOGIN_ADDRESS_MAX_FAILURES,
    loginAccountMaxFailures: v.LOGIN_ACCOUNT_MAX_FAILURES,
    loginWindowSeconds: v.LOGIN_WINDOW_SECONDS,
    callerCacheSeconds: v.CALLER_CACHE_SECONDS,
    phonePrefix: v.PHONE_PREFIX,
    smsPhoneDailyMax: v.SMS_PHONE_DAILY_MAX,
    smsAddressDailyMax: v.SMS_ADDRESS_DAILY_MAX,
    smsOutboxHttp: v.SMS_OUTBOX_HTTP,
    clientDist: path.resolve(v.CLIENT_DIST ?? path.join(__dirname, '..', '..', '..', 'client', 'dist')),
    contentDir: path.resolve(v.CONTENT_DIR ?? path.join(__dirname, '..', '..', '..', 'content')),
    // Beside the SQLite file by default (with PostgreSQL too: the bytes never go into the database).
    filesDir: path.resolve(v.FILES_DIR ?? path.join(dataDir, 'files')),
    fileLinkSecret: v.FILE_LINK_SECRET,
  };
}
