// Authorisations between companies (bill-families-and-screens.md §4, §7 "Authorisation", §8;
// docs/settlement.md) with the real seed's three companies: the agent (the demo company) asks the
// commerce company, which agrees, declines or takes back; the unrelated third company neither sees
// nor changes any of it. Every call, its success text and its refusals.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  CONFIRM_TAKE_BACK,
  MSG_AUTH_AGREED,
  MSG_AUTH_APPLIED,
  MSG_AUTH_COMPANY_UNKNOWN,
  MSG_AUTH_DECLINED,
  MSG_AUTH_DELETED,
  MSG_AUTH_NOT_FOUND,
  MSG_AUTH_SELF,
  MSG_AUTH_TAKEN_BACK,
  auditStateMessage,
  deleteStateMessage,
  duplicateAuthMessage,
  takeBackStateMessage,
} from '#core/auth-commerce.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { isCommerceAuthorised, authorisedCommerceCodes } from '../../server/settlement/authorisation.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token = { agent: '', commerce: '', third: '', noButtons: '', noModule: '' };
let agent: { code: string; name: string };
let commerce: { code: string; name: string };
let third: { code: string; name: string };

const call = (path: string, data: unknown, who: keyof typeof token) => server.client.post(path, data, { token: token[who] });
const listOf = async (who: keyof typeof token, page: 'apply' | 'confirm', terms: unknown[] = []) => {
  const answer = await call(
    AUTH_PATHS.queryPageList,
    { pageIndex: 0, pageSize: 50, sorts: [], terms: [{ column: 'page', termType: 'eq', type: 'and', value: page }, ...terms] },
    who,
  );
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.code, answer.text).toBe(0);
  return answer.body.data as { datas: Array<Record<string, unknown>>; total: number };
};
const ask = () => call(AUTH_PATHS.save, { commerceCode: commerce.code, commerceName: commerce.name }, 'agent');

/** A user of the agent company holding every module, with or without the button codes. */
async function agentUser(loginName: string, withModules: boolean): Promise<string> {
  const company = await server.db.selectFrom('company').select('id').where('code', '=', agent.code).executeTakeFirstOrThrow();
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
  if (withModules) await sql`insert into user_module (user_id, module_id) select ${sql.lit(user.id)}, id from module`.execute(server.db);
  const sessionId = await createSession(server.db, user.id);
  return signAccessToken(server.app.portal.secrets.accessKey, { userId: user.id, companyCode: agent.code, userType: 'USER', sessionId }, 900);
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'real' });
  const demo = server.seed.demo;
  agent = demo.company;
  const others = demo.otherCompanies ?? [];
  const commerceCompany = others.find((other) => other.role === 'commerce')!;
  const thirdCompany = others.find((other) => other.role === 'unrelated')!;
  commerce = commerceCompany.company;
  third = thirdCompany.company;
  const admin = (accounts: Array<{ loginName: string; password: string; userType: string }>) => accounts.find((account) => account.userType === 'ADMIN')!;
  const loginOf = async (accounts: Array<{ loginName: string; password: string; userType: string }>) => {
    const main = admin(accounts);
    return (await server.client.session(main.loginName, main.password)).token;
  };
  token.agent = await loginOf(demo.accounts);
  token.commerce = await loginOf(commerceCompany.accounts);
  token.third = await loginOf(thirdCompany.accounts);
  token.noButtons = await agentUser('auth_no_buttons', true);
  token.noModule = await agentUser('auth_no_module', false);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom('auth_commerce').execute();
});

describe('findCompany', () => {
  it('finds companies by a part of their name, never the caller itself, and nothing for a blank name', async () => {
    const found = await call(AUTH_PATHS.findCompany, { companyName: '有限公司' }, 'agent');
    expect(found.body.code, found.text).toBe(0);
    const codes = (found.body.data as Array<{ companyCode: string; companyName: string }>).map((c) => c.companyCode);
    expect(codes).toContain(commerce.code);
    expect(codes).toContain(third.code);
    expect(codes).not.toContain(agent.code);
    const exact = await call(AUTH_PATHS.findCompany, { companyName: commerce.name.slice(3, 8) }, 'agent');
    expect(exact.body.data).toEqual([{ companyCode: commerce.code, companyName: commerce.name }]);
    expect((await call(AUTH_PATHS.findCompany, { companyName: '  ' }, 'agent')).body.data).toEqual([]);
    // LIKE wildcards are matched literally.
    expect((await call(AUTH_PATHS.findCompany, { companyName: '%' }, 'agent')).body.data).toEqual([]);
  });

  it('refuses the unauthenticated, a user without the page, a user without button add, and a malformed body', async () => {
    expect((await server.client.post(AUTH_PATHS.findCompany, { companyName: '公司' })).status).toBe(401);
    expect((await call(AUTH_PATHS.findCompany, { companyName: '公司' }, 'noModule')).status).toBe(403);
    expect((await call(AUTH_PATHS.findCompany, { companyName: '公司' }, 'noButtons')).status).toBe(403);
    expect((await call(AUTH_PATHS.findCompany, { companyName: 'x'.repeat(101) }, 'agent')).status).toBe(400);
    expect((await call(AUTH_PATHS.findCompany, { companyName: '公司', extra: 1 }, 'agent')).status).toBe(400);
  });
});

describe('save and the two lists', () => {
  it('files a to_audit request the agent sees on apply and the commerce company on confirm, and nobody else', async () => {
    const saved = await ask();
    expect(saved.body, saved.text).toMatchObject({ code: 0, message: MSG_AUTH_APPLIED });
    const apply = await listOf('agent', 'apply');
    expect(apply.total).toBe(1);
    expect(apply.datas[0]).toMatchObject({
      agentCode: agent.code,
      agentName: agent.name,
      commerceCode: commerce.code,
      commerceName: commerce.name,
      state: 'to_audit',
      stateName: '待审核',
    });
    expect(apply.datas[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await listOf('commerce', 'confirm')).datas.map((row) => row.id)).toEqual([apply.datas[0]!.id]);
    // The commerce company asked nothing itself; the third company has nothing either way.
    expect((await listOf('commerce', 'apply')).total).toBe(0);
    expect((await listOf('third', 'apply')).total).toBe(0);
    expect((await listOf('third', 'confirm')).total).toBe(0);
    expect((await listOf('agent', 'confirm')).total).toBe(0);
  });

  it('takes the commerce name from the company table, not from the body', async () => {
    await call(AUTH_PATHS.save, { commerceCode: commerce.code, commerceName: '伪造的名称' }, 'agent');
    expect((await listOf('agent', 'apply')).datas[0]!.commerceName).toBe(commerce.name);
  });

  it('refuses a duplicate live request (waiting or approved), an unknown company and the caller itself', async () => {
    await ask();
    expect((await ask()).body).toMatchObject({ code: -1, message: duplicateAuthMessage(commerce.name, '待审核') });
    const [row] = (await listOf('agent', 'apply')).datas;
    await call(AUTH_PATHS.audit, { id: row!.id, flag: true }, 'commerce');
    expect((await ask()).body).toMatchObject({ code: -1, message: duplicateAuthMessage(commerce.name, '已授权') });
    expect((await call(AUTH_PATHS.save, { commerceCode: '91000000000000000X', commerceName: 'x' }, 'agent')).body).toMatchObject({
      code: -1,
      message: MSG_AUTH_COMPANY_UNKNOWN,
    });
    expect((await call(AUTH_PATHS.save, { commerceCode: agent.code, commerceName: agent.name }, 'agent')).body).toMatchObject({
      code: -1,
      message: MSG_AUTH_SELF,
    });
    expect((await listOf('agent', 'apply')).total).toBe(1);
  });

  it('allows a new request once the last one was declined', async () => {
    await ask();
    const [row] = (await listOf('agent', 'apply')).datas;
    expect((await call(AUTH_PATHS.audit, { id: row!.id, flag: false }, 'commerce')).body.code).toBe(0);
    expect((await ask()).body.code).toBe(0);
    expect((await listOf('agent', 'apply')).total).toBe(2);
  });

  it('filters by state (in), name (like) and creation time, sorts and pages', async () => {
    await ask();
    await call(AUTH_PATHS.save, { commerceCode: third.code, commerceName: third.name }, 'agent');
    const rows = (await listOf('agent', 'apply')).datas;
    await call(AUTH_PATHS.audit, { id: rows.find((r) => r.commerceCode === third.code)!.id, flag: true }, 'third');
    expect((await listOf('agent', 'apply', [{ column: 'state', termType: 'in', type: 'and', value: ['approved'] }])).datas.map((r) => r.commerceCode)).toEqual([
      third.code,
    ]);
    expect((await listOf('agent', 'apply', [{ column: 'state', termType: 'in', type: 'and', value: ['to_audit', 'approved'] }])).total).toBe(2);
    expect((await listOf('agent', 'apply', [{ column: 'commerce_name', termType: 'like', type: 'and', value: commerce.name.slice(2, 6) }])).total).toBe(1);
    expect((await listOf('agent', 'apply', [{ column: 'create_time', termType: 'btw', type: 'and', value: ['2000-01-01', '2000-01-02'] }])).total).toBe(0);
    const sorted = await call(AUTH_PATHS.queryPageList, { pageIndex: 1, pageSize: 1, sorts: [{ name: 'commerce_name', order: 'asc' }], terms: [] }, 'agent');
    expect(sorted.body.data.total).toBe(2);
    expect(sorted.body.data.datas).toHaveLength(1);
    const unknownTerm = await call(AUTH_PATHS.queryPageList, { terms: [{ column: 'agent_company_id', termType: 'eq', value: 1 }] }, 'agent');
    expect(unknownTerm.status).toBe(400);
    expect((await call(AUTH_PATHS.queryPageList, { pageSize: 100_000 }, 'agent')).status).toBe(400);
    // Each page filters and sorts on what its definition offers (other-authApply, other-authConfirm).
    const confirmPage = { column: 'page', termType: 'eq', value: 'confirm' };
    const agentSort = { pageIndex: 0, pageSize: 10, sorts: [{ name: 'agent_name', order: 'asc' }] };
    expect((await call(AUTH_PATHS.queryPageList, { ...agentSort, terms: [] }, 'agent')).status).toBe(400);
    expect((await call(AUTH_PATHS.queryPageList, { ...agentSort, terms: [confirmPage] }, 'commerce')).body.code).toBe(0);
    expect((await call(AUTH_PATHS.queryPageList, { terms: [{ column: 'agent_name', termType: 'like', value: 'x' }] }, 'agent')).status).toBe(400);
    expect((await call(AUTH_PATHS.queryPageList, { terms: [confirmPage, { column: 'agent_name', termType: 'like', value: 'x' }] }, 'commerce')).body.code).toBe(
      0,
    );
  });

  it('refuses the list to the unauthenticated and to a user without the named page', async () => {
    expect((await server.client.post(AUTH_PATHS.queryPageList, {})).status).toBe(401);
    expect((await call(AUTH_PATHS.queryPageList, {}, 'noModule')).status).toBe(403);
    expect((await call(AUTH_PATHS.queryPageList, { terms: [{ column: 'page', termType: 'eq', value: 'confirm' }] }, 'noModule')).status).toBe(403);
    // The list needs the page only, no button code.
    expect((await call(AUTH_PATHS.queryPageList, {}, 'noButtons')).body.code).toBe(0);
    expect((await call(AUTH_PATHS.save, { commerceCode: commerce.code }, 'noButtons')).status).toBe(403);
    expect((await server.client.post(AUTH_PATHS.save, { commerceCode: commerce.code })).status).toBe(401);
    expect((await call(AUTH_PATHS.save, {}, 'agent')).status).toBe(400);
  });
});

describe('audit, tackBack and delete', () => {
  async function requestId(): Promise<number> {
    await ask();
    return (await listOf('agent', 'apply')).datas[0]!.id as number;
  }

  it('agrees (授权操作成功): the agent sees it approved and is authorised; taking back (回收授权成功) ends it', async () => {
    const id = await requestId();
    expect(await isCommerceAuthorised(server.db, agent.code, commerce.code)).toBe(false);
    expect((await call(AUTH_PATHS.audit, { id, flag: true }, 'commerce')).body).toMatchObject({ code: 0, message: MSG_AUTH_AGREED });
    expect((await listOf('agent', 'apply')).datas[0]).toMatchObject({ state: 'approved', stateName: '已授权' });
    expect(await isCommerceAuthorised(server.db, agent.code, commerce.code)).toBe(true);
    expect(await authorisedCommerceCodes(server.db, agent.code)).toEqual([commerce.code]);
    // The pair is one way: the commerce company is not authorised by the agent.
    expect(await isCommerceAuthorised(server.db, commerce.code, agent.code)).toBe(false);
    expect(CONFIRM_TAKE_BACK).toBe('确认回收企业授权?');
    expect((await call(AUTH_PATHS.tackBack, { ids: [id] }, 'commerce')).body).toMatchObject({ code: 0, message: MSG_AUTH_TAKEN_BACK });
    expect((await listOf('agent', 'apply')).datas[0]).toMatchObject({ state: 'take_back', stateName: '已回收' });
    expect(await isCommerceAuthorised(server.db, agent.code, commerce.code)).toBe(false);
    expect(await authorisedCommerceCodes(server.db, agent.code)).toEqual([]);
    // A new request after the take-back: waiting, so still not authorised.
    expect((await ask()).body.code).toBe(0);
    expect(await isCommerceAuthorised(server.db, agent.code, commerce.code)).toBe(false);
  });

  it('declines (拒绝授权操作成功) and refuses a second decision', async () => {
    const id = await requestId();
    expect((await call(AUTH_PATHS.audit, { id, flag: false }, 'commerce')).body).toMatchObject({ code: 0, message: MSG_AUTH_DECLINED });
    expect((await listOf('commerce', 'confirm')).datas[0]).toMatchObject({ state: 'not_approved', stateName: '已拒绝' });
    expect((await call(AUTH_PATHS.audit, { id, flag: true }, 'commerce')).body).toMatchObject({ code: -1, message: auditStateMessage('已拒绝') });
    expect(await isCommerceAuthorised(server.db, agent.code, commerce.code)).toBe(false);
  });

  it('refuses an audit by the agent, by the third company, without the button, unauthenticated', async () => {
    const id = await requestId();
    // The agent holds the confirm page too (all demo accounts do), but the request is not addressed to it.
    expect((await call(AUTH_PATHS.audit, { id, flag: true }, 'agent')).body).toMatchObject({ code: -1, message: MSG_AUTH_NOT_FOUND });
    expect((await call(AUTH_PATHS.audit, { id, flag: true }, 'third')).body).toMatchObject({ code: -1, message: MSG_AUTH_NOT_FOUND });
    expect((await call(AUTH_PATHS.audit, { id, flag: true }, 'noButtons')).status).toBe(403);
    expect((await call(AUTH_PATHS.audit, { id, flag: true }, 'noModule')).status).toBe(403);
    expect((await server.client.post(AUTH_PATHS.audit, { id, flag: true })).status).toBe(401);
    expect((await call(AUTH_PATHS.audit, { id, flag: 'yes' }, 'commerce')).status).toBe(400);
    expect((await call(AUTH_PATHS.audit, { id: 999_999, flag: true }, 'commerce')).body).toMatchObject({ code: -1, message: MSG_AUTH_NOT_FOUND });
    expect((await listOf('agent', 'apply')).datas[0]).toMatchObject({ state: 'to_audit' });
  });

  it('refuses an audit with only the other button: agree needs agree, decline needs decline', async () => {
    const id = await requestId();
    const commerceAdmin = await server.db
      .selectFrom('app_user')
      .innerJoin('company', 'company.id', 'app_user.company_id')
      .select('app_user.id')
      .where('company.code', '=', commerce.code)
      .executeTakeFirstOrThrow();
    await sql`delete from user_button where user_id = ${sql.lit(commerceAdmin.id)} and module_button_id in (select id from module_button where code = 'agree')`.execute(
      server.db,
    );
    try {
      expect((await call(AUTH_PATHS.audit, { id, flag: true }, 'commerce')).status).toBe(403);
      expect((await call(AUTH_PATHS.audit, { id, flag: false }, 'commerce')).body.code).toBe(0);
    } finally {
      await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(commerceAdmin.id)}, id from module_button where code = 'agree'`.execute(
        server.db,
      );
    }
  });

  it('refuses a take-back of a waiting request, naming it, and changes none of the batch', async () => {
    const waiting = await requestId();
    await call(AUTH_PATHS.save, { commerceCode: commerce.code }, 'third');
    const fromThird = (await listOf('third', 'apply')).datas[0]!.id as number;
    await call(AUTH_PATHS.audit, { id: fromThird, flag: true }, 'commerce');
    const answer = await call(AUTH_PATHS.tackBack, { ids: [fromThird, waiting] }, 'commerce');
    expect(answer.body).toMatchObject({ code: -1, message: takeBackStateMessage([`${agent.name}→${commerce.name}（待审核）`]) });
    expect((await listOf('third', 'apply')).datas[0]).toMatchObject({ state: 'approved' });
    // The agent and the third company cannot take back what is not addressed to them.
    expect((await call(AUTH_PATHS.tackBack, { ids: [fromThird] }, 'agent')).body).toMatchObject({ code: -1, message: MSG_AUTH_NOT_FOUND });
    expect((await call(AUTH_PATHS.tackBack, { ids: [fromThird] }, 'third')).body).toMatchObject({ code: -1, message: MSG_AUTH_NOT_FOUND });
    expect((await call(AUTH_PATHS.tackBack, { ids: [fromThird] }, 'noButtons')).status).toBe(403);
    expect((await server.client.post(AUTH_PATHS.tackBack, { ids: [fromThird] })).status).toBe(401);
    expect((await call(AUTH_PATHS.tackBack, { ids: [] }, 'commerce')).status).toBe(400);
    expect((await call(AUTH_PATHS.tackBack, { ids: [fromThird] }, 'commerce')).body).toMatchObject({ code: 0, message: MSG_AUTH_TAKEN_BACK });
  });

  it("deletes (删除成功) the agent's own requests only, never an approved one, all or nothing", async () => {
    const waiting = await requestId();
    await call(AUTH_PATHS.save, { commerceCode: third.code }, 'agent');
    const toThird = (await listOf('agent', 'apply')).datas.find((r) => r.commerceCode === third.code)!.id as number;
    await call(AUTH_PATHS.audit, { id: toThird, flag: true }, 'third');
    // The commerce company and the third company cannot delete the agent's requests.
    expect((await call(AUTH_PATHS.delete, { ids: [waiting] }, 'commerce')).body).toMatchObject({ code: -1, message: MSG_AUTH_NOT_FOUND });
    expect((await call(AUTH_PATHS.delete, { ids: [waiting] }, 'third')).body).toMatchObject({ code: -1, message: MSG_AUTH_NOT_FOUND });
    expect((await call(AUTH_PATHS.delete, { ids: [waiting] }, 'noButtons')).status).toBe(403);
    expect((await server.client.post(AUTH_PATHS.delete, { ids: [waiting] })).status).toBe(401);
    const refused = await call(AUTH_PATHS.delete, { ids: [waiting, toThird] }, 'agent');
    expect(refused.body).toMatchObject({ code: -1, message: deleteStateMessage([`${agent.name}→${third.name}（已授权）`]) });
    expect((await listOf('agent', 'apply')).total).toBe(2);
    expect((await call(AUTH_PATHS.delete, { ids: [waiting] }, 'agent')).body).toMatchObject({ code: 0, message: MSG_AUTH_DELETED });
    expect((await listOf('agent', 'apply')).datas.map((r) => r.id)).toEqual([toThird]);
    expect((await listOf('commerce', 'confirm')).total).toBe(0);
  });
});
