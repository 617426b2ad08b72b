/**
 * Physical limit of the embedded broker: aedes alone on a TCP port, no authentication, no
 * authorisation hooks, no ingest; the benchmark's publishers and one counting MQTT subscriber
 * connect to it. What the product's default broker can carry before any work of the product.
 * Prints `READY {"port":N}`.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

async function main() {
  // aedes 1.x is ESM-only (as in server/src/mqtt/broker.ts).
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker();
  const server = net.createServer(broker.handle);
  server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
