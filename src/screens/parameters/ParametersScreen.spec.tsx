// /parametersSetting (bill-families-and-screens.md §2, §3.10, §5, §7) in the whole portal against a
// fake API: the list, adding, editing, deleting after the confirmation, refusals shown by the HTTP
// layer, load failure with 重试, and the button codes deciding what is offered.
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanySetting } from '#core/company-settings.ts';
import type { ModuleNode } from '#core/wire.ts';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText, openDialog, queryButtonByText } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { answer, installFakeApi, ok, recordFeedback, type FakeApi, type FeedbackLog } from '../../testing/fakeApi.ts';
import { adminUserFixture, moduleTreeFixture } from '../shell/fixtures.ts';
import { SETTING_PATHS } from './parametersApi.ts';
import { sampleSettings } from './sampleSettings.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

const pageModule = (codes: string[]): ModuleNode => ({
  id: '81',
  parentId: null,
  uri: '/parametersSetting',
  name: '参数设置',
  icon: 'ControlOutlined',
  sortNo: 81,
  children: [],
  buttonVos: codes.map((code) => ({ code })),
});

let api: FakeApi;
let feedback: FeedbackLog;
let rows: CompanySetting[];

/** A fake server holding the company's parameters. */
function installSettingServer(initial: readonly CompanySetting[] = sampleSettings) {
  rows = initial.map((row) => ({ ...row }));
  let nextId = 100;
  api.on(`POST ${SETTING_PATHS.querySettingList}`, () => ok(rows));
  api.on(`POST ${SETTING_PATHS.saveSetting}`, (request) => {
    const draft = (request.body as { data: CompanySetting }).data;
    if (draft.id) rows = rows.map((row) => (row.id === draft.id ? { ...row, ...draft } : row));
    else rows = [...rows, { ...draft, id: nextId++, companyCode: '91440101MA5CKT9G3F' }];
    return answer(0, '保存成功');
  });
  api.on(`POST ${SETTING_PATHS.deleteSetting}`, (request) => {
    const { id } = (request.body as { data: { id: number } }).data;
    rows = rows.filter((row) => row.id !== id);
    return answer(0, '删除成功');
  });
}

/** A form field by its aria-label (getByLabelText walks every label of the portal: slow in jsdom). */
const input = (label: string) => {
  const found = document.querySelector<HTMLInputElement>(`form [aria-label="${label}"]`);
  if (!found) throw new Error(`No field ${label}`);
  return found;
};
const tableRows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')] as HTMLElement[];
const rowOf = (text: string) => tableRows().find((row) => row.textContent?.includes(text))!;

/** The shell's fixture menu without its own /parametersSetting node, whose codes this file sets. */
const withoutPage = (nodes: readonly ModuleNode[]): ModuleNode[] =>
  nodes.filter((node) => node.uri !== '/parametersSetting').map((node) => ({ ...node, children: withoutPage(node.children ?? []) }));

function open(codes = ['add', 'edit', 'save', 'delete']) {
  signIn(adminUserFixture, [...withoutPage(moduleTreeFixture), pageModule(codes)]);
  return renderPortal('/parametersSetting');
}

beforeEach(() => {
  // antd's Table measures the scrollbar through a pseudo-element style jsdom does not have; each
  // render would log jsdom's "not implemented" with its stack.
  const style = window.getComputedStyle.bind(window);
  const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => style(element));
  onTestFinished(() => spy.mockRestore());
  sessionStorage.clear();
  api = installFakeApi();
  feedback = recordFeedback();
});

describe('/parametersSetting', () => {
  it('lists the parameters and adds one: 保存成功, the list asks again, the form is cleared', async () => {
    installSettingServer();
    open();
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    expect(screen.queryByText(/建设中/)).toBeNull();
    fireEvent.change(input('类型'), { target: { value: ' declare ' } });
    fireEvent.change(input('代码'), { target: { value: 'agentCode' } });
    fireEvent.change(input('值'), { target: { value: '4401980001' } });
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const [sent] = api.requestsTo(`POST ${SETTING_PATHS.saveSetting}`);
    expect(sent.body).toEqual({ data: { type: 'declare', code: 'agentCode', value: '4401980001' } });
    await waitFor(() => expect(tableRows()).toHaveLength(5));
    expect(rowOf('agentCode').textContent).toContain('4401980001');
    await waitFor(() => expect(input('代码').value).toBe(''));
  });

  it('编辑 loads a row into the form and 保存 sends its id', async () => {
    installSettingServer();
    open();
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    fireEvent.click(buttonByText('编辑', rowOf('copName')));
    await waitFor(() => expect(input('代码').value).toBe('copName'));
    expect(screen.getByText('编辑参数')).toBeTruthy();
    fireEvent.change(input('值'), { target: { value: '新名称' } });
    fireEvent.click(buttonByText('保存'));
    await screen.findByText('保存成功');
    expect(api.requestsTo(`POST ${SETTING_PATHS.saveSetting}`)[0].body).toEqual({ data: { id: 2, type: 'declare', code: 'copName', value: '新名称' } });
    await waitFor(() => expect(rowOf('copName').textContent).toContain('新名称'));
    expect(screen.getByText('新增参数')).toBeTruthy();
  });

  it('新增/清空 goes back to adding', async () => {
    installSettingServer();
    open();
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    fireEvent.click(buttonByText('编辑', rowOf('copCode')));
    await waitFor(() => expect(input('代码').value).toBe('copCode'));
    fireEvent.click(buttonByText('新增/清空'));
    await waitFor(() => expect(input('代码').value).toBe(''));
  });

  it('asks for the required fields before sending anything', async () => {
    installSettingServer();
    open();
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    fireEvent.change(input('类型'), { target: { value: 'declare' } });
    fireEvent.change(input('代码'), { target: { value: 'x' } });
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText('请填写值')).toBeTruthy();
    expect(api.requestsTo(`POST ${SETTING_PATHS.saveSetting}`)).toHaveLength(0);
  });

  it('keeps the form when the server refuses, and says why', async () => {
    installSettingServer();
    api.on(`POST ${SETTING_PATHS.saveSetting}`, () => answer(-1, '类型「declare」下已有代码为「copCode」的参数'));
    open();
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    fireEvent.change(input('类型'), { target: { value: 'declare' } });
    fireEvent.change(input('代码'), { target: { value: 'copCode' } });
    fireEvent.change(input('值'), { target: { value: '1' } });
    fireEvent.click(buttonByText('保存'));
    await waitFor(() => expect(feedback.warnings.map((entry) => entry.text)).toContain('类型「declare」下已有代码为「copCode」的参数'));
    expect(input('代码').value).toBe('copCode');
    expect(screen.queryByText('保存成功')).toBeNull();
  });

  it('删除 asks 是否删除该条记录? and deletes only when confirmed', async () => {
    installSettingServer();
    open();
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    fireEvent.click(buttonByText('删除', rowOf('notifyEmail')));
    await waitFor(() => expect(openDialog()?.textContent).toContain('是否删除该条记录?'));
    fireEvent.click(buttonByText('取消', openDialog()!));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(api.requestsTo(`POST ${SETTING_PATHS.deleteSetting}`)).toHaveLength(0);

    fireEvent.click(buttonByText('删除', rowOf('notifyEmail')));
    await waitFor(() => expect(openDialog()?.textContent).toContain('是否删除该条记录?'));
    fireEvent.click(buttonByText('确定', openDialog()!));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(api.requestsTo(`POST ${SETTING_PATHS.deleteSetting}`)[0].body).toEqual({ data: { id: 4 } });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
  });

  it('says 暂无参数 for an empty list, and when the list cannot be loaded, 重试 asks again', async () => {
    api.on(`POST ${SETTING_PATHS.querySettingList}`, () => answer(-1, '服务器内部错误', 500));
    open();
    expect(await screen.findByText('参数列表加载失败')).toBeTruthy();
    installSettingServer([]);
    fireEvent.click(buttonByText('重试'));
    expect(await screen.findByText('暂无参数')).toBeTruthy();
    expect(api.requestsTo(`POST ${SETTING_PATHS.querySettingList}`)).toHaveLength(2);
  });

  it('offers only what the button codes allow', async () => {
    installSettingServer();
    open(['edit', 'save']);
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    expect(queryButtonByText('删除', rowOf('copCode'))).toBeNull();
    expect(queryButtonByText('新增/清空')).toBeNull();
    expect(queryButtonByText('保存')).toBeNull();
    fireEvent.click(buttonByText('编辑', rowOf('copCode')));
    await waitFor(() => expect(queryButtonByText('保存')).toBeTruthy());
  });
});
