// Values that answered 500 (issue 22 point 6): U+0000 in any term or stored text on PostgreSQL,
// lone surrogates and control characters (silently changed or unusable in a customs message), ids
// beyond 2^31−1, and `__proto__`, `constructor`, `toString` as sort or term names. Each is refused
// with a message and changes nothing; a sweep sends them to every mounted POST route. On SQLite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../../server/auth/route-access.ts';
import { dynamicDb } from '../../../server/bills/db.ts';
import { orderBody } from '../bills/bill-fixtures.ts';
import { ORDER_API, startBillServer, type BillServer } from '../bills/bill-harness.ts';

const HOSTILE = {
  nul: 'a\u0000b',
  loneHigh: 'x\ud800',
  loneLow: '\udc00y',
  escape: 'a\u001bb',
  del: 'a\u007f',
} as const;
const REFUSED = /请求数据包含不允许的控制字符或无效字符（位置：.+），请删除后重试/;

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
  await server.token();
}, 120_000);
afterAll(async () => server?.close());

const orders = async () =>
  Number(
    (
      await dynamicDb(server.db)
        .selectFrom('bill_export_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('text no field may hold', () => {
  it('a save with any of them in a header field, a line field or a key is refused by place, and nothing is stored', async () => {
    const before = await orders();
    for (const [name, bad] of Object.entries(HOSTILE)) {
      const header = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: `EO-BAD-${name}`, ebcName: bad }));
      expect(header.status, name).toBe(400);
      expect(header.body.message).toMatch(REFUSED);
      expect(header.body.message).toContain('ebcName');
      const body = orderBody({ orderNo: `EO-BAD-L-${name}` });
      (body.lines as Record<string, unknown>[])[1].itemName = bad;
      const line = await server.post(`${ORDER_API}/save`, body);
      expect(line.status, name).toBe(400);
      expect(line.body.message).toContain('lines[1].itemName');
      const key = await server.post(`${ORDER_API}/save`, { ...orderBody({ orderNo: `EO-BAD-K-${name}` }), [bad]: 1 });
      expect(key.status, name).toBe(400);
    }
    expect(await orders()).toBe(before);
  });

  it('tabs, line breaks, emoji and rare characters are kept as typed', async () => {
    const text = '第一行\t制表\r\n第二行😀𠀀';
    const saved = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-GOOD-TEXT', note: text }));
    expect(saved.body.code, saved.body.message).toBe(0);
    const found = await server.post(`${ORDER_API}/findById`, { id: saved.body.data.id });
    expect(found.body.data.note).toBe(text);
  });

  it('a list term with any of them is refused, never sent to the database', async () => {
    for (const [name, bad] of Object.entries(HOSTILE)) {
      const answer = await server.post(`${ORDER_API}/pageList`, {
        pageIndex: 0,
        pageSize: 50,
        terms: [{ column: 'order_no', termType: 'like', type: 'and', value: bad }],
      });
      expect(answer.status, name).toBe(400);
      expect(answer.body.message).toMatch(REFUSED);
    }
  });

  it('every mounted POST route answers them with a refusal, never a 500', async () => {
    // Not the sign-in routes: a refusal there is what the login specs check, and logout would end the sweep's session.
    const routes = declaredRoutes(server.app).filter((route) => route.method === 'POST' && !/\/(auth|jwt_core|captcha)\b|logout|password/i.test(route.url));
    expect(routes.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const route of routes) {
      for (const bad of [HOSTILE.nul, HOSTILE.loneHigh]) {
        const data = { id: 1, ids: [1], note: bad, name: bad, content: bad, reason: bad, terms: [{ column: 'id', termType: 'like', type: 'and', value: bad }] };
        const answer = await server.post(route.url.replace(':id', '1').replace('*', 'x'), data);
        if (answer.status >= 500) failures.push(`${route.url}: ${answer.status} ${answer.body?.message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('numbers and names that are no record or column', () => {
  it('an id beyond 2^31−1 is refused by the body schema', async () => {
    for (const [path, data] of [
      ['/api/enterprise/company/deleteFileByFileId', { id: 2147483648 }],
      ['/api/enterprise/company/deleteFileByFileId', { id: '99999999999' }],
      ['/api/enterprise/declarel/queryById', { id: 2147483648 }],
      ['/api/enterprise/Work_ticket/detail', { id: 2147483648 }],
      [`${ORDER_API}/findById`, { id: 2147483648 }],
      [`${ORDER_API}/deleteByIds`, { ids: [2147483648], startTime: '2020-01-01 00:00:00', endTime: '2099-01-01 00:00:00' }],
    ] as const) {
      const answer = await server.post(path, data);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.code, path).not.toBe(0);
    }
  });

  it('__proto__, constructor and toString are no sort or term names', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const path of ['/api/enterprise/Work_ticket/list', '/api/enterprise/user/pageList', `${ORDER_API}/pageList`]) {
        const sorted = await server.post(path, { pageIndex: 0, pageSize: 10, sorts: [{ name, order: 'asc' }], terms: [] });
        expect(sorted.status, `${path} ${name}`).toBeLessThan(500);
        expect(sorted.body.code, `${path} ${name}`).not.toBe(0);
        const termed = await server.post(path, { pageIndex: 0, pageSize: 10, terms: [{ column: name, termType: 'eq', type: 'and', value: 'x' }] });
        expect(termed.status, `${path} ${name}`).toBeLessThan(500);
        expect(termed.body.code, `${path} ${name}`).not.toBe(0);
      }
    }
  });
});
