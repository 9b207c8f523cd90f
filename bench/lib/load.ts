// Load on the list endpoint with autocannon over loopback (the caller runs a short warm-up
// first and drops its figures). Every 2xx response time is kept (autocannon's 'response'
// event, high-resolution) so p95 is computed exactly; autocannon itself reports only p90,
// p97.5 and p99.
import autocannon, { type Options } from 'autocannon';
import { summarize, type Summary } from './stats.ts';

export interface Target {
  url: string;
  token: string;
  body: unknown;
  /** When given, the requests send these bodies in turn instead of `body`. */
  bodies?: readonly unknown[];
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  latency: Summary;
  /** autocannon's own p97.5, to cross-check the exact percentiles. */
  autocannonP97_5: number;
  requestsPerSecond: number;
  completed: number;
  failures: number;
}

function options(target: Target, extra: Partial<Options>): Options {
  const bodies = (target.bodies ?? []).map((body) => JSON.stringify({ data: body }));
  let next = 0;
  return {
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
    body: JSON.stringify({ data: target.body }),
    timeout: 10,
    ...(bodies.length > 0 ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] } : {}),
    ...extra,
  };
}

async function measure(target: Target, extra: Partial<Options>): Promise<LoadFigures> {
  const times: number[] = [];
  const instance = autocannon(options(target, extra));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const started = performance.now();
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  return {
    connections: extra.connections ?? 1,
    seconds,
    latency: summarize(times),
    autocannonP97_5: result.latency.p97_5,
    requestsPerSecond: result['2xx'] / seconds,
    completed: result['2xx'],
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** `connections` concurrent keep-alive connections for `seconds` (a warm-up is a short such run). */
export function concurrentLoad(target: Target, connections: number, seconds: number): Promise<LoadFigures> {
  return measure(target, { connections, duration: seconds });
}

/** One connection, one request after the other: the latency of a request on an idle server. */
export function sequentialRequests(target: Target, amount: number): Promise<LoadFigures> {
  return measure(target, { connections: 1, amount });
}
