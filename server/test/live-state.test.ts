import type { MqttClient } from 'mqtt';
import { startTestServer, type TestServer } from './helpers';
import { QILU_LASER, connectDevice, reading } from './mqtt-helpers';

/**
 * The latest value of each parameter, as the live screens' first batch and deviceParameterValues
 * read it. The live state keeps one slot per parameter and changes it in place, so these
 * pin what that must keep: a late message with an older time does not replace a newer value,
 * and what was read earlier does not change under its reader.
 */
describe('latest values in the live state', () => {
  let server: TestServer;
  let device: MqttClient;
  beforeAll(async () => {
    server = await startTestServer();
    device = await connectDevice(server.mqtt.url, QILU_LASER);
  });
  afterAll(async () => {
    await device?.endAsync(true);
    await server?.stop();
  });

  // The embedded broker acknowledges a QoS 1 message once the ingest has handled it.
  const send = (key: string, value: unknown, at: number) => device.publishAsync(`device/${QILU_LASER}/${key}`, reading(value, at), { qos: 1 });
  const latest = (key: string) => server.services.live.latestValues(QILU_LASER).find((v) => v.key === key);

  it('keeps the newest value of each parameter when an older one arrives late, and an earlier read stays as it was', async () => {
    const t = Date.now() - 60_000;
    await send('LaserPower', 1500, t + 2000);
    await send('DutyCycle', 40, t + 2000);
    await send('LaserPower', 900, t + 1000); // late: older than what is kept
    expect(latest('LaserPower')).toEqual({ key: 'LaserPower', value: 1500, timeStamp: new Date(t + 2000).toISOString() });
    expect(latest('DutyCycle')).toEqual({ key: 'DutyCycle', value: 40, timeStamp: new Date(t + 2000).toISOString() });

    const before = server.services.live.latestValues(QILU_LASER);
    const copy = structuredClone(before);
    await send('LaserPower', 1600, t + 3000);
    await send('LaserPower', 'warming up', t + 3000); // the same time: the later message wins
    expect(latest('LaserPower')).toEqual({ key: 'LaserPower', value: 'warming up', timeStamp: new Date(t + 3000).toISOString() });
    expect(before).toEqual(copy);
  });
});
