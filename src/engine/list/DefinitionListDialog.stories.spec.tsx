// The history dialog's stories as fixtures: each lists its definition's rows (or says 暂无数据).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { forgetBillDefinitions } from './billDefinitionSource.ts';
import * as stories from './DefinitionListDialog.stories.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
installInlineComputedStyles();

const { SettlementHistory, VerificationHistory, Empty } = composeStories(stories, preview);

beforeEach(() => {
  cleanup();
  recordFeedback();
  forgetBillDefinitions();
});

describe('撤销历史弹框 stories', () => {
  it('SettlementHistory lists the reason, the amount and the state', async () => {
    await SettlementHistory.run();
    expect(await screen.findByText('银行账户变更，重新申请')).toBeTruthy();
    expect(screen.getByText('88000')).toBeTruthy();
    expect(screen.getByText('已撤销')).toBeTruthy();
  });

  it('VerificationHistory titles the amount 核销金额', async () => {
    await VerificationHistory.run();
    expect(await screen.findByText('金额填写有误')).toBeTruthy();
    expect(screen.getByText('核销金额')).toBeTruthy();
  });

  it('Empty says 暂无数据', async () => {
    await Empty.run();
    expect(await screen.findByText('共 0 条')).toBeTruthy();
  });
});
