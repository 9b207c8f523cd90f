import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companyChangeForm, companyChangeSeed } from '../../testing/analystForm.ts';
import { FormPage } from './FormPage.tsx';
import { FormSession, formCodes, signInForForm } from '../../testing/formSession.tsx';
import { installFakeFormServer } from '../../testing/fakeFormServer.ts';

// A form the form engine serves from its JSON alone (docs/forms.md「表单引擎」): the analyst's
// 企业信息变更申请 of issue 25 (tests/fixtures/analyst-form) — three field sections, attachments
// with a required type, 提交 moving 待提交 to 审核中, the approval history — against a fake API.
const form = companyChangeForm();

const draft = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  changeType: '1',
  effectiveDate: '2026-12-01',
  changeReason: '企业更名，营业执照已换发',
  oldName: '杭州旧名跨境电商有限公司',
  newName: '杭州新名跨境电商有限公司',
  registeredCapital: 500.25,
  applyState: '0',
  applyStateName: '待提交',
  files: [{ id: 1, fileType: '1', fileTypeName: '营业执照副本', fileName: '营业执照副本.png', downloadUri: '' }],
  history: [],
  version: 1,
  ...extra,
});

const meta = {
  title: '表单引擎/引擎表单（企业信息变更申请）',
  component: FormPage,
  parameters: { router: false },
  args: { route: form.ui.route },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <FormSession form={form} codes={formCodes(form)}>
          <Story />
        </FormSession>
      </div>
    ),
  ],
  beforeEach: ({ parameters }) => {
    signInForForm(form, formCodes(form));
    installFakeFormServer(form, (parameters.record as Record<string, unknown> | undefined) ?? draft(), { seedAdditions: companyChangeSeed });
  },
} satisfies Meta<typeof FormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved draft (待提交) in view mode: 编辑 and 提交, the attachment, an empty history. */
export const Draft: Story = {};

/** A new record: 编辑, then 保存 with nothing filled shows each required field's message. */
export const Empty: Story = {
  parameters: { record: { applyState: '0', applyStateName: '待提交', files: [], history: [], version: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /编\s*辑/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^保\s*存$/ }));
    await expect(await canvas.findByText('请填写变更原因')).toBeTruthy();
  },
};

/** Under review (审核中): locked, no 编辑 and no 提交; the history shows the submit. */
export const UnderReview: Story = {
  parameters: {
    record: draft({
      applyState: '1',
      applyStateName: '审核中',
      history: [{ operationTime: '2026-11-28 10:00:00', userName: '张经理', state: '1', stateName: '审核中', opinion: '提交变更申请' }],
    }),
  },
};

/** Approved by the reviewer: the decision on top of the history. */
export const Approved: Story = {
  parameters: {
    record: draft({
      applyState: '2',
      applyStateName: '审核通过',
      history: [
        { operationTime: '2026-11-28 10:00:03', userName: '变更审核员', state: '2', stateName: '审核通过', opinion: '变更申请审核通过' },
        { operationTime: '2026-11-28 10:00:00', userName: '张经理', state: '1', stateName: '审核中', opinion: '提交变更申请' },
      ],
    }),
  },
};
