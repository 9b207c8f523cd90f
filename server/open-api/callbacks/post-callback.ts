// One callback request on the wire. Where only public https receivers are allowed (the default),
// the address a name resolves to is checked on the very connection made, not only when the key's
// address was saved: a name that resolves to the portal's own machine or network at sending time
// (DNS rebinding, or a record changed since) is refused before a byte is sent. Redirects are not
// followed; the answer's body is read and dropped.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { MSG_CALLBACK_RESOLVED_PRIVATE } from '#core/open-api.ts';
import { isLocalAddress } from './callback-url.ts';

type Resolve = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, (error, addresses) => callback(error, addresses ?? []));

/** A connection's lookup that refuses a name resolving to any local address (by `resolve`, the system's by default). */
export function guardedLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const family = options.family === 4 || options.family === 6 ? options.family : null;
      const usable = addresses.filter((address) => family === null || address.family === family);
      if (usable.length === 0) return callback(Object.assign(new Error(`${hostname}: no address`), { code: 'ENOTFOUND' }), '', 0);
      if (usable.some((address) => isLocalAddress(address.address))) return callback(new Error(MSG_CALLBACK_RESOLVED_PRIVATE), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0].address, usable[0].family);
    });
  };
}

/** The connections callbacks go over, kept alive between tries; each new one checked by the guarded lookup unless local receivers are allowed. */
export interface CallbackAgents {
  http: HttpAgent;
  https: HttpsAgent;
}

export function callbackAgents(allowLocal: boolean, resolve?: Resolve): CallbackAgents {
  const options = { keepAlive: true, maxSockets: 64, ...(allowLocal ? {} : { lookup: guardedLookup(resolve) }) };
  return { http: new HttpAgent(options), https: new HttpsAgent(options) };
}

export interface CallbackPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  agents: CallbackAgents;
}

/** Posts the callback; answers the receiver's HTTP status, or throws why none came (a timeout is named TimeoutError). */
export function postCallback(post: CallbackPost): Promise<number> {
  const target = new URL(post.url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body) },
        agent: target.protocol === 'https:' ? post.agents.https : post.agents.http,
      },
      (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => {
          clearTimeout(timer);
          resolve(response.statusCode ?? 0);
        });
        response.on('error', reject);
      },
    );
    // The whole exchange, answer included, within the timeout (not only between two packets).
    const timer = setTimeout(() => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), post.timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(post.body);
  });
}
