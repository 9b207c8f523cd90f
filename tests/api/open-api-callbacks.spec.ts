// Receipt callbacks (issue 27 point 5, docs/open-api.md "Callbacks") end to end on a local HTTP
// receiver: a key with a callback address hears every state change and receipt of its company's
// orders — 申报 by the key, then each receipt customs sends back —, each request signed with the
// key's secret as the docs tell a receiver to check it. The receiver is down (503) for a while:
// the deliveries are retried and every event arrives once, in each bill's order, also with two more
// processes' deliverers racing the server's own. The 接口密钥 log shows the tries; 立即重试 refuses
// what was delivered and another company's delivery. SQLite and PostgreSQL.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_DELIVERY_DONE, MSG_DELIVERY_NOT_FOUND, type CallbackAttemptView } from '#core/open-api.ts';
import { CallbackDeliverer } from '../../server/open-api/callbacks/deliver-callbacks.ts';
import type { CallbackPayload } from '../../server/open-api/callbacks/bill-events.ts';
import { orderBody } from './bills/bill-fixtures.ts';
import { startBillServer, type BillServer } from './bills/bill-harness.ts';
import { signatureOf, signedFetch, type ApiKeyPair } from './open-api-signing.ts';

const BILLS = '/api/open/v1/bills/export-order';
const ORDERS = 20;

interface Heard {
  eventId: string;
  payload: CallbackPayload;
  signedOk: boolean;
}

let server: BillServer;
let receiver: Server;
let receiverUrl: string;
let key: ApiKeyPair;
/** 503 to every callback while true. */
let down = true;
const accepted: Heard[] = [];
let refusedWhileDown = 0;

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = await startBillServer({ env: { PORTAL_CALLBACK_ALLOW_HTTP: '1', PORTAL_CALLBACK_RETRY_MS: '100' } });
  receiver = createServer(async (request, response) => {
    const body = await read(request);
    if (down) {
      refusedWhileDown += 1;
      response.writeHead(503).end();
      return;
    }
    // The receiver checks the signature as docs/open-api.md tells it: the key's own scheme over its path.
    const header = (name: string) => String(request.headers[name] ?? '');
    const expected = signatureOf(key.secret, 'POST', request.url ?? '', header('x-api-timestamp'), header('x-api-nonce'), body);
    accepted.push({
      eventId: header('x-callback-event-id'),
      payload: JSON.parse(body) as CallbackPayload,
      signedOk: header('x-api-signature') === expected && header('x-api-key') === key.keyId,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp/customs-callbacks?source=portal`;
  const made = await server.post('/api/enterprise/apiKey/create', {
    name: 'ERP 回调',
    scopes: ['export-order:read', 'export-order:write', 'export-order:declare'],
  });
  expect(made.body.code, made.text).toBe(0);
  key = { keyId: made.body.data.keyId, secret: made.body.data.secret };
  const set = await server.post('/api/enterprise/apiKey/update', { keyId: key.keyId, callbackUrl: receiverUrl });
  expect(set.body.code, set.text).toBe(0);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const call = (path: string, data: unknown) => signedFetch(server.url, key, { method: 'POST', path, body: JSON.stringify(data) });

async function until(condition: () => boolean | Promise<boolean>, what: string, tries = 300): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('receipt callbacks', () => {
  it('are retried while the receiver is down, then all arrive once, signed, in each bill order', async () => {
    // Two more processes' deliverers race the server's own for the same queue.
    const { db, secrets, config } = server.app.portal;
    const others = [0, 1].map(() => new CallbackDeliverer(db, secrets.apiKeyKek, config.limits.openApi.callbacks));
    let racing = true;
    const race = Promise.all(
      others.map(async (other) => {
        while (racing) {
          await other.deliverDue();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );

    const orderNos = Array.from({ length: ORDERS }, (_, index) => `CB${Date.now() % 1_000_000}${String(index).padStart(3, '0')}`);
    const stored = await call(BILLS, { items: orderNos.map((orderNo) => orderBody({ orderNo })) });
    expect(stored.body.data, JSON.stringify(stored.body)).toMatchObject({ created: ORDERS });
    const declared = await call(`${BILLS}/declare`, { keys: orderNos });
    expect(declared.body.code, JSON.stringify(declared.body)).toBe(0);

    // Customs answers every order; meanwhile the receiver refuses and the deliveries wait.
    const family = server.app.bills.families.find((each) => each.id === 'export-order')!;
    const { draft, declared: sent } = family.definition.ui.lifecycle.states;
    const finalStates = async () => {
      const states = (await call(`${BILLS}/states`, { keys: orderNos })).body.data.items as { state: string; version: number; businessKey: string }[];
      return states.length === ORDERS && states.every((state) => state.state !== draft && state.state !== sent) ? states : null;
    };
    await until(async () => (await finalStates()) !== null, 'the receipts');
    await until(() => refusedWhileDown >= ORDERS, 'the first tries');
    expect(accepted).toEqual([]);

    down = false;
    const queued = Number(
      (
        await db
          .selectFrom('callback_delivery')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('key_id', '=', key.keyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(queued).toBeGreaterThanOrEqual(ORDERS * 2);
    await until(() => accepted.length >= queued, `${queued} callbacks`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    racing = false;
    await race;

    // Once each, signed, and each bill's events in the order they happened.
    expect(accepted).toHaveLength(queued);
    expect(new Set(accepted.map((heard) => heard.eventId)).size).toBe(queued);
    expect(accepted.every((heard) => heard.signedOk && heard.payload.eventId === heard.eventId)).toBe(true);
    // Each body is what the OpenAPI document promises (its webhook's schema, by a JSON Schema 2020-12 validator).
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { components: { schemas: Record<string, object> } };
    const promised = new Ajv2020({ strict: false }).compile(document.components.schemas.CallbackPayload);
    for (const heard of accepted) expect(promised(heard.payload), JSON.stringify(promised.errors)).toBe(true);
    const final = (await finalStates())!;
    for (const orderNo of orderNos) {
      const heard = accepted.filter((each) => each.payload.businessKey === orderNo).map((each) => each.payload);
      expect(heard[0]?.cause).toEqual({ kind: 'action', action: 'declare' });
      expect(heard.slice(1).every((payload) => payload.cause.kind === 'receipt')).toBe(true);
      const versions = heard.map((payload) => payload.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(heard.at(-1)!.state).toBe(final.find((state) => state.businessKey === orderNo)!.state);
      expect(heard.every((payload) => payload.family === 'export-order' && payload.stateName !== '')).toBe(true);
    }
  }, 120_000);

  it("shows the tries on the 接口密钥 log, and 立即重试 refuses a delivered one and one that is not the company's", async () => {
    const log = await server.post<CallbackAttemptView[]>('/api/enterprise/apiKey/deliveries', { keyId: key.keyId });
    expect(log.body.code, log.text).toBe(0);
    const attempts = log.body.data;
    // Every try reached the receiver: its refusals while down and one success per delivery; the last 100 are kept.
    const queued = Number(
      (
        await server.db
          .selectFrom('callback_delivery')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('key_id', '=', key.keyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(attempts.length).toBe(Math.min(100, refusedWhileDown + queued));
    expect(attempts[0].id).toBeGreaterThan(attempts.at(-1)!.id);
    expect(attempts.some((attempt) => attempt.httpStatus === 200 && attempt.status === 'delivered')).toBe(true);
    // Each try names its bill as the definition does.
    expect(attempts.every((attempt) => attempt.family === 'export-order' && attempt.familyTitle === '出口订单')).toBe(true);

    const done = await server.post('/api/enterprise/apiKey/deliveries/retry', { deliveryId: attempts[0].deliveryId });
    expect(done.body).toMatchObject({ code: -1, message: MSG_DELIVERY_DONE });
    const unknown = await server.post('/api/enterprise/apiKey/deliveries/retry', { deliveryId: 987654321 });
    expect(unknown.body).toMatchObject({ code: -1, message: MSG_DELIVERY_NOT_FOUND });
  });

  it('refuses an address that is not a whole web address', async () => {
    const bad = await server.post('/api/enterprise/apiKey/update', { keyId: key.keyId, callbackUrl: 'ftp://erp.example.com/x' });
    expect(bad.body.code).toBe(-1);
    const cleared = await server.post('/api/enterprise/apiKey/update', { keyId: key.keyId, callbackUrl: null });
    expect(cleared.body.code).toBe(0);
  });
});
