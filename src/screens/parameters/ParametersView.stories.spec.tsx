// The /parametersSetting stories as fixtures: each state renders what it says.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText, queryButtonByText } from '../../testing/portalQueries.ts';
import * as stories from './ParametersView.stories.tsx';

afterEach(cleanup);
const { WithData, Editing, Empty, EditOnly, Loading, LoadFailed } = composeStories(stories, preview);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];

describe('ParametersView stories', () => {
  it('WithData: the rows with 编辑 and 删除, an empty form with 保存 and 新增/清空', () => {
    render(<WithData />);
    expect(rows()).toHaveLength(4);
    expect(rows()[1].textContent).toContain('copName');
    for (const header of ['类型', '代码', '值', '操作']) expect(document.querySelector('.ant-table-thead')!.textContent).toContain(header);
    expect(rows()[0].textContent).toMatch(/编\s*辑/);
    expect(rows()[0].textContent).toMatch(/删\s*除/);
    expect(screen.getByText('新增参数')).toBeTruthy();
    expect(input('类型').value).toBe('');
    expect(queryButtonByText('保存')).toBeTruthy();
    expect(queryButtonByText('新增/清空')).toBeTruthy();
  });

  it('Editing: the form holds the row', () => {
    render(<Editing />);
    expect(screen.getByText('编辑参数')).toBeTruthy();
    expect(input('代码').value).toBe('copName');
    expect((screen.getByLabelText('值') as HTMLTextAreaElement).value).toBe('广州穗通跨境供应链管理有限公司');
  });

  it('Empty: 暂无参数', () => {
    render(<Empty />);
    expect(screen.getByText('暂无参数')).toBeTruthy();
  });

  it('EditOnly: no 删除, no 新增/清空, no 保存 until a row is being edited', () => {
    render(<EditOnly />);
    expect(rows()[0].textContent).not.toMatch(/删\s*除/);
    expect(queryButtonByText('新增/清空')).toBeNull();
    expect(queryButtonByText('保存')).toBeNull();
    expect(input('类型').disabled).toBe(true);
  });

  it('asks for every empty field on 保存 and sends nothing', async () => {
    let sent = 0;
    render(
      <WithData
        onSave={async () => {
          sent += 1;
          return true;
        }}
      />,
    );
    fireEvent.change(input('类型'), { target: { value: 'declare' } });
    await act(async () => fireEvent.click(buttonByText('保存')));
    await waitFor(() => expect(screen.getByText('请填写代码')).toBeTruthy());
    expect(screen.getByText('请填写值')).toBeTruthy();
    expect(screen.queryByText('请填写类型')).toBeNull();
    expect(sent).toBe(0);
  });

  it('Loading and LoadFailed', () => {
    const { unmount } = render(<Loading />);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    unmount();
    let retried = 0;
    render(<LoadFailed onRetry={() => (retried += 1)} />);
    expect(screen.getByText('参数列表加载失败')).toBeTruthy();
    fireEvent.click(buttonByText('重试'));
    expect(retried).toBe(1);
  });
});
