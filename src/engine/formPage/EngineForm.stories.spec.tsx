// The analyst's engine form as its stories show it (docs/forms.md「表单引擎」): a draft with its
// three sections, attachment and the buttons the state allows; the required-field messages of an
// empty record; 提交 moving the record to 审核中 with a history row; a locked record under review;
// the approved one with the reviewer's decision.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { forgetDictionaries } from '../form/dictionaryStore.ts';
import { buttonNamed, clickButton, confirmDialog } from '../../testing/detailQueries.ts';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import * as stories from './EngineForm.stories.tsx';

configure({ asyncUtilTimeout: 8000 });
installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);

type Composed = Record<'Draft' | 'Empty' | 'UnderReview' | 'Approved', { run(): Promise<void> }>;
const { Draft, Empty, UnderReview, Approved } = composeStories(stories as unknown as Parameters<typeof composeStories>[0], preview) as unknown as Composed;

beforeEach(() => {
  cleanup();
  recordFeedback();
  forgetDictionaries();
});

describe('表单页 stories (引擎表单：企业信息变更申请)', () => {
  it(
    'Draft shows the three sections, the attachment, 待提交, 编辑 and 提交',
    async () => {
      await Draft.run();
      expect(await screen.findByText('杭州新名跨境电商有限公司')).toBeTruthy();
      for (const title of ['变更信息', '变更前', '变更后', '附件', '审批记录']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
      expect(screen.getByTestId('form-state').textContent).toBe('待提交');
      expect(screen.getByText('营业执照副本.png')).toBeTruthy();
      expect(buttonNamed('编辑')).toBeTruthy();
      expect(buttonNamed('提交')).toBeTruthy();
    },
    DETAIL_SPEC_TIMEOUT,
  );

  it(
    'Empty shows the required fields’ own messages on 保存',
    async () => {
      await Empty.run();
      expect(await screen.findByText('请填写变更原因')).toBeTruthy();
    },
    DETAIL_SPEC_TIMEOUT,
  );

  it(
    '提交 on a draft asks, then shows 审核中 and the history row, without 编辑',
    async () => {
      await Draft.run();
      await screen.findByText('杭州新名跨境电商有限公司');
      await clickButton('提交');
      expect(await screen.findByText('提交后审核期间不能修改，是否提交变更申请?')).toBeTruthy();
      await confirmDialog();
      await waitFor(() => expect(screen.getByTestId('form-state').textContent).toBe('审核中'));
      expect(screen.getByText('提交变更申请')).toBeTruthy();
      expect(buttonNamed('编辑')).toBeNull();
    },
    DETAIL_SPEC_TIMEOUT,
  );

  it(
    'UnderReview is locked; Approved shows the reviewer’s decision',
    async () => {
      await UnderReview.run();
      await waitFor(() => expect(screen.getByTestId('form-state').textContent).toBe('审核中'));
      expect(buttonNamed('编辑')).toBeNull();
      expect(buttonNamed('提交')).toBeNull();
      cleanup();
      await Approved.run();
      expect(await screen.findByText('变更申请审核通过')).toBeTruthy();
      expect(screen.getByText('变更审核员')).toBeTruthy();
    },
    DETAIL_SPEC_TIMEOUT,
  );
});
