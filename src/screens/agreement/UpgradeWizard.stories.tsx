import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradeWizard } from './UpgradeWizard.tsx';
import { sampleInfo, sampleTemplate } from './sampleAgreement.ts';

// The one-time upgrade wizard (bill-families §2 "Upgrade wizard"), one story per step.
const meta = {
  title: '升级向导/资源中心账号',
  component: UpgradeWizard,
  args: {
    info: sampleInfo,
    loadTemplate: async () => sampleTemplate,
    onCreate: async () => ({ loginName: sampleInfo.bizRegNo! }),
    onDone: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 760, background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpgradeWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 升级须知: 同意协议 counts down 5 seconds before it can be clicked. */
export const Notice: Story = {};

/** 升级须知 after the countdown. */
export const NoticeReady: Story = { args: { initialCountdown: 0 } };

/** 用户协议: the agreement's text and its document. */
export const Agreement: Story = { args: { initialStep: 1 } };

/** 用户协议 while the text is asked for. */
export const AgreementLoading: Story = { args: { initialStep: 1, loadTemplate: () => new Promise(() => {}) } };

/** 用户协议 when the text cannot be had: 重试. */
export const AgreementFailed: Story = { args: { initialStep: 1, loadTemplate: () => Promise.reject(new Error('offline')) } };

/** 创建账号: the initial password twice. */
export const CreateAccount: Story = { args: { initialStep: 2 } };

/** 创建账号 for a company without a credit code: contact customer service. */
export const MissingCreditCode: Story = { args: { initialStep: 2, info: { ...sampleInfo, bizRegNo: null } } };

/** 完成. */
export const Success: Story = { args: { initialStep: 3 } };
