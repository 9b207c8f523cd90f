// The work order detail as its stories show it: titles from the definition, the detail's reading
// of the type, the result only once closed, the screenshots with their download links.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import * as stories from './WorkOrderDetailView.stories.tsx';

configure({ asyncUtilTimeout: 8000 });

type Composed = Record<'Closed' | 'Pending', { run(): Promise<void> }>;
const { Closed, Pending } = composeStories(stories as unknown as Parameters<typeof composeStories>[0], preview) as unknown as Composed;

beforeEach(() => {
  cleanup();
  recordFeedback();
});

describe('工单详情 stories', () => {
  it('Closed shows every field under its title, 技术问题, 已关闭, the result and the screenshot to download', async () => {
    await Closed.run();
    expect(await screen.findByText('出口清单申报提示系统异常')).toBeTruthy();
    for (const title of ['工单编号', '工单标题', '发起人', '创建时间', '工单类型', '内容详情', '联系方式', '状态', '处理结果', '附件']) {
      expect(screen.getAllByText(title).length, title).toBeGreaterThan(0);
    }
    expect(screen.getByText('技术问题')).toBeTruthy();
    expect(screen.getAllByText('已关闭').length).toBeGreaterThan(0);
    expect(screen.getByText('已修复申报通道，请重新申报。')).toBeTruthy();
    const link = screen.getByRole('link', { name: '下载 报错截图.png' });
    expect(link.getAttribute('href')).toBe('/api/file/download/f1?token=signed');
  });

  it('Pending reads the type as 业务问题 and shows no result', async () => {
    await Pending.run();
    expect(await screen.findByText('业务问题')).toBeTruthy();
    expect(screen.queryByText('处理结果')).toBeNull();
    expect(screen.getByText('无附件')).toBeTruthy();
  });
});
