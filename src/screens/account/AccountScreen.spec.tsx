// /account and /account/add in the whole portal against a fake API (bill-families-and-screens.md
// §2, §4, §5, §6, §8): the list of pageList, the ban-login switch, 恢复登录, 删除用户, both
// password dialogs, the sub-account form, and what a sub-account sees.
import { webcrypto } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountRow } from '#core/accounts.ts';
import type { ModuleNode } from '#core/wire.ts';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText, openDialog, queryButtonByText } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { answer, installFakeApi, ok, recordFeedback, type FakeApi, type FeedbackLog } from '../../testing/fakeApi.ts';
import { adminUserFixture, moduleTreeFixture, ordinaryUserFixture } from '../shell/fixtures.ts';
import { RESET_PASSWORD_PATH, UPDATE_PASSWORD_PATH } from '../password/index.ts';
import { ACCOUNT_PATHS } from './accountApi.ts';
import { adminAccountRows, userAccountRows } from './sampleAccounts.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

let keys: CryptoKeyPair;
let publicKeyBase64: string;
let api: FakeApi;
let feedback: FeedbackLog;
let rows: AccountRow[];

beforeAll(async () => {
  keys = (await webcrypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  publicKeyBase64 = Buffer.from(new Uint8Array(await webcrypto.subtle.exportKey('spki', keys.publicKey))).toString('base64');
});

async function decrypt(sent: string): Promise<string> {
  const plain = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, Buffer.from(decodeURIComponent(sent), 'base64'));
  return new TextDecoder().decode(plain);
}

type Body<T> = { data: T };
const bodyOf = <T,>(route: string, index = 0) => (api.requestsTo(route)[index].body as Body<T>).data;

/** A fake server holding the company's accounts. */
function installAccountServer(initial: AccountRow[] = adminAccountRows) {
  rows = initial.map((row) => ({ ...row }));
  api.on('GET /api/auth/public_key', () => ok({ publicKey: publicKeyBase64 }));
  api.on(`POST ${ACCOUNT_PATHS.pageList}`, () => ok({ datas: rows, total: rows.length }));
  api.on(`POST ${ACCOUNT_PATHS.frozen}`, (request) => {
    const { ids, state } = (request.body as Body<{ ids: string[]; state: 'EFFECTIVE' | 'INVALID' }>).data;
    rows = rows.map((row) => (ids.includes(row.id) ? { ...row, state, stateName: state === 'EFFECTIVE' ? '有效' : '冻结' } : row));
    return ok(null);
  });
  api.on(`POST ${ACCOUNT_PATHS.deleteByIds}`, (request) => {
    const { ids } = (request.body as Body<{ ids: string[] }>).data;
    rows = rows.filter((row) => !ids.includes(row.id));
    return answer(0, '删除成功！');
  });
  api.on(`POST ${RESET_PASSWORD_PATH}`, () => answer(0, '修改成功！'));
  api.on(`POST ${UPDATE_PASSWORD_PATH}`, () => answer(0, '修改成功！'));
  api.on(`POST ${ACCOUNT_PATHS.save}`, (request) => {
    const { loginName, state } = (request.body as Body<{ loginName: string; state: 'EFFECTIVE' | 'INVALID' }>).data;
    rows = [
      ...rows,
      { ...adminAccountRows[1], id: '9', loginName, username: loginName.split('@')[0], state, stateName: state === 'EFFECTIVE' ? '有效' : '冻结' },
    ];
    return answer(0, '创建成功！', 200, { id: '9', loginName });
  });
}

const rowOf = (loginName: string) => screen.getByText(loginName).closest('tr')!;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const dialogOpen = () => waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog')));

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
  feedback = recordFeedback();
});

describe('/account as the main account', () => {
  beforeEach(() => signIn(adminUserFixture, moduleTreeFixture));

  it('lists the accounts with their type and state, and no 建设中', async () => {
    installAccountServer();
    renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    expect(rowOf('hzkj2024').textContent).toContain('主账号');
    expect(rowOf('wangfang@hzkj2024').textContent).toContain('冻结');
    expect(screen.queryByText(/建设中/)).toBeNull();
    expect(bodyOf(`POST ${ACCOUNT_PATHS.pageList}`)).toEqual({ pageIndex: 0, pageSize: 50, sorts: [], terms: [] });
  });

  it('freezes a sub-account with its switch (frozen ids, INVALID), says 操作成功！ and shows the new state', async () => {
    installAccountServer();
    renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    fireEvent.click(within(rowOf('liwei@hzkj2024')).getByRole('switch'));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    expect(bodyOf(`POST ${ACCOUNT_PATHS.frozen}`)).toEqual({ ids: ['2'], state: 'INVALID' });
    await waitFor(() => expect(rowOf('liwei@hzkj2024').textContent).toContain('冻结'));
  });

  it('恢复登录: warns 请选择操作数据 without a selection, else restores the selected rows', async () => {
    installAccountServer();
    renderPortal('/account');
    await screen.findByText('wangfang@hzkj2024');
    fireEvent.click(buttonByText('恢复登录'));
    expect(await screen.findByText('请选择操作数据')).toBeTruthy();
    expect(api.requestsTo(`POST ${ACCOUNT_PATHS.frozen}`)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('选择 wangfang@hzkj2024'));
    fireEvent.click(buttonByText('恢复登录'));
    await waitFor(() => expect(api.requestsTo(`POST ${ACCOUNT_PATHS.frozen}`)).toHaveLength(1));
    expect(bodyOf(`POST ${ACCOUNT_PATHS.frozen}`)).toEqual({ ids: ['4'], state: 'EFFECTIVE' });
    await waitFor(() => expect(rowOf('wangfang@hzkj2024').textContent).toContain('有效'));
  });

  it('删除用户 asks 此操作将永久删除该用户, 是否继续? and then deletes', async () => {
    installAccountServer();
    renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    fireEvent.click(buttonByText('删除用户', rowOf('liwei@hzkj2024')));
    expect(await screen.findByText('此操作将永久删除该用户, 是否继续?')).toBeTruthy();
    fireEvent.click(buttonByText('确定', await dialogOpen()));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodyOf(`POST ${ACCOUNT_PATHS.deleteByIds}`)).toEqual({ ids: ['2'] });
    await waitFor(() => expect(screen.queryByText('liwei@hzkj2024')).toBeNull());
  });

  it('shows the server message when a delete is refused, and keeps the row', async () => {
    installAccountServer();
    api.on(`POST ${ACCOUNT_PATHS.deleteByIds}`, () => answer(-1, '账号不存在或不属于本企业'));
    renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    fireEvent.click(buttonByText('删除用户', rowOf('liwei@hzkj2024')));
    fireEvent.click(buttonByText('确定', await dialogOpen()));
    await waitFor(() => expect(feedback.warnings.map((entry) => entry.text)).toContain('账号不存在或不属于本企业'));
    expect(screen.getByText('liwei@hzkj2024')).toBeTruthy();
  });

  it('修改密码 on a sub-account resets it (resetPasswprd, encrypted) and says 修改成功！', async () => {
    installAccountServer();
    renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    fireEvent.click(buttonByText('修改密码', rowOf('liwei@hzkj2024')));
    const dialog = await dialogOpen();
    expect(dialog.textContent).toContain('重置子账号密码');
    type('新密码', 'Li#Wei20251');
    type('确认密码', 'Li#Wei20251');
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText('修改成功！')).toBeTruthy();
    const sent = bodyOf<{ id: string; loginName: string; newPassword: string; againPassword: string }>(`POST ${RESET_PASSWORD_PATH}`);
    expect(sent.id).toBe('2');
    expect(sent.loginName).toBe('liwei@hzkj2024');
    expect(sent.newPassword).not.toBe('Li#Wei20251');
    await expect(decrypt(sent.newPassword)).resolves.toBe('Li#Wei20251');
    await expect(decrypt(sent.againPassword)).resolves.toBe('Li#Wei20251');
  });

  it('修改密码 on the own row changes the own password (updatePasswprd), clears storage and goes to login', async () => {
    installAccountServer();
    const { location } = renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    fireEvent.click(buttonByText('修改密码', rowOf('hzkj2024')));
    const dialog = await dialogOpen();
    expect(dialog.textContent).not.toContain('重置子账号密码');
    type('原始密码', 'Old#Pass2024');
    type('新密码', 'New#Pass2025');
    type('确认密码', 'New#Pass2025');
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText('修改成功！')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    const sent = bodyOf<Record<string, string>>(`POST ${UPDATE_PASSWORD_PATH}`);
    expect({ name: sent.name, account: sent.account, id: sent.id }).toEqual({ name: 'hzkj2024', account: 'hzkj2024', id: '1' });
    await expect(decrypt(sent.oldPassword)).resolves.toBe('Old#Pass2024');
    await expect(decrypt(sent.newPassword)).resolves.toBe('New#Pass2025');
  });

  it('says when the list cannot be loaded, and 重试 asks again', async () => {
    api.on(`POST ${ACCOUNT_PATHS.pageList}`, () => answer(-1, '服务器内部错误', 500));
    renderPortal('/account');
    expect(await screen.findByText('账号列表加载失败')).toBeTruthy();
    installAccountServer();
    fireEvent.click(buttonByText('重试'));
    expect(await screen.findByText('liwei@hzkj2024')).toBeTruthy();
  });
});

describe('/account/add', () => {
  beforeEach(() => signIn(adminUserFixture, moduleTreeFixture));

  it('creates the sub-account as name@main (passwords encrypted), says 创建成功！ and shows the refreshed list', async () => {
    installAccountServer();
    const { location } = renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    fireEvent.click(buttonByText('新增子账号'));
    await waitFor(() => expect(location()).toBe('/account/add'));
    expect(await screen.findByText('@hzkj2024')).toBeTruthy();
    type('登录名', 'zhaolei');
    type('密码', 'Zhao#Lei2025');
    type('确认密码', 'Zhao#Lei2025');
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText('创建成功！')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/account'));
    expect(await screen.findByText('zhaolei@hzkj2024')).toBeTruthy();
    const sent = bodyOf<{ loginName: string; loginPwd: string; againPassword: string; state: string }>(`POST ${ACCOUNT_PATHS.save}`);
    expect(sent.loginName).toBe('zhaolei@hzkj2024');
    expect(sent.state).toBe('EFFECTIVE');
    await expect(decrypt(sent.loginPwd)).resolves.toBe('Zhao#Lei2025');
    await expect(decrypt(sent.againPassword)).resolves.toBe('Zhao#Lei2025');
  });

  it('stays on the form when the server refuses the name', async () => {
    installAccountServer();
    api.on(`POST ${ACCOUNT_PATHS.save}`, () => answer(-1, '该用户名已存在'));
    const { location } = renderPortal('/account/add');
    await screen.findByText('@hzkj2024');
    type('登录名', 'liwei');
    type('密码', 'Zhao#Lei2025');
    type('确认密码', 'Zhao#Lei2025');
    fireEvent.click(buttonByText('保存'));
    await waitFor(() => expect(feedback.warnings.map((entry) => entry.text)).toContain('该用户名已存在'));
    expect(location()).toBe('/account/add');
    expect((screen.getByLabelText('登录名') as HTMLInputElement).value).toBe('liwei');
  });
});

describe('/account/add with typed values', () => {
  beforeEach(() => signIn(adminUserFixture, moduleTreeFixture));

  it('asks before 返回 drops them, and goes back to the list when told to', async () => {
    installAccountServer();
    const { location } = renderPortal('/account/add');
    await screen.findByText('@hzkj2024');
    type('登录名', 'zhaolei');
    fireEvent.click(buttonByText('返回'));
    expect(await screen.findByText(/有未保存的修改，关闭后修改将丢失/)).toBeTruthy();
    expect(location()).toBe('/account/add');
    fireEvent.click(buttonByText('仍然关闭', await dialogOpen()));
    await waitFor(() => expect(location()).toBe('/account'));
    expect(api.requestsTo(`POST ${ACCOUNT_PATHS.save}`)).toHaveLength(0);
  });
});

describe('/account as a sub-account', () => {
  it('shows what pageList answers (the own row) without admin controls', async () => {
    // The seed grants sub-accounts the page without the admin-only codes.
    const withAccountPage: ModuleNode[] = [...moduleTreeFixture.filter((node) => node.uri !== '/enterprise')].map((node) => ({
      ...node,
      children: node.children.map((child) => (child.uri === '/account' ? { ...child, buttonVos: [] } : child)),
    }));
    signIn(ordinaryUserFixture, withAccountPage);
    installAccountServer(userAccountRows);
    renderPortal('/account');
    await screen.findByText('liwei@hzkj2024');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('switch')).toBeNull();
    for (const text of ['新增子账号', '恢复登录', '删除用户']) expect(queryButtonByText(text)).toBeNull();
    fireEvent.click(buttonByText('修改密码', rowOf('liwei@hzkj2024')));
    const dialog = await dialogOpen();
    expect((within(dialog).getByLabelText('登录名') as HTMLInputElement).value).toBe('liwei@hzkj2024');
  });
});
