/**
 * Strong baseline of the fan-out benchmark. Does: the product's job for `deviceParameters`
 * without the framework: an MQTT subscriber (to Mosquitto) takes each value, builds the
 * graphql-ws `next` message `{data: {deviceParameters: {key, value, timeStamp}}}` once,
 * serialises it once, frames it once per distinct subscription id, and writes the same bytes
 * to every subscriber's socket, corked so that one event-loop turn leaves a socket in one
 * system call. Speaks enough graphql-ws to be subscribed to (init, ack, subscribe). Does not:
 * authentication, scopes, permission checks, GraphQL execution, a snapshot, slow-client limits.
 * Env: MQTT_URL. Prints `READY {"port":N}`.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import mqtt from 'mqtt';
import { WebSocketServer } from 'ws';
import { corkedWriter, framedText, rawSocketOf } from './ws-frames';

type Subscriber = { raw: Socket; id: string };
const subscribers = new Set<Subscriber>();
const write = corkedWriter();

const server = http.createServer();
const wss = new WebSocketServer({ server });
wss.on('connection', (ws) => {
  const mine: Subscriber[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'connection_init') ws.send(JSON.stringify({ type: 'connection_ack' }));
    else if (message.type === 'subscribe') {
      const subscriber = { raw: rawSocketOf(ws), id: String(message.id) };
      mine.push(subscriber);
      subscribers.add(subscriber);
      // The subscription is live: tell the client (the product starts with a snapshot).
      ws.send(JSON.stringify({ id: message.id, type: 'next', payload: { data: { deviceParameters: null } } }));
    }
  });
  ws.on('close', () => mine.forEach((s) => subscribers.delete(s)));
});

const client = mqtt.connect(process.env.MQTT_URL!, { clientId: `broadcast-${process.pid}`, clean: true });
client.on('message', (topic, payload) => {
  const key = topic.slice(topic.lastIndexOf('/') + 1);
  const { value, timeStamp } = JSON.parse(payload.toString());
  const body = JSON.stringify({ data: { deviceParameters: { key, value, timeStamp: new Date(timeStamp).toISOString() } } });
  const frames = new Map<string, Buffer>();
  for (const s of subscribers) {
    let frame = frames.get(s.id);
    if (!frame) frames.set(s.id, (frame = framedText(`{"id":${JSON.stringify(s.id)},"type":"next","payload":${body}}`)));
    write(s.raw, frame);
  }
});
client.on('connect', async () => {
  await client.subscribeAsync('device/+/+', { qos: 0 });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
});
process.on('SIGTERM', () => process.exit(0));
