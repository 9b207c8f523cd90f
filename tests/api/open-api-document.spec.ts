// The OpenAPI document and the docs page (issue 27 point 4): /api/openapi.json validates against the
// OpenAPI 3.1 schema (a real validator, not our reading of it), names every family and every signed
// route the server mounted — and nothing it did not mount —, carries the families' own field
// titles, lengths and dictionaries with their names, and the settlement calls with their bodies and
// scope; /api/docs shows them in Chinese. Both databases.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../server/auth/route-access.ts';
import { SAVE_BODY_SCHEMA, STATES_BODY_SCHEMA, SUBMIT_BODY_SCHEMA } from '../../server/routes/open-api-settlement-routes.ts';
import { MAX_IDS } from '../../server/routes/settlement-routes.ts';
import { startBillServer, type BillServer } from './bills/bill-harness.ts';

let server: BillServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as JSON
let document: any;

beforeAll(async () => {
  server = await startBillServer();
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  document = await response.json();
}, 60_000);
afterAll(async () => server?.close());

describe('/api/openapi.json', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('describes every signed route the server mounted, and only those', () => {
    const mounted = declaredRoutes(server.app)
      .filter((route) => route.access.kind === 'signedRequest')
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const described = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(mounted.length).toBeGreaterThan(50);
    expect(described).toEqual(mounted);
  });

  it('names every family, with its title, and its fields as the definition has them', () => {
    const families = server.app.bills.families;
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(['ping', ...families.map((family) => family.id), 'settlement']);
    for (const family of families) {
      expect(document.tags.find((tag: { name: string }) => tag.name === family.id).description).toBe(family.title);
      expect(document.paths[`/api/open/v1/bills/${family.id}/states`]).toBeDefined();
    }
    const order = document.components.schemas.ExportOrderInput;
    expect(order.title).toBe('出口订单');
    expect(order.properties.orderNo).toMatchObject({ type: 'string', title: '订单编号', maxLength: 60 });
    expect(order.properties.currency).toMatchObject({ title: '币制', $ref: '#/components/schemas/Dict_currency' });
    expect(order.properties.goodsValue.description).toContain('须等于各行「');
    expect(order.properties.lines.items.properties.qty).toMatchObject({ type: 'number', title: '数量', 'x-maxLength': 20 });
    // Only the server sets these: not in what a client writes, marked readOnly in what it reads.
    expect(order.properties.state).toBeUndefined();
    expect(document.components.schemas.ExportOrderDetail.properties.returnInfo.readOnly).toBe(true);
    // A dictionary lists its values with their names.
    expect(document.components.schemas.Dict_currency.title).toBe('币制');
    expect(document.components.schemas.Dict_currency.oneOf).toContainEqual({ const: '142', title: '人民币' });
    // The states by their names.
    expect(document.components.schemas.ExportOrderState.oneOf.length).toBeGreaterThan(3);
  });

  it('asks for the scope each call needs, and names the refusals', () => {
    const bulk = document.paths['/api/open/v1/bills/export-order'].post;
    expect(bulk.security).toEqual([{ ApiKey: ['export-order:write'], ApiTimestamp: [], ApiNonce: [], ApiSignature: [] }]);
    expect(bulk.requestBody.content['application/json'].schema.properties.items).toMatchObject({
      maxItems: 1000,
      items: { $ref: '#/components/schemas/ExportOrderInput' },
    });
    expect(bulk.parameters[0].name).toBe('Idempotency-Key');
    const declare = document.paths['/api/open/v1/bills/export-order/declare'].post;
    expect(declare.security[0].ApiKey).toEqual(['export-order:declare']);
    expect(declare.responses['422'].description).toContain('IDEMPOTENCY_KEY_REUSED');
    expect(bulk.responses['401'].description).toContain('SIGNATURE_MISMATCH');
    expect(bulk.responses['403'].description).toContain('SCOPE_MISSING');
  });

  it("describes the settlement calls with the bodies the routes validate, the settlement scope and the bills' key fields", () => {
    const base = '/api/open/v1/settlement/applications';
    const bodyOf = (path: string) => document.paths[path].post.requestBody.content['application/json'].schema;
    for (const [path, schema] of [
      [base, SAVE_BODY_SCHEMA],
      [`${base}/submit`, SUBMIT_BODY_SCHEMA],
      [`${base}/states`, STATES_BODY_SCHEMA],
    ] as const) {
      expect(bodyOf(path)).toEqual(JSON.parse(JSON.stringify(schema)));
      expect(document.paths[path].post.security[0].ApiKey).toEqual(['settlement']);
    }
    const attach = document.paths[`${base}/attach`].post;
    expect(attach.security[0].ApiKey).toEqual(['settlement']);
    expect(bodyOf(`${base}/attach`)).toMatchObject({ additionalProperties: false, required: ['id'], properties: { keys: { maxItems: MAX_IDS } } });
    // The key fields are the inventories' own, as their definitions name them.
    const inventory = server.app.bills.families.find((family) => family.id === 'export-inventory')!;
    expect(bodyOf(`${base}/attach`).properties.keys.description).toContain(`「${inventory.link.title}」（${inventory.link.name}）`);
    expect(attach.description).toContain('/exchangeSettlement');
    expect(attach.responses['403'].description).toContain('SCOPE_MISSING');
    expect(document.paths[base].post.parameters[0].name).toBe('Idempotency-Key');
    const application = document.components.schemas.SettlementApplication;
    expect(application.properties.declareNo.type).toEqual(['string', 'null']);
    expect(document.components.schemas.SettlementState.oneOf).toContainEqual({ const: 'approved', title: '审核通过' });
  });

  it('describes the receipt callback as a webhook, with its signed headers and body', () => {
    const callback = document.webhooks.billChanged.post;
    expect(callback.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CallbackPayload' });
    expect(callback.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['x-callback-event-id', 'x-api-key', 'x-api-timestamp', 'x-api-nonce', 'x-api-signature']),
    );
    expect(document.components.schemas.CallbackPayload.required).toContain('eventId');
  });
});

describe('/api/docs', () => {
  it('shows every call and the dictionaries in Chinese, escaped, without a script', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('批量新增或修改出口订单');
    expect(html).toContain('按订单编号申报出口订单');
    expect(html).toContain('按业务编号添加清单到结汇申请');
    expect(html).toContain('提交结汇申请到银行');
    expect(html).toContain('id="tag-settlement"');
    expect(html).toContain('<code>orderNo</code></td><td>订单编号</td>');
    expect(html).toContain('人民币');
    expect(html).toContain('规范字符串');
    // The docs' worked example, computed by the page (docs/open-api.md §2 has the same figure).
    expect(html).toContain('0e30ae3c77aaaf20b16f84392c2407dbf17b592231a20e1bd3370a328c67718b');
    expect(html).not.toContain('<script');
    for (const family of server.app.bills.families) expect(html).toContain(`id="tag-${family.id}"`);
  });

  it('goes gzipped to a client that takes it (the document is ~770 KB as JSON)', async () => {
    const answer = (encoding: string) =>
      new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        const chunks: Buffer[] = [];
        request(`${server.url}/api/openapi.json`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (response) => {
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const plain = await answer('');
    const gzipped = await answer('gzip, deflate, br');
    expect(plain.encoding).toBeUndefined();
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });
});
