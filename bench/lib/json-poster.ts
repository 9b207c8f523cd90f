// The load generators' HTTP client (issue 26 point 2): node:http on kept-alive sockets. The
// generator runs on the same two cores as the portal, so what it spends is taken from the portal:
// fetch() cost the list bench's clerks 6.5 ms of CPU a question (three calls), a quarter of the
// machine; this client a fraction of that (docs/benchmarks.md). Each answer is still read whole
// and checked: HTTP 200 and the envelope's code 0.
import { Agent, request } from 'node:http';

export interface JsonPoster {
  /** Posts `{ data: body }` with the bearer token; resolves with the milliseconds to the whole answer. */
  post(url: string, token: string, body: unknown): Promise<number>;
  close(): void;
}

export function jsonPoster(sockets: number): JsonPoster {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const post = (url: string, token: string, body: unknown) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const payload = Buffer.from(JSON.stringify({ data: body }));
      const sent = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${token}` },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let code: unknown;
            try {
              code = (JSON.parse(text) as { code?: unknown }).code;
            } catch {
              code = undefined;
            }
            if (response.statusCode !== 200 || code !== 0) return reject(new Error(`HTTP ${response.statusCode} ${text.slice(0, 200)}`));
            resolve(performance.now() - started);
          });
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  return { post, close: () => agent.destroy() };
}
