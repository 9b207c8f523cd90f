// The form page on the company filing, as its stories show it and as a user drives it: view
// and edit modes, blur and submit checks with the spec's own messages, the tick rules, the
// locked state under review, the load failure, the save's body and the auth-code dialog.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { forgetDictionaries } from '../form/dictionaryStore.ts';
import { buttonNamed, clickButton, confirmDialog, fieldError } from '../../testing/detailQueries.ts';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { installFakeFormServer } from '../../testing/fakeFormServer.ts';
import { emptyFiling, sampleFiling } from '../../testing/sampleFiling.ts';
import { enterpriseForm } from '#core/testing/form-definitions.ts';
import * as stories from './FormPage.stories.tsx';

configure({ asyncUtilTimeout: 8000 });
installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);

type Composed = Record<'View' | 'Edit' | 'ValidationErrors' | 'LockedUnderReview' | 'IdentityChangePending' | 'LoadFailure', { run(): Promise<void> }>;
const { View, Edit, ValidationErrors, LockedUnderReview, IdentityChangePending, LoadFailure } = composeStories(
  stories as unknown as Parameters<typeof composeStories>[0],
  preview,
) as unknown as Composed;

const filing = enterpriseForm();
/** The section index of the company-information card (its fields' ids start with s0_). */
const COMPANY = 's0';

beforeEach(() => {
  cleanup();
  recordFeedback();
  forgetDictionaries();
});

function input(name: string): HTMLInputElement {
  const element = document.getElementById(`${COMPANY}_${name}`);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  return element;
}

describe('表单页 stories (企业备案)', () => {
  it('View shows the filing as text, its state, attachments and history, with 编辑 and 保存并申报', async () => {
    await View.run();
    expect(await screen.findByText('MA5CKT9G3')).toBeTruthy();
    expect(screen.getByTestId('form-state').textContent).toBe('审核通过');
    expect(screen.getByText('营业执照.png')).toBeTruthy();
    expect(screen.getByText('备案信息审核通过')).toBeTruthy();
    expect(buttonNamed('编辑')).toBeTruthy();
    expect(buttonNamed('保存并申报')).toBeTruthy();
    expect(buttonNamed('保存')).toBeNull();
    expect(screen.getByText('企业备案需上传营业执照扫描件及海关注册登记证书')).toBeTruthy();
    expect(screen.queryByText(/身份信息变更待审核/)).toBeNull();
  });

  it('Edit turns fields into inputs, keeps 企业名称 read-only and offers 保存, 上传附件, 取消', async () => {
    await Edit.run();
    await waitFor(() => expect(input('orgCode').value).toBe('MA5CKT9G3'));
    expect(document.getElementById(`${COMPANY}_companyName`)?.tagName).not.toBe('INPUT');
    for (const name of ['保存', '上传附件', '取消']) expect(buttonNamed(name)).toBeTruthy();
  });

  it("ValidationErrors shows each required field's own message and both tick rules", async () => {
    await ValidationErrors.run();
    for (const text of ['请输入组织机构编码', '请填写海关业务联系人移动电话', '请选择行政区划', '请选择业务范围', '请选择跨境贸易电子商务类型'])
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('LockedUnderReview offers neither 编辑 nor 保存并申报', async () => {
    await LockedUnderReview.run();
    expect((await screen.findByTestId('form-state')).textContent).toBe('审核中');
    expect(buttonNamed('编辑')).toBeNull();
    expect(buttonNamed('保存并申报')).toBeNull();
    expect(buttonNamed('查看授权码')).toBeTruthy();
  });

  it('IdentityChangePending says which identity fields wait for review, from what to what, while the state stays 审核通过', async () => {
    await IdentityChangePending.run();
    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('身份信息变更待审核：统一社会信用代码：91440101MA5CKT9G3F → 91440101MA5CKT9X9X；海关注册编码：4401960123 → 4401960999');
    expect(alert.textContent).toContain('身份信息变更须申报并经海关审核通过后生效');
    expect(screen.getByTestId('form-state').textContent).toBe('审核通过');
    expect(buttonNamed('保存并申报')).toBeTruthy();
  });

  it('LoadFailure says why, with 重试', async () => {
    await LoadFailure.run();
    expect(await screen.findByText('企业信息查询失败')).toBeTruthy();
    expect(buttonNamed('重试')).toBeTruthy();
  });
});

describe('表单页 behaviour', () => {
  it('checks a field when it is left, with its own message, and a tick clears its group problem', async () => {
    await ValidationErrors.run();
    await screen.findByText('请选择业务范围');
    const orgCode = input('orgCode');
    await act(async () => {
      fireEvent.change(orgCode, { target: { value: 'MA5CKT9G3' } });
      fireEvent.blur(orgCode);
    });
    await waitFor(() => expect(fieldError('orgCode', COMPANY)).toBeUndefined());
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: '出口' }));
    });
    await waitFor(() => expect(screen.queryByText('请选择业务范围')).toBeNull());
    expect(screen.getByText('请选择跨境贸易电子商务类型')).toBeTruthy();
  });

  it('保存并申报 asks the definition’s question, sends the form with numbers and ticks, and locks the page', async () => {
    await View.run();
    // The page has loaded; from here the calls go to a server this test can look into.
    const server = installFakeFormServer(filing, sampleFiling({ approveState: '7', showApproveState: '审核不通过' }));
    await screen.findByText('MA5CKT9G3');
    await clickButton('保存并申报');
    expect(await screen.findByText('申报成功后, 企业信息审核过程中, 不允许进行信息企业编辑, 是否进行申报?')).toBeTruthy();
    await confirmDialog();
    await waitFor(() => expect(server.calls('apply')).toHaveLength(1));
    const sent = server.dataOf(server.calls('apply')[0]);
    expect(sent).toMatchObject({ registeredCapital: 1000, bizExport: true, ebcCompany: true, orgCode: 'MA5CKT9G3' });
    await waitFor(() => expect(screen.getByTestId('form-state').textContent).toBe('审核中'));
    expect(buttonNamed('编辑')).toBeNull();
  });

  it('查看授权码 shows 授权码：{code}, or says none has been generated', async () => {
    await View.run();
    await screen.findByText('MA5CKT9G3');
    await clickButton('查看授权码');
    expect(await screen.findByText('尚未生成企业授权码')).toBeTruthy();
  });

  it('keeps an empty filing editable from scratch (the new company’s case)', async () => {
    installFakeFormServer(filing, emptyFiling());
    expect(emptyFiling().approveState).toBe('0');
  });
});
