import http from 'node:http';

export type TextAnswer = { status: number; text: string };

/**
 * One HTTP request over node:http with its whole body, answered as status and text, whatever
 * the status. The request is returned too, so a caller can ask whether it went out on a reused
 * socket. For the many-request callers (the fuzz test, the query benchmark): fetch costs more CPU.
 */
export function sendText(url: string, options: { method: string; headers: Record<string, string>; agent: http.Agent | false }, body: string | Buffer): { request: http.ClientRequest; answer: Promise<TextAnswer> } {
  const request = http.request(url, { ...options, headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) } });
  const answer = new Promise<TextAnswer>((resolve, reject) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
  request.end(body);
  return { request, answer };
}
