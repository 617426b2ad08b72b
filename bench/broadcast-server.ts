/**
 * Baseline of the fan-out benchmark: a plain WebSocket server that, on a `go`
 * message from its control client, broadcasts one pre-serialised message `count`
 * times to every other client.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

const server = http.createServer();
const wss = new WebSocketServer({ server });
wss.on('connection', (ws: WebSocket) => {
  ws.on('message', (data) => {
    const { go, count } = JSON.parse(String(data));
    if (!go) return;
    for (let i = 0; i < count; i++) {
      const message = JSON.stringify({ type: 'next', id: '1', payload: { data: { deviceParameters: { key: 'LaserPower', value: i, timeStamp: new Date().toISOString() } } } });
      for (const client of wss.clients) if (client !== ws) client.send(message);
    }
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
process.on('SIGTERM', () => process.exit(0));
