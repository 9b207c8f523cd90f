// The generated route matrix (issue "Hardening" 4, 5 and the suite it asks for): every /api
// route the server mounts — read from the route guard's own list, so a route added tomorrow is
// walked too — is called with no token, a garbage token, an `alg: none` token and an expired one,
// by a user of the company without the page's module, and by one with the module but without any
// button code, each time with a body the route's schema would refuse: the answer is the guard's
// (401, -10000, 403), never a 400, never the data. Then a user of another company sends the ids of
// the first company's bills and files to every route of their families: nothing of them is read
// or changed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../server/auth/access-token.ts';
import { declaredRoutes, type DeclaredRoute } from '../../../server/auth/route-access.ts';
import { createSession } from '../../../server/auth/sessions.ts';
import { seedDemoBills } from '../../../server/bills/seed/seed-demo-bills.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../../server/bills/settings.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../../server/seed/seed-data.ts';
import { COMPANY, startBillServer, type BillServer } from '../bills/bill-harness.ts';

const OTHER = { code: '91310000MA1FL0XX9Q', name: '上海另一家跨境电商有限公司' };
const FILE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

let server: BillServer;
let routes: DeclaredRoute[];
const tokens: Record<'noModule' | 'noButton' | 'expired' | 'other', string> = { noModule: '', noButton: '', expired: '', other: '' };

async function userOf(companyCode: string, loginName: string): Promise<number> {
  const company = await server.db.selectFrom('company').select('id').where('code', '=', companyCode).executeTakeFirstOrThrow();
  const user = await server.db
    .insertInto('app_user')
    .values({
      login_name: loginName,
      username: loginName,
      password_hash: 'scrypt$x',
      user_type: 'USER',
      company_id: company.id,
      state: 'EFFECTIVE',
      password_changed_at: Date.now(),
      must_change_password: 0,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

async function grantModules(userId: number, withButtons: boolean): Promise<void> {
  await sql`insert into user_module (user_id, module_id) select ${sql.lit(userId)}, id from module`.execute(server.db);
  if (withButtons) await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(userId)}, id from module_button`.execute(server.db);
}

async function tokenOf(userId: number, companyCode: string, ttlSeconds = 900): Promise<string> {
  const sessionId = await createSession(server.db, userId);
  return signAccessToken(server.app.portal.secrets.accessKey, { userId, companyCode, userType: 'USER', sessionId }, ttlSeconds);
}

/** A token that claims to need no signature. */
function unsignedToken(userId: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(userId), cc: COMPANY, ut: 'ADMIN', sid: 'x', iss: 'ceb-portal', aud: 'portal-access', exp: now + 600 })}.`;
}

beforeAll(async () => {
  server = await startBillServer();
  routes = [...declaredRoutes(server.app)];
  const noModule = await userOf(COMPANY, 'matrix_no_module');
  const noButton = await userOf(COMPANY, 'matrix_no_button');
  await grantModules(noButton, false);
  await server.db.insertInto('company').values({ code: OTHER.code, name: OTHER.name, created_at: Date.now() }).execute();
  const other = await userOf(OTHER.code, 'matrix_other_company');
  await grantModules(other, true);
  tokens.noModule = await tokenOf(noModule, COMPANY);
  tokens.noButton = await tokenOf(noButton, COMPANY);
  tokens.expired = await tokenOf(noButton, COMPANY, -60);
  tokens.other = await tokenOf(other, OTHER.code);
});
afterAll(async () => server?.close());

const path = (route: DeclaredRoute) => route.url.replace(':id', FILE_ID);

/** A call whose body the route's schema would refuse (no data wrapper), naming the page when the route takes it from the request. */
async function call(route: DeclaredRoute, token: string | null) {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  let url = path(route);
  let body: string | undefined;
  if (route.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = '{}';
    if (route.access.kind === 'named') {
      // The page each named route would be asked for.
      const family = server.app.bills.families.find((candidate) => candidate.definition.ui.receipt);
      if (url.endsWith('/messageFindByBill') || url.endsWith('/messageFindByGuid')) {
        body = JSON.stringify({ data: { messageType: family?.definition.ui.receipt?.messageType } });
      } else if (url.endsWith('/bill/definition')) body = JSON.stringify({ data: { route: '/bill/export/order' } });
      else if (url.endsWith('/form/definition')) body = JSON.stringify({ data: { route: '/enterprise' } });
      else if (url.endsWith('/file/upload')) url += '?route=/bill/export/order&code=importQuery';
    }
  }
  const response = await fetch(`${server.url}${url}`, { method: route.method, headers, body });
  const text = await response.text();
  let parsed: { code?: number; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not an envelope (an SVG captcha): only the status matters then.
  }
  return { status: response.status, code: parsed.code, text: text.slice(0, 200) };
}

describe('every mounted route', () => {
  it('is walked: the guard knows every /api route and who may call it', () => {
    expect(routes.length).toBeGreaterThan(250);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('refuses a caller without a valid token, before looking at the body', async () => {
    const guarded = routes.filter((route) => route.access.kind !== 'public');
    for (const route of guarded) {
      for (const token of [null, 'not.a.token', unsignedToken(1)]) {
        const answer = await call(route, token);
        expect([route.method, route.url, String(token).slice(0, 12), answer.status, answer.code]).toEqual([
          route.method,
          route.url,
          String(token).slice(0, 12),
          401,
          -1,
        ]);
      }
      // A signed open API call takes no bearer token at all: an expired one is no credential either (401), never "refresh".
      const expired = await call(route, tokens.expired);
      const refresh = route.access.kind === 'signedRequest' ? [401, -1] : [200, -10000];
      expect([route.method, route.url, expired.status, expired.code]).toEqual([route.method, route.url, ...refresh]);
    }
  });

  it("refuses a user without the page's module, and one without the button code, with 403 before the body", async () => {
    for (const route of routes) {
      if (route.access.kind === 'page' || route.access.kind === 'named') {
        const answer = await call(route, tokens.noModule);
        expect([route.method, route.url, answer.status, answer.text]).toEqual([route.method, route.url, 403, '{"code":-1,"message":"拒绝访问","data":null}']);
      }
      if (route.access.kind === 'page' && route.access.buttons !== undefined) {
        const answer = await call(route, tokens.noButton);
        expect([route.method, route.url, answer.status]).toEqual([route.method, route.url, 403]);
      }
      if (route.access.kind === 'signedIn' || (route.access.kind === 'page' && route.access.buttons === undefined)) {
        // Reading a held page, or a shared helper: the guard lets the module holder through.
        const answer = await call(route, route.access.kind === 'signedIn' ? tokens.noModule : tokens.noButton);
        expect([route.method, route.url, [401, 403].includes(answer.status)]).toEqual([route.method, route.url, false]);
      }
    }
  });
});

describe('another company', () => {
  it("reads and changes nothing of the first company's bills and files, whatever ids it sends", async () => {
    const company = (await loadSeedData(DEFAULT_SEED_DIR)).demo.company;
    const own = server.app.bills.families.filter((family) => !family.definition.ui.source).map((family) => family.id);
    await seedDemoBills(server.db, { schemaDir: DEFAULT_BILL_SCHEMA_DIR, company, perFamily: 2, families: own });
    const snapshot = async () =>
      Promise.all(
        server.app.bills.families.map(async (family) =>
          sql<{ rows: string }>`select count(*) || ':' || coalesce(sum(version), 0) as rows from ${sql.table(family.headTable)}`
            .execute(server.db)
            .then((result) => `${family.id} ${result.rows[0].rows}`),
        ),
      );
    const before = await snapshot();
    let attempts = 0;
    for (const family of server.app.bills.families) {
      const rows = (
        await sql<{
          id: number;
          link: unknown;
        }>`select id, ${sql.ref(family.link.column)} as link from ${sql.table(family.headTable)} where company_code = ${COMPANY}`.execute(server.db)
      ).rows;
      if (rows.length === 0) continue;
      const { id, link } = rows[0];
      const familyRoutes = routes.filter((route) => route.method === 'POST' && route.url.startsWith(family.basePath));
      for (const route of familyRoutes) {
        for (const data of [{ id }, { ids: [id] }, { headId: id, id }, { id, version: 0, lines: [] }]) {
          attempts += 1;
          const answer = await server.post(route.url, data, tokens.other);
          // Never a success that carries the bill, never its number in any answer.
          if (typeof link === 'string' && link.length > 3) expect(answer.text, `${route.url} ${JSON.stringify(data)}`).not.toContain(link);
          if (answer.body.code === 0) {
            const text = JSON.stringify(answer.body.data ?? null);
            expect(text, `${route.url} answered another company's bill`).not.toMatch(new RegExp(`"id":${id}[,}]`));
          }
        }
      }
    }
    const file = (await server.db
      .selectFrom('stored_file' as never)
      .select('id' as never)
      .where('company_code' as never, '=', COMPANY as never)
      .executeTakeFirst()) as { id: string } | undefined;
    if (file) {
      attempts += 1;
      const download = await fetch(`${server.url}/api/file/download/${file.id}`, { headers: { authorization: `Bearer ${tokens.other}` } });
      expect(download.status).toBe(404);
    }
    expect(attempts).toBeGreaterThan(200);
    expect(await snapshot()).toEqual(before);
  });
});
