import { createServer, type Server } from 'node:http';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_CALLBACK_RESOLVED_PRIVATE } from '#core/open-api.ts';
import { callbackAgents, guardedLookup, postCallback } from './post-callback.ts';

function lookupWith(addresses: LookupAddress[], all: boolean): Promise<{ error: Error | null; result: unknown }> {
  const lookup = guardedLookup((_hostname, callback) => callback(null, addresses));
  return new Promise((resolve) =>
    lookup('erp.example.com', { all }, (error: Error | null, address: unknown, family?: number) =>
      resolve({ error, result: all ? address : { address, family } }),
    ),
  );
}

describe('the address a callback name resolves to, checked on the connection', () => {
  it('refuses a name that resolves to the portal’s machine or network (DNS rebinding)', async () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '192.168.3.4', '169.254.169.254', '::1', 'fd12::5']) {
      const { error } = await lookupWith([{ address, family: address.includes(':') ? 6 : 4 }], true);
      expect(error?.message, address).toBe(MSG_CALLBACK_RESOLVED_PRIVATE);
    }
    // One internal address among public ones is enough to refuse.
    const mixed = await lookupWith(
      [
        { address: '203.0.113.5', family: 4 },
        { address: '10.0.0.8', family: 4 },
      ],
      false,
    );
    expect(mixed.error?.message).toBe(MSG_CALLBACK_RESOLVED_PRIVATE);
  });

  it('connects to a public address, answering the shape the connection asked for', async () => {
    const publicAddress = [{ address: '203.0.113.5', family: 4 }];
    expect(await lookupWith(publicAddress, true)).toEqual({ error: null, result: publicAddress });
    expect(await lookupWith(publicAddress, false)).toEqual({ error: null, result: { address: '203.0.113.5', family: 4 } });
  });
});

describe('posting a callback', () => {
  let server: Server;
  let port = 0;
  const bodies: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        bodies.push(body);
        if (request.url === '/slow') return; // never answers
        response.writeHead(request.url === '/busy' ? 503 : 200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    for (const pair of Object.values(agents)) {
      pair.http.destroy();
      pair.https.destroy();
    }
    server.closeAllConnections();
    server.close();
  });

  // As the deliverer keeps them: one pair of kept-alive agents per setting.
  const agents = { local: callbackAgents(true), publicOnly: callbackAgents(false) };
  const post = (path: string, allowLocal: boolean, timeoutMs = 5_000) =>
    postCallback({
      url: `http://localhost:${port}${path}`,
      headers: { 'content-type': 'application/json' },
      body: '{"eventId":"ev_1"}',
      timeoutMs,
      agents: allowLocal ? agents.local : agents.publicOnly,
    });

  it('sends the body and answers the receiver’s status where local receivers are allowed', async () => {
    expect(await post('/hook', true)).toBe(200);
    expect(await post('/busy', true)).toBe(503);
    expect(bodies).toContain('{"eventId":"ev_1"}');
  });

  it('refuses before sending when the name resolves to this machine and only public receivers are allowed', async () => {
    const before = bodies.length;
    await expect(post('/hook', false)).rejects.toThrow(MSG_CALLBACK_RESOLVED_PRIVATE);
    expect(bodies).toHaveLength(before);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    await expect(post('/slow', true, 300)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
