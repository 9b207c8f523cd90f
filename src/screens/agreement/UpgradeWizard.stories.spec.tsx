// The upgrade wizard's stories as fixtures: each step renders what it says.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { AGREEMENT_TITLE, MSG_CREDIT_CODE_MISSING } from '#core/agreement.ts';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './UpgradeWizard.stories.tsx';

afterEach(cleanup);
const { Notice, NoticeReady, Agreement, AgreementLoading, AgreementFailed, CreateAccount, MissingCreditCode, Success } = composeStories(stories, preview);

const currentStep = () => document.querySelector('.ant-steps-item-process')?.textContent;

describe('UpgradeWizard stories', () => {
  it('Notice and NoticeReady: 同意协议 counting down, then enabled', () => {
    const { unmount } = render(<Notice />);
    expect(currentStep()).toContain('升级须知');
    expect(buttonByText('同意协议（5秒）').disabled).toBe(true);
    unmount();
    render(<NoticeReady />);
    expect(buttonByText('同意协议').disabled).toBe(false);
  });

  it('Agreement, AgreementLoading, AgreementFailed', async () => {
    const { unmount } = render(<Agreement />);
    expect(await screen.findByRole('document', { name: AGREEMENT_TITLE })).toBeTruthy();
    expect(screen.getByText('下载协议文档').getAttribute('href')).toBe('/api/file/download/agreement?token=demo');
    unmount();
    const loading = render(<AgreementLoading />);
    expect(screen.getByText('协议加载中…')).toBeTruthy();
    expect(buttonByText('下一步').disabled).toBe(true);
    loading.unmount();
    render(<AgreementFailed />);
    await waitFor(() => expect(screen.getByText('协议加载失败')).toBeTruthy());
    expect(buttonByText('重试')).toBeTruthy();
  });

  it('CreateAccount and MissingCreditCode', () => {
    const { unmount } = render(<CreateAccount />);
    expect(currentStep()).toContain('创建账号');
    expect(screen.getByLabelText('初始密码')).toBeTruthy();
    expect(screen.getByLabelText('确认密码')).toBeTruthy();
    expect(screen.getByText('91330100MA2H0XXX1A')).toBeTruthy();
    unmount();
    render(<MissingCreditCode />);
    expect(screen.getByText(MSG_CREDIT_CODE_MISSING)).toBeTruthy();
    expect(buttonByText('创建账号').disabled).toBe(true);
  });

  it('Success', () => {
    render(<Success />);
    expect(screen.getByText('资源中心账号创建成功')).toBeTruthy();
    expect(buttonByText('完成')).toBeTruthy();
  });
});
