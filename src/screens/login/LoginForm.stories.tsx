import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChangePasswordDialog } from '../password/index.ts';
import { LoginForm } from './LoginForm.tsx';
import { LoginLayout } from './LoginLayout.tsx';

// A stand-in captcha picture, so the story needs no server.
const captchaSrc =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#f0f5ff"/>' +
      '<text x="20" y="28" font-size="22" font-family="monospace" fill="#1d39c4">a7K2</text></svg>',
  );

const meta = {
  title: '登录/登录表单',
  component: LoginForm,
  args: {
    captchaSrc,
    onRefreshCaptcha: () => {},
    onSubmit: () => {},
    submitting: false,
  },
  decorators: [
    (Story) => (
      <LoginLayout>
        <Story />
      </LoginLayout>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitted empty: every field names what is missing (spec §8.3). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /登\s?录/ }));
    await expect(await canvas.findByText('请输入企业账号')).toBeInTheDocument();
    await expect(await canvas.findByText('请拖动滑块完成验证')).toBeInTheDocument();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const UnexpectedFailure: Story = {
  args: { errorText: '当前页面不是安全连接（HTTPS），无法加密密码，请使用 HTTPS 访问' },
};

/** The server refused an expired or weak password: the change-password dialog is open. */
export const ExpiredPasswordDialog: Story = {
  render: (args) => (
    <>
      <LoginForm {...args} />
      <ChangePasswordDialog open mode="expired" loginName="hzkj2024" onSubmit={async () => {}} onClose={() => {}} />
    </>
  ),
};
