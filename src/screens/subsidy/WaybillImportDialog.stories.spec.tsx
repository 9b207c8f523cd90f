// The import dialog's stories as fixtures (§5 "Waybill import", §9): Excel only, one file, a file
// before 开始导入, the progress of a running import (rows read of the total), a failed import's
// row-numbered errors (nothing stored), a finished one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText, queryButtonByText } from '../../testing/portalQueries.ts';
import * as stories from './WaybillImportDialog.stories.tsx';

configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);
const { Idle, Running, Failed, Done } = composeStories(stories, preview);

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const excel = (name = 'waybills.xlsx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const problem = () => screen.queryByTestId('import-problem')?.textContent ?? '';

describe('WaybillImportDialog stories', () => {
  it('Idle: 开始导入 without a file asks for one and starts nothing', async () => {
    const onStart = vi.fn();
    render(<Idle onStart={onStart} />);
    fireEvent.click(buttonByText('开始导入'));
    await waitFor(() => expect(problem()).toBe('请选择要导入的Excel文件'));
    expect(onStart).not.toHaveBeenCalled();
  });

  it('Idle: a file that is not Excel is refused with 仅支持上传excel文件', async () => {
    const onStart = vi.fn();
    render(<Idle onStart={onStart} />);
    choose(new File(['x'], 'waybills.csv', { type: 'text/csv' }));
    await waitFor(() => expect(problem()).toBe('仅支持上传excel文件'));
    fireEvent.click(buttonByText('开始导入'));
    expect(onStart).not.toHaveBeenCalled();
  });

  it("Idle: two files at once, or a second one after the first: the spec's one message 仅支持导入一份文件, 请先移除已上传文件再重新上传", async () => {
    render(<Idle />);
    choose(excel('a.xlsx'), excel('b.xlsx'));
    await waitFor(() => expect(problem()).toBe('仅支持导入一份文件, 请先移除已上传文件再重新上传'));
    choose(excel('first.xlsx'));
    await screen.findByText('first.xlsx');
    expect(problem()).toBe('');
    choose(excel('second.xlsx'));
    await waitFor(() => expect(problem()).toBe('仅支持导入一份文件, 请先移除已上传文件再重新上传'));
    expect(screen.queryByText('second.xlsx')).toBeNull();
  });

  it('Idle: an Excel file and 开始导入 hand the file over', async () => {
    const onStart = vi.fn();
    render(<Idle onStart={onStart} />);
    choose(excel('waybills.xlsx'));
    await screen.findByText('waybills.xlsx');
    fireEvent.click(buttonByText('开始导入'));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect((onStart.mock.calls[0][0] as File).name).toBe('waybills.xlsx');
  });

  it('Running: 40 % with the rows read of the total; no second start while it runs', () => {
    render(<Running />);
    expect(screen.getByText(/已读取 8,000 \/ 20,000 行/).textContent).toBe('正在读取，已读取 8,000 / 20,000 行');
    expect(screen.getByText('40%')).toBeTruthy();
    expect(buttonByText('开始导入').disabled).toBe(true);
  });

  it('Failed: nothing stored, the server text and every row error by its number', () => {
    render(<Failed />);
    expect(screen.getByText('导入失败，文件中的数据均未保存，请按以下行号修改后重新导入')).toBeTruthy();
    expect(screen.getByText('文件数据为空或格式不正确！')).toBeTruthy();
    expect(screen.getByText('共 250 处错误，以下列出前 3 处')).toBeTruthy();
    expect(screen.getByText('第 3 行：总运单号不能为空')).toBeTruthy();
    expect(screen.getByText('第 17 行：毛重（KG）必须是数字')).toBeTruthy();
    expect(screen.getByText('第 20001 行：每个工作表至多 20000 行')).toBeTruthy();
  });

  it('Done: 导入完成 at 100 %, nothing more to start', () => {
    render(<Done />);
    expect(screen.getByText('导入完成')).toBeTruthy();
    expect(screen.getByText('已读取 20,000 / 20,000 行')).toBeTruthy();
    expect(queryButtonByText('开始导入')).toBeNull();
  });
});
