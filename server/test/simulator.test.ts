import { systemEm } from '../src/core/tenancy';
import { StatusChange } from '../src/modules/telemetry/telemetry.entities';
import { loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER, WUZHONG_WJ, subscription } from './mqtt-helpers';

/** A fixed-offset zone where it is now about noon, so the simulated shop is working whenever the test runs. */
function noonZone(): string {
  let offset = 12 - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`; // Etc/GMT signs are inverted
}

describe('demo simulator in the default start', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer({ SIMULATOR: 'true', TIME_ZONE: noonZone() })));
  afterAll(() => server?.stop());

  it('publishes every demo device over MQTT with its credential: status stored, live values streamed', async () => {
    const ws = wsClient(server, { token: await loginAs(server, 'tenantadmin') });
    const laser = subscription(ws, 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { key value } }', { uuid: QILU_LASER });
    const seen = new Set<string>();
    await laser.until((d: any) => (seen.add(d.deviceParameters.key), ['LaserPower', 'FocusPosition', 'XPosition'].every((k) => seen.has(k))), 8000);
    const waterjet = subscription(ws, 'subscription P($uuid: String!) { deviceParameters(uuid: $uuid) { key value } }', { uuid: WUZHONG_WJ });
    const pressure = await waterjet.until((d: any) => d.deviceParameters.key === 'BoosterWaterPressure', 8000);
    expect(typeof pressure.deviceParameters.value).toBe('number');
    // Each device's first status went out at QoS 1 while the server started.
    const em = systemEm(server.services.orm, 'test');
    const devicesWithStatus = await em.getConnection().execute('select count(distinct device_id) as n from status_change');
    expect(Number(devicesWithStatus[0].n)).toBe(8);
    expect(await em.count(StatusChange, {})).toBeGreaterThanOrEqual(8);
    expect(server.services.ingest.counters['unknown-device'] + server.services.ingest.counters.malformed).toBe(0);
    await Promise.all([laser.close(), waterjet.close()]);
    await ws.dispose();
  });
});
