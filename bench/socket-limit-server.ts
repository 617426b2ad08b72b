/**
 * The physical limit of the fan-out benchmark: a WebSocket server that, told `go` with a count,
 * writes one pre-framed `next` message of the benchmark's size to every subscriber's socket that
 * many times, corked per event-loop turn. No MQTT, no JSON per event, no GraphQL: what sockets and
 * the subscribers' reading allow on this machine.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { framedText, rawSocketOf } from './ws-frames';

const sockets = new Set<Socket>();
const FRAME = framedText(JSON.stringify({ id: '1', type: 'next', payload: { data: { deviceParameters: { key: 'LaserPower', value: 1234, timeStamp: new Date().toISOString() } } } }));

const server = http.createServer();
const wss = new WebSocketServer({ server });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'connection_init') ws.send(JSON.stringify({ type: 'connection_ack' }));
    else if (message.type === 'subscribe') {
      sockets.add(rawSocketOf(ws));
      ws.send(JSON.stringify({ id: message.id, type: 'next', payload: { data: { deviceParameters: null } } }));
    } else if (message.go) {
      const targets = [...sockets].filter((s) => s !== rawSocketOf(ws));
      for (const s of targets) s.cork();
      for (let i = 0; i < message.count; i++) for (const s of targets) s.write(FRAME);
      for (const s of targets) s.uncork();
    }
  });
  ws.on('close', () => sockets.delete(rawSocketOf(ws)));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
process.on('SIGTERM', () => process.exit(0));
