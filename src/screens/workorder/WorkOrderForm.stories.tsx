import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { feedbackForm, workorderForm } from '#core/testing/form-definitions.ts';
import type { FormDefinition } from '#core/forms/index.ts';
import { FormPage } from '../../engine/formPage/FormPage.tsx';
import { FormSession, formCodes, signInForForm } from '../../testing/formSession.tsx';
import { installFakeFormServer } from '../../testing/fakeFormServer.ts';

// The generic form page in new-record mode (docs/forms.md): the work ticket at /workorder/edit
// (schemas/forms/workorder) and the feedback at /feedback (schemas/forms/feedback), against a
// fake API behind the HTTP layer's transport. Each starts empty in edit mode.
const ticket = workorderForm();
const feedback = feedbackForm();

function formOf(parameters: Record<string, unknown>): FormDefinition {
  return parameters.form === 'feedback' ? feedback : ticket;
}

const meta = {
  title: '工单与反馈/新建表单',
  component: FormPage,
  parameters: { router: false },
  args: { route: ticket.ui.route },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <FormSession form={formOf(parameters)} codes={formCodes(formOf(parameters))}>
          <Story />
        </FormSession>
      </div>
    ),
  ],
  beforeEach: ({ parameters }) => {
    const form = formOf(parameters);
    signInForForm(form, formCodes(form));
    installFakeFormServer(form, {});
  },
} satisfies Meta<typeof FormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 提交工单: empty, in edit mode, with 上传截图 and 提交 and the screenshots table. */
export const WorkOrder: Story = {};

/** 提交 with nothing filled: each required field's own message (请选择工单类型 …). */
export const WorkOrderValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /提\s*交/ }));
    await expect(await canvas.findByText('请选择工单类型')).toBeTruthy();
  },
};

/** 意见反馈: content and phone, 提交 asks 是否提交反馈信息? and clears after 反馈成功！. */
export const Feedback: Story = {
  parameters: { form: 'feedback' },
  args: { route: feedback.ui.route },
};
