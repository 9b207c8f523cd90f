// /apiKey in the whole portal against a fake API (docs/open-api.md §1): the main account lists its
// keys, creates one and sees its secret once (closing forgets it), renames and rescopes one (修改,
// a refusal kept in the dialog with what was typed), revokes one after confirming;
// a sub-account that opens the address is told the page is the main account's.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyView } from '#core/open-api.ts';
import type { ModuleNode } from '#core/wire.ts';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText, findOpenDialog } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { answer, installFakeApi, ok, type FakeApi } from '../../testing/fakeApi.ts';
import { adminUserFixture, moduleTreeFixture, ordinaryUserFixture } from '../shell/fixtures.ts';
import { API_KEY_PATHS } from './apiKeyApi.ts';
import { sampleCreatedKey, sampleKeys, sampleScopes } from './sampleApiKeys.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

/** The fixture menu plus 接口密钥 beside 子账号管理. */
const withApiKeyPage = (tree: ModuleNode[]): ModuleNode[] =>
  tree.map((node) =>
    node.children.some((child) => child.uri === '/account')
      ? {
          ...node,
          children: [
            ...node.children,
            { id: '44', parentId: node.id, uri: '/apiKey', name: '接口密钥', icon: 'SafetyCertificateOutlined', sortNo: 99, children: [], buttonVos: [] },
          ],
        }
      : node,
  );

/** The first render loads the screen's chunk: on a busy machine that takes more than the default second. */
const LAZY_SCREEN = { timeout: 10_000 };

let api: FakeApi;
let keys: ApiKeyView[];

function installKeyServer() {
  keys = sampleKeys.map((key) => ({ ...key }));
  api.on(`POST ${API_KEY_PATHS.list}`, () => ok(keys));
  api.on(`POST ${API_KEY_PATHS.scopes}`, () => ok(sampleScopes));
  api.on(`POST ${API_KEY_PATHS.create}`, () => {
    const { secret: _secret, ...listed } = sampleCreatedKey;
    keys = [{ ...listed, keyId: 'ak_aaaaaaaaaaaaaaaaaaaa', name: '新系统' }, ...keys];
    return answer(0, '接口密钥已创建，密钥仅显示这一次，请立即复制保存', 200, { ...sampleCreatedKey, keyId: 'ak_aaaaaaaaaaaaaaaaaaaa', name: '新系统' });
  });
  api.on(`POST ${API_KEY_PATHS.update}`, (request) => {
    const { keyId, ...change } = (request.body as { data: { keyId: string; name?: string; scopes?: string[] } }).data;
    const key = keys.find((candidate) => candidate.keyId === keyId);
    if (!key || key.revokedAt !== null) return answer(-1, '接口密钥已吊销');
    keys = keys.map((candidate) => (candidate === key ? { ...candidate, ...change } : candidate));
    return answer(0, '操作成功');
  });
  api.on(`POST ${API_KEY_PATHS.revoke}`, (request) => {
    const { keyId } = (request.body as { data: { keyId: string } }).data;
    keys = keys.map((key) => (key.keyId === keyId ? { ...key, revokedAt: Date.now() } : key));
    return answer(0, '接口密钥已吊销');
  });
}

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
});

describe('/apiKey as the main account', () => {
  beforeEach(() => signIn(adminUserFixture, withApiKeyPage(moduleTreeFixture)));

  it('creates a key, shows its secret once, and the list never does', async () => {
    installKeyServer();
    renderPortal('/apiKey');
    await screen.findByText('ERP 正式环境', undefined, LAZY_SCREEN);
    fireEvent.click(buttonByText('新建密钥'));
    const form = await findOpenDialog();
    fireEvent.change(within(form).getByPlaceholderText('如：ERP 正式环境'), { target: { value: '新系统' } });
    fireEvent.click(within(form).getByLabelText('结汇'));
    fireEvent.click(buttonByText('创建', form));
    await waitFor(() => expect(screen.getByTestId('api-key-secret').textContent).toContain(sampleCreatedKey.secret), LAZY_SCREEN);
    expect((api.requestsTo(`POST ${API_KEY_PATHS.create}`)[0].body as { data: unknown }).data).toEqual({ name: '新系统', scopes: ['settlement'] });

    fireEvent.click(buttonByText('我已保存'));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
    await screen.findByText('ak_aaaaaaaaaaaaaaaaaaaa');
    expect(document.body.textContent).not.toContain(sampleCreatedKey.secret);
  });

  it('修改 renames and rescopes a key: the request carries the name and scopes, the list shows them', async () => {
    installKeyServer();
    renderPortal('/apiKey');
    const row = (await screen.findByText('仓储系统', undefined, LAZY_SCREEN)).closest('tr')!;
    fireEvent.click(buttonByText('修改', row));
    const dialog = await findOpenDialog();
    const name = within(dialog).getByLabelText('密钥名称') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('仓储系统'));
    fireEvent.change(name, { target: { value: '仓储系统（新）' } });
    fireEvent.click(within(dialog).getByLabelText('结汇'));
    fireEvent.click(buttonByText('保存', dialog));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect((api.requestsTo(`POST ${API_KEY_PATHS.update}`)[0].body as { data: unknown }).data).toEqual({
      keyId: 'ak_7c211433f02071597410',
      name: '仓储系统（新）',
      scopes: ['import-tax:read', 'settlement'],
    });
    const renamed = (await screen.findByText('仓储系统（新）', undefined, LAZY_SCREEN)).closest('tr')!;
    expect(renamed.textContent).toContain('结汇');
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')).toBeNull());
  });

  it('修改 refused: the server’s message stays in the dialog with what was typed', async () => {
    installKeyServer();
    renderPortal('/apiKey');
    const row = (await screen.findByText('ERP 正式环境', undefined, LAZY_SCREEN)).closest('tr')!;
    fireEvent.click(buttonByText('修改', row));
    const dialog = await findOpenDialog();
    const name = within(dialog).getByLabelText('密钥名称') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('ERP 正式环境'));
    // Revoked from elsewhere meanwhile.
    keys = keys.map((key) => ({ ...key, revokedAt: Date.now() }));
    fireEvent.change(name, { target: { value: 'ERP 测试环境' } });
    fireEvent.click(buttonByText('保存', dialog));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('接口密钥已吊销'));
    expect(name.value).toBe('ERP 测试环境');
    expect(buttonByText('保存', dialog).className).not.toContain('ant-btn-loading');
  });

  it('revokes a key only after 确定, then shows it revoked', async () => {
    installKeyServer();
    renderPortal('/apiKey');
    const row = (await screen.findByText('ERP 正式环境', undefined, LAZY_SCREEN)).closest('tr')!;
    fireEvent.click(buttonByText('吊销', row));
    expect(api.requestsTo(`POST ${API_KEY_PATHS.revoke}`)).toHaveLength(0);
    await waitFor(() => expect(document.querySelector('.ant-popover')).toBeTruthy());
    fireEvent.click(buttonByText('吊销', document.querySelector('.ant-popover') as HTMLElement));
    expect(await screen.findByText('接口密钥已吊销')).toBeTruthy();
    expect((api.requestsTo(`POST ${API_KEY_PATHS.revoke}`)[0].body as { data: unknown }).data).toEqual({ keyId: 'ak_5d41402abc4b2a76b971' });
    await waitFor(() => expect(screen.getByText('ERP 正式环境').closest('tr')!.textContent).toContain('已吊销'), LAZY_SCREEN);
  });
});

describe('/apiKey as a sub-account', () => {
  it('says the page is the main account’s and asks the server nothing', async () => {
    signIn(ordinaryUserFixture, withApiKeyPage(moduleTreeFixture));
    installKeyServer();
    renderPortal('/apiKey');
    expect(await screen.findByText('仅主账号可以管理接口密钥', undefined, LAZY_SCREEN)).toBeTruthy();
    expect(api.requestsTo(`POST ${API_KEY_PATHS.list}`)).toHaveLength(0);
  });
});
