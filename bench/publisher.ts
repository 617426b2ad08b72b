/**
 * The devices of the ingest benchmark, in a process of their own so that publishing
 * does not compete with the subscribers for the benchmark process's one thread.
 * Driven over IPC: `connect` opens one MQTT connection per device; `publish` sends
 * QoS 1 messages `{value: sequence number, timeStamp: now}` at a rate, each device a
 * burst of all its parameters in turn, and answers when all are acknowledged.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { PARAMS, sleep } from './lib';

let devices: MqttClient[] = [];
let uuids: string[] = [];

type Command =
  | { kind: 'connect'; url: string; uuids: string[]; password?: string }
  | { kind: 'publish'; rate: number; seconds: number; firstSeq: number }
  | { kind: 'close' };

/**
 * Publishes `rate` messages per second for `seconds`, QoS 1. Like a machine, each device
 * sends one sample of all its parameters at once (a burst of PARAMS.length messages);
 * the devices take turns, spread evenly over time. Resolves when all are acknowledged.
 */
async function publish(rate: number, seconds: number, firstSeq: number) {
  const start = Date.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  let burst = 0;
  const acks: Promise<unknown>[] = [];
  while (sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - start) / 1000) * rate) + 1);
    while (sent < due) {
      const i = burst++ % devices.length;
      for (let p = 0; p < PARAMS.length && sent < total; p++, sent++) {
        const payload = JSON.stringify({ value: firstSeq + sent, timeStamp: Date.now() });
        acks.push(devices[i].publishAsync(`device/${uuids[i]}/${PARAMS[p]}`, payload, { qos: 1 }));
      }
    }
    await sleep(2);
  }
  const published = (Date.now() - start) / 1000;
  await Promise.all(acks);
  return { sent, elapsed: published, acknowledged: (Date.now() - start) / 1000 };
}

process.on('message', async (command: Command) => {
  try {
    if (command.kind === 'connect') {
      uuids = command.uuids;
      devices = await Promise.all(
        uuids.map((uuid) => mqtt.connectAsync(command.url, command.password ? { username: uuid, password: command.password, clientId: uuid, reconnectPeriod: 0 } : { clientId: `pub-${uuid}`, reconnectPeriod: 0 })),
      );
      process.send!({ ok: true });
    } else if (command.kind === 'publish') {
      process.send!({ ok: true, ...(await publish(command.rate, command.seconds, command.firstSeq)) });
    } else {
      await Promise.all(devices.map((d) => d.endAsync(true)));
      process.send!({ ok: true });
      process.exit(0);
    }
  } catch (error) {
    process.send!({ ok: false, error: String(error) });
  }
});
process.stdout.write('READY {}\n');
