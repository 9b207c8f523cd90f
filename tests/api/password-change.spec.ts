// Expired or weak passwords: login answers 401 请更改密码 with a password-change token in the
// `token` header; POST /api/user/anon/pwd/updatePasswprd changes the password with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password-hash.ts';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

const CHANGE = '/api/user/anon/pwd/updatePasswprd';
const RULE = '密码长度在10到20位之间，包含至少一个大写字母、一个小写字母、一个数字和一个特殊字符';
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function changeRequest(fields: { name: string; token: string; oldPassword: string; newPassword: string; againPassword?: string }) {
  const client = server.client;
  return client.post(CHANGE, {
    name: fields.name,
    account: MAIN_ACCOUNT.loginName,
    oldPassword: await client.encryptPassword(fields.oldPassword),
    newPassword: await client.encryptPassword(fields.newPassword),
    againPassword: await client.encryptPassword(fields.againPassword ?? fields.newPassword),
    token: fields.token,
  });
}

describe('expired password', () => {
  it('is refused at login with 401 and a change token, then changed, then logs in', async () => {
    const account = MAIN_ACCOUNT;
    await server.db
      .updateTable('app_user')
      .set({ password_changed_at: Date.now() - 91 * DAY })
      .where('login_name', '=', account.loginName)
      .execute();

    const refused = await server.client.login(account.loginName, account.password);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: -1, message: '请更改密码', data: null });
    const token = refused.headers.get('token');
    expect(token).toBeTruthy();

    const base = { name: account.loginName, token: token!, oldPassword: account.password };
    expect((await changeRequest({ ...base, newPassword: 'short1A!' })).body.message).toBe(RULE);
    expect((await changeRequest({ ...base, newPassword: 'nouppercase1!' })).body.message).toBe(RULE);
    expect((await changeRequest({ ...base, newPassword: 'NOLOWERCASE1!' })).body.message).toBe(RULE);
    expect((await changeRequest({ ...base, newPassword: 'NoDigitsHere!' })).body.message).toBe(RULE);
    expect((await changeRequest({ ...base, newPassword: 'NoSpecial123' })).body.message).toBe(RULE);
    expect((await changeRequest({ ...base, newPassword: 'Waytoolong1!Waytoolong1!' })).body.message).toBe(RULE);
    expect((await changeRequest({ ...base, newPassword: account.password })).body.message).toBe('原密码与新密码不能相同!');
    expect((await changeRequest({ ...base, newPassword: 'Renewed@2025x', againPassword: 'Renewed@2025y' })).body.message).toBe('两次输入密码不一致!');
    expect((await changeRequest({ ...base, oldPassword: 'Wrong@old1234', newPassword: 'Renewed@2025x' })).body.message).toBe('原始密码错误');
    expect((await changeRequest({ ...base, name: '', newPassword: 'Renewed@2025x' })).body.message).toBe('请填写登录名');
    expect((await changeRequest({ ...base, name: SUB_ACCOUNT.loginName, newPassword: 'Renewed@2025x' })).body.code).toBe(-1);

    // None of the refused attempts changed anything: the old password still reaches the change prompt.
    expect((await server.client.login(account.loginName, account.password)).status).toBe(401);

    const changed = await changeRequest({ ...base, newPassword: 'Renewed@2025x' });
    expect(changed.body).toEqual({ code: 0, message: '修改成功！', data: null });

    const login = await server.client.login(account.loginName, 'Renewed@2025x');
    expect(login.body.code).toBe(0);
    expect((await server.client.login(account.loginName, account.password)).body.message).toBe('账号或密码错误');

    // The change token dies with the password it was issued for.
    const reused = await changeRequest({ ...base, oldPassword: 'Renewed@2025x', newPassword: 'Another@2025z' });
    expect(reused.status).toBe(401);
  });

  it('refuses a made-up change token with 401', async () => {
    const answer = await changeRequest({ name: SUB_ACCOUNT.loginName, token: 'nonsense', oldPassword: 'a', newPassword: 'Renewed@2025x' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('修改密码凭证已失效，请重新登录后再修改密码');
  });

  it('asks for the old password when it is empty', async () => {
    const refused = await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(refused.body.code).toBe(0);
    await server.db.updateTable('app_user').set({ must_change_password: 1 }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    const mustChange = await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(mustChange.status).toBe(401);
    const answer = await server.client.post(CHANGE, {
      name: SUB_ACCOUNT.loginName,
      oldPassword: '',
      newPassword: await server.client.encryptPassword('Renewed@2025x'),
      againPassword: await server.client.encryptPassword('Renewed@2025x'),
      token: mustChange.headers.get('token'),
    });
    expect(answer.body.message).toBe('请填写原始密码');
  });
});

describe('weak password', () => {
  it('is refused at login with 401 请更改密码 even when it is young', async () => {
    await server.db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword('weakpass'), must_change_password: 0, password_changed_at: Date.now() })
      .where('login_name', '=', SUB_ACCOUNT.loginName)
      .execute();
    const refused = await server.client.login(SUB_ACCOUNT.loginName, 'weakpass');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('请更改密码');
    expect(refused.headers.get('token')).toBeTruthy();
  });
});
