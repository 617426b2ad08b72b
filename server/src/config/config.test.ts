import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mqttUrl).toBeUndefined();
    expect(config.timeZone).toBe('Asia/Shanghai');
    expect(config.logLevel).toBe('info');
    expect(config.deviceOfflineSeconds).toBe(120);
    expect(config.mqttPort).toBe(1883);
    expect(config.mqttShareGroup).toBe('ingest');
    expect(config.mqttMaxPacketBytes).toBe(65_536);
    expect(config.mqttMaxParametersPerDevice).toBe(200);
    expect(config.mqttMaxValueBytes).toBe(4096);
    expect(config.seedHistoryDays).toBe(60);
    // Uploaded files beside the SQLite file; the link key generated there.
    expect(config.filesDir).toBe(path.resolve('data', 'files'));
    expect(config.fileLinkSecret).toBeUndefined();
    expect(loadConfig({ DATA_DIR: '/srv/mmc' }).filesDir).toBe('/srv/mmc/files');
    expect(loadConfig({ FILES_DIR: '/mnt/shared/files' }).filesDir).toBe('/mnt/shared/files');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number (got "abc")'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ MQTT_URL: 'http://broker' }, 'MQTT_URL must start with'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must start with redis://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ TIME_ZONE: 'Mars/Olympus' }, 'TIME_ZONE must be an IANA time zone'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ SEED_HISTORY_DAYS: '400' }, 'SEED_HISTORY_DAYS'],
    [{ SEED_HISTORY_DAYS: 'two months' }, 'SEED_HISTORY_DAYS must be a number'],
    [{ DEVICE_OFFLINE_SECONDS: '0' }, 'DEVICE_OFFLINE_SECONDS'],
    [{ MQTT_SHARE_GROUP: 'a/b' }, 'MQTT_SHARE_GROUP must be 1-32 letters'],
    [{ MQTT_MAX_PACKET_BYTES: '64k' }, 'MQTT_MAX_PACKET_BYTES must be a number (got "64k")'],
    [{ MQTT_MAX_PACKET_BYTES: '100' }, 'MQTT_MAX_PACKET_BYTES'],
    [{ MQTT_MAX_PARAMETERS_PER_DEVICE: '0' }, 'MQTT_MAX_PARAMETERS_PER_DEVICE'],
    [{ MQTT_MAX_VALUE_BYTES: '20000' }, 'MQTT_MAX_VALUE_BYTES'],
    [{ MQTT_MAX_PASSWORD_CHECKS: '0' }, 'MQTT_MAX_PASSWORD_CHECKS'],
    [{ MAX_PASSWORD_CHECKS: 'many' }, 'MAX_PASSWORD_CHECKS must be a number'],
    [{ WS_MAX_SOCKETS_PER_CREDENTIAL: '0' }, 'WS_MAX_SOCKETS_PER_CREDENTIAL'],
    [{ HTTP_BODY_BUFFER_BYTES: '1048576' }, 'HTTP_BODY_BUFFER_BYTES'],
    [{ HTTP_ANSWER_BUFFER_BYTES: '33554432' }, 'HTTP_ANSWER_BUFFER_BYTES'],
    [{ HTTP_ANSWER_BUFFER_BYTES_PER_USER: '1048576' }, 'HTTP_ANSWER_BUFFER_BYTES_PER_USER'],
    [{ HTTP_MAX_REQUESTS_PER_USER: '0' }, 'HTTP_MAX_REQUESTS_PER_USER'],
    [{ FILE_LINK_SECRET: 'short' }, 'FILE_LINK_SECRET must have at least 32 characters'],
  ])('rejects %j with one clear line', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    try {
      loadConfig(env as NodeJS.ProcessEnv);
    } catch (error) {
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('never echoes a secret it refuses', () => {
    expect(() => loadConfig({ FILE_LINK_SECRET: 'my-short-secret' })).toThrow(/^Invalid configuration: FILE_LINK_SECRET must have at least 32 characters$/);
  });

  it('accepts PostgreSQL and external brokers', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', MQTT_URL: 'mqtt://127.0.0.1:1884', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/db');
    expect(config.mqttUrl).toBe('mqtt://127.0.0.1:1884');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });
});
