import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { enterpriseForm } from '#core/testing/form-definitions.ts';
import { FormPage } from './FormPage.tsx';
import { FormSession, formCodes, signInForForm } from '../../testing/formSession.tsx';
import { installFakeFormServer } from '../../testing/fakeFormServer.ts';
import { emptyFiling, sampleFiling } from '../../testing/sampleFiling.ts';

// The generic form page on the company filing definition (schemas/forms/enterprise), against a
// fake API behind the HTTP layer's transport: the page a user gets on /enterprise.
const filing = enterpriseForm();

const meta = {
  title: '表单引擎/表单页（企业备案）',
  component: FormPage,
  parameters: { router: false },
  args: { route: filing.ui.route },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <FormSession form={filing} codes={(parameters.codes as string[] | undefined) ?? formCodes(filing)}>
          <Story />
        </FormSession>
      </div>
    ),
  ],
  beforeEach: ({ parameters }) => {
    signInForForm(filing, (parameters.codes as string[] | undefined) ?? formCodes(filing));
    installFakeFormServer(filing, (parameters.record as Record<string, unknown> | undefined) ?? sampleFiling(), {
      loadFails: parameters.loadFails as string | undefined,
    });
  },
} satisfies Meta<typeof FormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved filing in view mode: values as text, the state tag, attachments and history. */
export const View: Story = {};

/** 编辑: fields become inputs (企业名称 stays read-only), 保存, 上传附件 and 取消 appear. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /编\s*辑/ }));
    await expect(await canvas.findByRole('button', { name: /^保\s*存$/ })).toBeTruthy();
  },
};

/** A company that has not filed: 编辑, then 保存 with nothing filled shows every field's own message. */
export const ValidationErrors: Story = {
  parameters: { record: emptyFiling() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /编\s*辑/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^保\s*存$/ }));
    await expect(await canvas.findByText('请输入组织机构编码')).toBeTruthy();
  },
};

/** Under review (approveState 5): no 编辑 and no 保存并申报; the tag says 审核中. */
export const LockedUnderReview: Story = {
  parameters: { record: sampleFiling({ approveState: '5', showApproveState: '审核中' }) },
};

/**
 * An approved filing saved with a new credit code and customs code: 审核通过 still (customs keeps
 * the filed record), and the page says the identity change waits for a declaration and review.
 */
export const IdentityChangePending: Story = {
  parameters: {
    record: sampleFiling({
      socialCreditCode: '91440101MA5CKT9X9X',
      customsRegistCode: '4401960999',
      identityChange: {
        approved: {
          socialCreditCode: '91440101MA5CKT9G3F',
          orgCode: 'MA5CKT9G3',
          bizRegistNo: '440101000123456',
          taxPayerNo: '91440101MA5CKT9G3F',
          customsRegistCode: '4401960123',
        },
        fields: [
          { field: 'socialCreditCode', title: '统一社会信用代码', approved: '91440101MA5CKT9G3F', draft: '91440101MA5CKT9X9X' },
          { field: 'customsRegistCode', title: '海关注册编码', approved: '4401960123', draft: '4401960999' },
        ],
      },
    }),
  },
};

/** The filing cannot be read: the page says why, with 重试. */
export const LoadFailure: Story = {
  parameters: { loadFails: '企业信息查询失败' },
};
