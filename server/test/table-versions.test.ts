import { REPAIR_ORDER_TABLE } from '../src/contract/repair-orders';
import type { Client as WsClient } from 'graphql-ws';
import type { MqttClient } from 'mqtt';
import { loginAs, startTestServer, type TestServer, wsClient } from './helpers';
import { QILU_LASER, XIHU_WJ, connectDevice, reading } from './mqtt-helpers';
import { ingestIdentity, mosquitto, type Service } from './services';

type Version = { table: string; version: number };

/** Every tableVersionChanged event a client receives, in order, with a way to wait for one. */
function collect(client: WsClient) {
  const events: Version[] = [];
  const waiters = new Set<() => void>();
  client.subscribe<{ tableVersionChanged: Version }>(
    { query: 'subscription { tableVersionChanged { table version } }' },
    {
      next: (result) => {
        if (result.data) events.push(result.data.tableVersionChanged);
        for (const wake of waiters) wake();
      },
      error: (error) => events.push({ table: `error: ${JSON.stringify(error)}`, version: -1 }),
      complete: () => undefined,
    },
  );
  /** Resolves true when an event matches, false after `ms`. */
  const seen = (match: (e: Version) => boolean, ms: number) =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (!events.some(match)) return;
        finish(true);
      };
      const timer = setTimeout(() => finish(false), ms);
      const finish = (value: boolean) => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      waiters.add(check);
      check();
    });
  return { events, seen };
}

/**
 * Publishes (a fresh message each time) until the event arrives. No message tells a
 * client that its subscription is live, so the first ones may go unheard; bounded.
 */
async function publishUntil(publish: (n: number) => Promise<unknown>, arrived: () => Promise<boolean>) {
  for (let n = 0; n < 40; n++) {
    await publish(n);
    if (await arrived()) return;
  }
  throw new Error('the event never arrived');
}

/**
 * `tableVersionChanged` tells only callers whose scope holds the changed rows' tenant
 * (hardening issue, item C): a Jinan Photon device's Estop reaches the maker's admin and
 * the customer's user, never the rival tenant's user, and the rival's own alarms reach
 * only the rival.
 */
function tableVersionSuite(name: string, env: () => Promise<Record<string, string>>) {
  describe(name, () => {
    let server: TestServer;
    const sockets: WsClient[] = [];
    const devices: MqttClient[] = [];
    beforeAll(async () => {
      server = await startTestServer(await env());
    });
    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.dispose()));
      await Promise.all(devices.map((d) => d.endAsync(true)));
      await server?.stop();
    });

    it('delivers a table change only to callers whose scope contains the changed row\'s tenant', async () => {
      const subscriber = async (account: string) => {
        const ws = wsClient(server, { token: await loginAs(server, account) });
        sockets.push(ws);
        return collect(ws);
      };
      const maker = await subscriber('tenantadmin'); // Jinan Photon Machinery, above the customer
      const customer = await subscriber('customer'); // Qilu, which owns the laser
      const rival = await subscriber('rivaluser'); // Xihu Granite Cutting, under the rival maker
      const mqttUrl = server.config.mqttUrl ?? server.mqtt.url;
      const laser = await connectDevice(mqttUrl, QILU_LASER);
      const xihu = await connectDevice(mqttUrl, XIHU_WJ);
      devices.push(laser, xihu);
      const t0 = Date.now() - 600_000;

      // The rival hears of its own tenant's alarms: its subscription is live.
      await publishUntil(
        (n) => xihu.publishAsync(`device/${XIHU_WJ}/Alarm`, reading(`Nozzle wear ${n}`, t0 + n), { qos: 1 }),
        () => rival.seen((e) => e.table === 'alarm', 250),
      );

      // The laser goes to Estop (and back, so each message is a change): the maker and the customer hear of it.
      await publishUntil(
        (n) => laser.publishAsync(`device/${QILU_LASER}/WHstatus_ExecState`, reading(n % 2 ? 'Running' : 'Estop', t0 + 1000 + n), { qos: 1 }),
        async () => (await maker.seen((e) => e.table === 'device', 250)) && (await customer.seen((e) => e.table === 'device', 1000)),
      );
      const lastDevice = Math.max(...[...maker.events, ...customer.events].filter((e) => e.table === 'device').map((e) => e.version));

      // A rival alarm published after those changes reaches the rival after anything published before it.
      await publishUntil(
        (n) => xihu.publishAsync(`device/${XIHU_WJ}/Alarm`, reading(`Pump pressure low ${n}`, t0 + 2000 + n), { qos: 1 }),
        () => rival.seen((e) => e.table === 'alarm' && e.version > lastDevice, 250),
      );
      // And a laser change after that one reaches the maker and the customer after anything before it.
      const lastAlarm = Math.max(...rival.events.map((e) => e.version));
      await publishUntil(
        (n) => laser.publishAsync(`device/${QILU_LASER}/WHstatus_ExecState`, reading(n % 2 ? 'Estop' : 'Running', t0 + 3000 + n), { qos: 1 }),
        async () =>
          (await maker.seen((e) => e.table === 'device' && e.version > lastAlarm, 250)) &&
          (await customer.seen((e) => e.table === 'device' && e.version > lastAlarm, 1000)),
      );

      expect(rival.events.filter((e) => e.table !== 'alarm')).toEqual([]);
      // The laser's first Estop also opened a repair order of Qilu's (an alarm to repair): its table may change for those in scope, never for the rival.
      const laserTables = new Set(['device', REPAIR_ORDER_TABLE]);
      expect(maker.events.filter((e) => !laserTables.has(e.table))).toEqual([]);
      expect(customer.events.filter((e) => !laserTables.has(e.table))).toEqual([]);
    });
  });
}

tableVersionSuite('table versions by tenant on the embedded broker', async () => ({}));

let broker: Service | undefined;
afterAll(() => broker?.stop());
tableVersionSuite('table versions by tenant through Mosquitto', async () => {
  broker ??= await mosquitto();
  return { MQTT_URL: broker.url, ...ingestIdentity('tables') };
});
