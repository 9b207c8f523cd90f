// The form page's new-record mode as a user drives it (docs/forms.md): the work ticket starts
// empty in edit mode, checks each field with the spec's words, refuses a screenshot that is not
// JPG/PNG or over 2 MB before any call, keeps an accepted one on the page, asks before it
// submits, sends the fields with filePath [{ filePath, fileName }], says 提交工单成功！ and goes
// to /workorder, empty again; the feedback checks its phone, asks 是否提交反馈信息?, says 反馈成功！
// and clears.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { feedbackForm, workorderForm } from '#core/testing/form-definitions.ts';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { forgetDictionaries } from '../../engine/form/dictionaryStore.ts';
import { buttonNamed, clickButton, confirmDialog } from '../../testing/detailQueries.ts';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { installFakeFormServer } from '../../testing/fakeFormServer.ts';
import * as stories from './WorkOrderForm.stories.tsx';

configure({ asyncUtilTimeout: 8000 });
installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);

type Composed = Record<'WorkOrder' | 'WorkOrderValidation' | 'Feedback', { run(): Promise<void> }>;
const { WorkOrder, WorkOrderValidation, Feedback } = composeStories(stories as unknown as Parameters<typeof composeStories>[0], preview) as unknown as Composed;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

beforeEach(() => {
  cleanup();
  recordFeedback();
  forgetDictionaries();
});

function field(name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = document.getElementById(`s0_${name}`);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error(`no input ${name}`);
  return element;
}

async function type(name: string, value: string) {
  await act(async () => {
    fireEvent.change(field(name), { target: { value } });
    fireEvent.blur(field(name));
  });
}

async function choose(name: string, label: string) {
  await act(async () => {
    fireEvent.mouseDown(field(name));
  });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (candidate) => candidate.getAttribute('title') === label || candidate.textContent === label,
    );
    expect(found).toBeTruthy();
    return found!;
  });
  await act(async () => {
    fireEvent.click(option);
  });
}

function fileInput(): HTMLInputElement {
  const inputs = [...document.querySelectorAll<HTMLInputElement>('.ant-modal input[type=file]')];
  expect(inputs.length).toBe(1);
  return inputs[0];
}

async function chooseFile(file: File) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
}

describe('工单表单 (new-record mode)', () => {
  it('starts empty in edit mode with 上传截图 and 提交, and no 编辑', async () => {
    await WorkOrder.run();
    await waitFor(() => expect(field('ticketTitle').value).toBe(''));
    expect(buttonNamed('提交')).toBeTruthy();
    expect(buttonNamed('上传截图')).toBeTruthy();
    expect(buttonNamed('编辑')).toBeNull();
    expect(screen.getByText('可上传问题截图：JPG/PNG 格式，每张小于 2MB，最多 5 张')).toBeTruthy();
  });

  it("提交 with nothing filled shows each field's own message and sends nothing", async () => {
    await WorkOrderValidation.run();
    for (const text of ['请选择工单类型', '请填写工单标题', '请填写工单内容详情', '请填写联系方式']) expect(await screen.findByText(text)).toBeTruthy();
  });

  it('refuses a screenshot that is not JPG/PNG or over 2 MB with the spec words, before any call', async () => {
    await WorkOrder.run();
    const server = installFakeFormServer(workorderForm(), {});
    await clickButton('上传截图');
    await chooseFile(new File(['text'], '说明.txt', { type: 'text/plain' }));
    expect(await screen.findByText('上传头像图片只能是 JPG/PNG 格式!')).toBeTruthy();
    await chooseFile(new File([new Uint8Array(2 * 1024 * 1024 + 1)], '大图.png', { type: 'image/png' }));
    expect(await screen.findByText('上传头像图片大小不能超过 2MB!')).toBeTruthy();
    expect(server.api.requestsTo('POST /api/file/upload')).toHaveLength(0);
  });

  it('keeps an uploaded screenshot, asks, submits the fields with filePath, then goes on empty', async () => {
    await WorkOrder.run();
    const server = installFakeFormServer(workorderForm(), {});
    await waitFor(() => expect(field('ticketTitle')).toBeTruthy());
    await clickButton('上传截图');
    await chooseFile(new File([PNG], '报错截图.png', { type: 'image/png' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^上\s*传$/ }));
    });
    expect(await screen.findByText('报错截图.png')).toBeTruthy();
    expect(server.api.requestsTo('POST /api/jwt_core/validate')).toHaveLength(1);

    await choose('ticketType', '申报');
    await type('ticketTitle', '清单申报失败');
    await type('ticketContent', '申报时提示系统异常');
    await type('telephone', '13812345678');
    await clickButton('提交');
    expect(await screen.findByText('是否提交工单?')).toBeTruthy();
    await confirmDialog();
    await waitFor(() => expect(server.calls('save')).toHaveLength(1));
    expect(server.dataOf(server.calls('save')[0])).toEqual({
      ticketType: '1',
      ticketTitle: '清单申报失败',
      ticketContent: '申报时提示系统异常',
      telephone: '13812345678',
      filePath: [{ filePath: '/api/file/download/upload-1', fileName: '报错截图.png' }],
    });
    expect(await screen.findByText('提交工单成功！')).toBeTruthy();
    await waitFor(() => expect(field('ticketTitle').value).toBe(''));
    expect(screen.queryByText('报错截图.png')).toBeNull();
  });
});

describe('意见反馈 (new-record mode)', () => {
  it('checks the phone with 请填写正确手机号码, asks 是否提交反馈信息?, says 反馈成功！ and clears', async () => {
    await Feedback.run();
    const server = installFakeFormServer(feedbackForm(), {});
    await waitFor(() => expect(field('content')).toBeTruthy());
    await type('content', '希望增加批量导出');
    await type('phone', '12345');
    expect(await screen.findByText('请填写正确手机号码')).toBeTruthy();
    await type('phone', '13912345678');
    await waitFor(() => expect(screen.queryByText('请填写正确手机号码')).toBeNull());
    await clickButton('提交');
    expect(await screen.findByText('是否提交反馈信息?')).toBeTruthy();
    await confirmDialog();
    await waitFor(() => expect(server.calls('save')).toHaveLength(1));
    expect(server.dataOf(server.calls('save')[0])).toEqual({ content: '希望增加批量导出', phone: '13912345678' });
    expect(await screen.findByText('反馈成功！')).toBeTruthy();
    await waitFor(() => expect(field('content').value).toBe(''));
  });

  it('issue 23 point 7: 提交 stands after the form (buttonsAt bottom), and the content box asks five lines', async () => {
    await Feedback.run();
    await waitFor(() => expect(field('content')).toBeTruthy());
    const submit = screen.getAllByRole('button').find((button) => button.textContent?.replace(/\s/g, '') === '提交')!;
    expect(field('phone').compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field('content').style.minHeight).toBe('calc(5lh + 10px)');
  });
});
