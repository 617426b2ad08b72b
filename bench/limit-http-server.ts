/**
 * The physical limit of the query benchmark: node:http answering every POST with the fixed
 * JSON of `{ __typename }`, after reading (not parsing) the body. No GraphQL, no database:
 * what one request over keep-alive HTTP costs on this machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const ANSWER = Buffer.from('{"data":{"__typename":"Query"}}');
const server = http.createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': ANSWER.length }).end(ANSWER));
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
process.on('SIGTERM', () => process.exit(0));
