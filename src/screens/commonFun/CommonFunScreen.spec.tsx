// /commonFun and the home page's shortcuts (bill-families-and-screens.md §2, §7) in the whole
// portal against a fake API: the groups and their ticks from findAll, 保存 sending the choice,
// the empty choice and load failures, and the home page showing the saved choice, 修改密码 opening
// the dialog and 自定义 leading here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CommonFunction } from '#core/common-functions.ts';
import type { ModuleNode } from '#core/wire.ts';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText, openDialog } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { answer, installFakeApi, ok, recordFeedback, type FakeApi, type FeedbackLog } from '../../testing/fakeApi.ts';
import { adminUserFixture, moduleTreeFixture } from '../shell/fixtures.ts';
import { FUNCTION_PATHS } from './commonFunctionsApi.ts';
import { sampleFunctions } from './sampleFunctions.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

const commonFunModule: ModuleNode = {
  id: '70',
  parentId: null,
  uri: '/commonFun',
  name: '常用功能',
  icon: 'AppstoreOutlined',
  sortNo: 70,
  children: [],
  buttonVos: [{ code: 'save' }],
};
const menu = [...moduleTreeFixture, commonFunModule];

let api: FakeApi;
let feedback: FeedbackLog;
let saved: string[];

/** A fake server holding one user's choice. */
function installFunctionServer(functions: readonly CommonFunction[] = sampleFunctions) {
  saved = functions.filter((entry) => entry.checked).map((entry) => entry.id);
  api.on(`POST ${FUNCTION_PATHS.findAll}`, () => ok(functions.map((entry) => ({ ...entry, checked: saved.includes(entry.id) }))));
  api.on(`POST ${FUNCTION_PATHS.findUserFunctions}`, () =>
    ok(saved.map((id) => functions.find((entry) => entry.id === id)!).map(({ id, name, uri, icon, type }) => ({ id, name, uri, icon, type }))),
  );
  api.on(`POST ${FUNCTION_PATHS.saveFunctions}`, (request) => {
    const { actions } = (request.body as { data: { actions: { moduleId: string }[] } }).data;
    saved = actions.map((action) => action.moduleId);
    return answer(0, '保存成功');
  });
}

const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
  feedback = recordFeedback();
  signIn(adminUserFixture, menu);
});

describe('/commonFun', () => {
  it('shows the offered entries in 基础功能, 进口业务 and 出口业务, ticked as chosen, and saves the new choice', async () => {
    installFunctionServer();
    renderPortal('/commonFun');
    await screen.findByLabelText('出口订单');
    for (const title of ['基础功能', '进口业务', '出口业务']) expect(screen.getByRole('group', { name: title })).toBeTruthy();
    const exportGroup = screen.getByRole('group', { name: '出口业务' });
    expect(exportGroup.textContent).toContain('出口订单');
    expect(exportGroup.textContent).not.toContain('进口订单');
    expect(checkbox('出口订单').checked).toBe(true);
    expect(checkbox('支付单').checked).toBe(false);
    expect(screen.queryByText(/建设中/)).toBeNull();

    fireEvent.click(checkbox('出口订单'));
    fireEvent.click(checkbox('支付单'));
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const [sent] = api.requestsTo(`POST ${FUNCTION_PATHS.saveFunctions}`);
    expect(sent.body).toEqual({
      data: {
        actions: [
          { moduleId: '22', type: 'import' },
          { moduleId: '60', type: 'common' },
          { moduleId: 'changePassword', type: 'common' },
        ],
      },
    });
    expect(saved).toEqual(['22', '60', 'changePassword']);
  });

  it('asks for at least one entry before sending anything', async () => {
    installFunctionServer();
    renderPortal('/commonFun');
    await screen.findByLabelText('出口订单');
    for (const label of ['出口订单', '数据统计', '修改密码']) fireEvent.click(checkbox(label));
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText('请至少选择一项常用功能')).toBeTruthy();
    expect(api.requestsTo(`POST ${FUNCTION_PATHS.saveFunctions}`)).toHaveLength(0);
  });

  it('keeps the ticks when the server refuses, and says why', async () => {
    installFunctionServer();
    api.on(`POST ${FUNCTION_PATHS.saveFunctions}`, () => answer(-1, '所选功能不存在或无权使用'));
    renderPortal('/commonFun');
    await screen.findByLabelText('出口订单');
    fireEvent.click(checkbox('支付单'));
    fireEvent.click(buttonByText('保存'));
    await waitFor(() => expect(feedback.warnings.map((entry) => entry.text)).toContain('所选功能不存在或无权使用'));
    expect(checkbox('支付单').checked).toBe(true);
    expect(screen.queryByText('保存成功')).toBeNull();
  });

  it('says when the list cannot be loaded, and 重试 asks again', async () => {
    api.on(`POST ${FUNCTION_PATHS.findAll}`, () => answer(-1, '服务器内部错误', 500));
    renderPortal('/commonFun');
    expect(await screen.findByText('常用功能加载失败')).toBeTruthy();
    installFunctionServer();
    fireEvent.click(buttonByText('重试'));
    expect(await screen.findByLabelText('出口订单')).toBeTruthy();
    expect(api.requestsTo(`POST ${FUNCTION_PATHS.findAll}`)).toHaveLength(2);
  });
});

describe('the home page', () => {
  it("shows the user's saved choice; 修改密码 opens the dialog and 自定义 leads to /commonFun", async () => {
    installFunctionServer();
    const { location } = renderPortal('/home');
    // The saved choice replaces the menu's default once the server answers.
    const card = (await screen.findByText('快捷入口')).closest('.ant-card') as HTMLElement;
    const shortcuts = () => [...card.querySelectorAll('.ant-card-body button')].map((button) => button.textContent);
    await waitFor(() => expect(shortcuts()).toEqual(['出口订单', '数据统计', '修改密码']));

    fireEvent.click(buttonByText('修改密码', card));
    await waitFor(() => expect(openDialog()?.textContent).toContain('修改密码'));
    // The dialog submits (updatePasswprd): it no longer says the function is being built.
    expect(openDialog()!.textContent).not.toContain('功能建设中');
    expect(buttonByText('确定', openDialog()!).disabled).toBe(false);
    fireEvent.click(buttonByText('取消', openDialog()!));

    fireEvent.click(buttonByText('自定义', card));
    await waitFor(() => expect(location()).toBe('/commonFun'));
    await screen.findByLabelText('支付单');
  });

  it('follows a new choice saved on /commonFun', async () => {
    installFunctionServer();
    const { location } = renderPortal('/home');
    const card = () => screen.getByText('快捷入口').closest('.ant-card') as HTMLElement;
    await screen.findByText('快捷入口');
    await waitFor(() => expect(card().textContent).not.toContain('工单管理'));
    fireEvent.click(buttonByText('自定义', card()));
    await waitFor(() => expect(location()).toBe('/commonFun'));
    fireEvent.click(await screen.findByLabelText('支付单'));
    fireEvent.click(buttonByText('保存'));
    await screen.findByText('保存成功');
    await waitFor(() => expect(api.requestsTo(`POST ${FUNCTION_PATHS.findUserFunctions}`)).toHaveLength(2));
    fireEvent.click(screen.getAllByText('首页').find((element) => element.closest('.ant-tabs-tab'))!);
    await waitFor(() => expect(location()).toBe('/home'));
    await waitFor(() => expect(card().textContent).toContain('支付单'));
  });

  it('shows the last answer of this browser session at once, before the server answers again', async () => {
    sessionStorage.setItem(
      `home-functions:${adminUserFixture.id}`,
      JSON.stringify([{ id: '22', name: '支付单', uri: '/bill/import/payment', icon: 'PayCircleOutlined', type: 'import' }]),
    );
    api.on(`POST ${FUNCTION_PATHS.findUserFunctions}`, () => new Promise<never>(() => undefined));
    renderPortal('/home');
    const card = (await screen.findByText('快捷入口')).closest('.ant-card') as HTMLElement;
    expect([...card.querySelectorAll('.ant-card-body button')].map((button) => button.textContent)).toEqual(['支付单']);
  });
});
