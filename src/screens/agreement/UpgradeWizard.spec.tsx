// The upgrade wizard (bill-families §2 "Upgrade wizard", §5, §9): the notice's 同意协议 waits 5
// seconds (counting them), 上一步 returns a step, the password rule and mismatch messages, a
// missing credit code, a failed template and a refused creation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MSG_CREDIT_CODE_MISSING, MSG_RS_PASSWORD_MISMATCH, MSG_RS_PASSWORD_REQUIRED, MSG_RS_PASSWORD_RULE, type AgreementInfo } from '#core/agreement.ts';
import { buttonByText } from '../../testing/portalQueries.ts';
import { UpgradeWizard, type WizardStep } from './UpgradeWizard.tsx';
import { sampleInfo, sampleTemplate } from './sampleAgreement.ts';

afterEach(() => {
  vi.useRealTimers();
});

function renderWizard(
  options: {
    step?: WizardStep;
    info?: AgreementInfo;
    loadTemplate?: () => Promise<typeof sampleTemplate>;
    onCreate?: (password: string) => Promise<{ loginName: string }>;
  } = {},
) {
  const loadTemplate = vi.fn(options.loadTemplate ?? (async () => sampleTemplate));
  const onCreate = vi.fn(options.onCreate ?? (async () => ({ loginName: 'RS-LOGIN' })));
  const onDone = vi.fn();
  render(<UpgradeWizard info={options.info ?? sampleInfo} loadTemplate={loadTemplate} onCreate={onCreate} onDone={onDone} initialStep={options.step} />);
  return { loadTemplate, onCreate, onDone };
}

const currentStep = () => document.querySelector('.ant-steps-item-process')?.textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('notice step', () => {
  it('enables 同意协议 after 5 seconds, showing the seconds left', async () => {
    vi.useFakeTimers();
    renderWizard();
    expect(currentStep()).toContain('升级须知');
    expect(buttonByText('同意协议（5秒）').disabled).toBe(true);
    for (const left of [4, 3, 2, 1]) {
      await act(async () => vi.advanceTimersByTime(1000));
      expect(buttonByText(`同意协议（${left}秒）`).disabled).toBe(true);
    }
    await act(async () => vi.advanceTimersByTime(1000));
    expect(buttonByText('同意协议').disabled).toBe(false);
  });

  it('同意协议 leads to the agreement; 上一步 comes back with the button still enabled', async () => {
    vi.useFakeTimers();
    const { loadTemplate } = renderWizard();
    for (let second = 0; second < 5; second += 1) await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    fireEvent.click(buttonByText('同意协议'));
    expect(currentStep()).toContain('用户协议');
    expect(await screen.findByText(sampleTemplate.sections[0].paragraphs[0])).toBeTruthy();
    expect(loadTemplate).toHaveBeenCalledTimes(1);
    fireEvent.click(buttonByText('上一步'));
    expect(currentStep()).toContain('升级须知');
    expect(buttonByText('同意协议').disabled).toBe(false);
    fireEvent.click(buttonByText('同意协议'));
    // The text is kept: not asked again.
    expect(await screen.findByText(sampleTemplate.parties[0])).toBeTruthy();
    expect(loadTemplate).toHaveBeenCalledTimes(1);
  });
});

describe('agreement step', () => {
  it('says when the text cannot be had and 重试 asks again', async () => {
    let fail = true;
    const { loadTemplate } = renderWizard({
      step: 1,
      loadTemplate: async () => {
        if (fail) throw new Error('offline');
        return sampleTemplate;
      },
    });
    expect(await screen.findByText('协议加载失败')).toBeTruthy();
    expect(buttonByText('下一步').disabled).toBe(true);
    fail = false;
    fireEvent.click(buttonByText('重试'));
    expect(await screen.findByText(sampleTemplate.sections[1].heading)).toBeTruthy();
    expect(loadTemplate).toHaveBeenCalledTimes(2);
    fireEvent.click(buttonByText('下一步'));
    expect(currentStep()).toContain('创建账号');
    fireEvent.click(buttonByText('上一步'));
    expect(currentStep()).toContain('用户协议');
  });
});

describe('create-account step', () => {
  it('asks for the password, tells the rule and the mismatch, then creates and shows success', async () => {
    const { onCreate, onDone } = renderWizard({ step: 2 });
    fireEvent.click(buttonByText('创建账号'));
    expect(await screen.findByText(MSG_RS_PASSWORD_REQUIRED)).toBeTruthy();
    expect(screen.getByText('请再次输入初始密码')).toBeTruthy();

    type('初始密码', 'abcdefgh');
    expect(await screen.findByText(MSG_RS_PASSWORD_RULE)).toBeTruthy();
    type('初始密码', 'abcd1234');
    await waitFor(() => expect(screen.queryByText(MSG_RS_PASSWORD_RULE)).toBeNull());
    type('确认密码', 'abcd12345');
    expect(await screen.findByText(MSG_RS_PASSWORD_MISMATCH)).toBeTruthy();
    fireEvent.click(buttonByText('创建账号'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onCreate).not.toHaveBeenCalled();

    type('确认密码', 'abcd1234');
    await waitFor(() => expect(screen.queryByText(MSG_RS_PASSWORD_MISMATCH)).toBeNull());
    fireEvent.click(buttonByText('创建账号'));
    expect(await screen.findByText('资源中心账号创建成功')).toBeTruthy();
    expect(onCreate).toHaveBeenCalledWith('abcd1234');
    expect(screen.getByText(/资源中心账号：RS-LOGIN/)).toBeTruthy();
    fireEvent.click(buttonByText('完成'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stays on the step when the server refuses', async () => {
    const { onCreate } = renderWizard({ step: 2, onCreate: () => Promise.reject(new Error('企业已开通资源中心账号，无需重复开通')) });
    type('初始密码', 'abcd1234');
    type('确认密码', 'abcd1234');
    fireEvent.click(buttonByText('创建账号'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(buttonByText('创建账号').disabled).toBe(false));
    expect(currentStep()).toContain('创建账号');
  });

  it('without a credit code: the alert to contact customer service, nothing to submit', () => {
    renderWizard({ step: 2, info: { ...sampleInfo, bizRegNo: null } });
    expect(screen.getByText(MSG_CREDIT_CODE_MISSING)).toBeTruthy();
    expect(screen.queryByLabelText('初始密码')).toBeNull();
    expect(buttonByText('创建账号').disabled).toBe(true);
    fireEvent.click(buttonByText('上一步'));
    expect(currentStep()).toContain('用户协议');
  });
});
