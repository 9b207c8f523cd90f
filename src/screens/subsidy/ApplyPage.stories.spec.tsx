// The apply page's stories as fixtures (§3.5, §5, §8, §9): the submit rules (请完整填写申请数据,
// 请选择绑定企业) checked before any call, the body sent (ckDateRange with ckStartTime/ckEndTime,
// importNo '-99999' when nothing was imported), a -1000 answer in an alert titled 错误提示 with
// nothing lost, the company search only with a name, and the waybill import from file to rows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './ApplyPage.stories.tsx';
import { REFUSAL } from './ApplyPage.stories.tsx';
import { installSubsidyServer, subsidyServer } from './testing/fakeSubsidyServer.ts';
import { APPLICANT, REC_COMPANIES } from './testing/subsidyFixtures.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);
const { Default, Filled, Refused } = composeStories(stories, preview);

async function open(Story: typeof Default, props: Partial<Parameters<typeof Default>[0]> = {}) {
  await Story.load();
  render(<Story {...props} />);
  await screen.findByText(APPLICANT.companyName);
}

const applyBodies = () => subsidyServer().bodiesTo('apply');
const chosenTable = () => screen.getByTestId('chosen-companies');

describe('ApplyPage stories', () => {
  it('Default: 提交申请 with nothing filled says 请完整填写申请数据 and 请选择绑定企业, and sends nothing', async () => {
    await open(Default);
    fireEvent.click(buttonByText('提交申请'));
    expect((await screen.findAllByText('请完整填写申请数据')).length).toBeGreaterThanOrEqual(4);
    expect(within(screen.getByTestId('company-picker')).getByRole('alert').textContent).toBe('请选择绑定企业');
    expect(applyBodies()).toHaveLength(0);
  });

  it('Filled: without a bound company the page says 请选择绑定企业 and sends nothing', async () => {
    const onDone = vi.fn();
    await open(Filled, { onDone });
    fireEvent.click(within(chosenTable()).getByText('移除'));
    fireEvent.click(buttonByText('提交申请'));
    expect((await screen.findAllByText('请选择绑定企业')).length).toBeGreaterThanOrEqual(1);
    expect(screen.queryAllByText('请完整填写申请数据')).toHaveLength(0);
    expect(applyBodies()).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Filled: 提交申请 sends the form with the date range, the companies and importNo -99999, says 提交申请成功 and goes back', async () => {
    const onDone = vi.fn();
    await open(Filled, { onDone });
    fireEvent.click(buttonByText('提交申请'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('提交申请成功')).toBeTruthy();
    const [body] = applyBodies();
    expect(body).toMatchObject({
      applyType: 'E9',
      companyType: '1',
      ckStartTime: '2026-11-01',
      ckEndTime: '2026-11-30',
      ckDateRange: ['2026-11-01', '2026-11-30'],
      note: '十一月出口运单',
      importNo: '-99999',
      recCompanyList: [REC_COMPANIES[0]],
    });
  });

  it('Refused: a -1000 answer is shown in an alert titled 错误提示; the page keeps everything and stays', async () => {
    const onDone = vi.fn();
    await open(Refused, { onDone });
    fireEvent.click(buttonByText('提交申请'));
    await waitFor(() => expect(applyBodies()).toHaveLength(1));
    const dialog = (await screen.findAllByText('错误提示'))[0].closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(REFUSAL)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(within(chosenTable()).getByText(REC_COMPANIES[0].recCompanyName)).toBeTruthy();
    expect(screen.getByText('十一月出口运单')).toBeTruthy();
  });

  it('Default: the company search runs only with a name; 选择 binds a company once, 移除 unbinds it', async () => {
    await open(Default);
    fireEvent.click(buttonByText('查询'));
    expect(await screen.findByText('请输入企业名称')).toBeTruthy();
    expect(subsidyServer().bodiesTo('company/queryRecCompany')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '深圳' } });
    fireEvent.click(buttonByText('查询'));
    const results = await screen.findByTestId('company-results');
    expect(subsidyServer().bodiesTo('company/queryRecCompany')).toEqual([{ companyName: '深圳' }]);
    fireEvent.click(within(results).getAllByText('选择')[0]);
    await waitFor(() => expect(within(chosenTable()).getByText(REC_COMPANIES[0].recCompanyName)).toBeTruthy());
    expect(within(results).getByText('已选择')).toBeTruthy();
    fireEvent.click(within(chosenTable()).getByText('移除'));
    await waitFor(() => expect(within(chosenTable()).queryByText(REC_COMPANIES[0].recCompanyName)).toBeNull());
  });

  it('Filled: an import uploads the file, shows the progress, lists the rows, and its number goes with the application', async () => {
    const onDone = vi.fn();
    await open(Filled, { onDone });
    fireEvent.click(buttonByText('导入运单号'));
    const input = document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['PK'], 'waybills.xlsx')] } });
    await screen.findByText('waybills.xlsx');
    fireEvent.click(buttonByText('开始导入'));
    expect(await screen.findByText('已读取 8,000 / 20,000 行')).toBeTruthy();
    expect(await screen.findByText('导入完成')).toBeTruthy();
    expect(subsidyServer().api.requestsTo('POST /api/jwt_core/validate')).toHaveLength(1);
    expect(subsidyServer().api.requestsTo('POST /api/file/upload')[0]?.query).toMatchObject({ route: '/rewardApplication', code: 'import' });
    expect(subsidyServer().bodiesTo('bill/import')).toEqual([{ filePath: '/api/file/download/91' }]);
    fireEvent.click(buttonByText('关闭'));
    const table = await screen.findByTestId('imported-bills');
    await within(table).findByText('共 25 条');
    expect(within(table).getAllByText('总运单号').length).toBeGreaterThan(0);
    expect(subsidyServer().bodiesTo('bill/list')[0]).toMatchObject({
      pageIndex: 0,
      pageSize: 10,
      terms: [{ column: 'import_no', termType: 'eq', value: 'IMP20261124001' }],
    });
    fireEvent.click(buttonByText('提交申请'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(applyBodies()[0]).toMatchObject({ importNo: 'IMP20261124001' });
  });

  it('Default: 全部删除 asks 是否删除所有导入记录? and forgets the import number', async () => {
    await Default.load();
    installSubsidyServer({ progress: [{ state: 'done', rows: 25, total: 25, errors: [] }] });
    render(<Default />);
    await screen.findByText(APPLICANT.companyName);
    fireEvent.click(buttonByText('导入运单号'));
    fireEvent.change(document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement, { target: { files: [new File(['PK'], 'waybills.xlsx')] } });
    await screen.findByText('waybills.xlsx');
    fireEvent.click(buttonByText('开始导入'));
    await screen.findByText('导入完成');
    fireEvent.click(buttonByText('关闭'));
    await within(await screen.findByTestId('imported-bills')).findByText('共 25 条');
    fireEvent.click(buttonByText('全部删除'));
    fireEvent.click(within((await screen.findByText('是否删除所有导入记录?')).closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(subsidyServer().bodiesTo('bill/deleteAll')).toEqual([{ id: 'IMP20261124001' }]));
    await waitFor(() => expect(within(screen.getByTestId('imported-bills')).queryByText('共 25 条')).toBeNull());
  });

  it('Default: a failed import keeps the page without an import number and lists the rows to fix', async () => {
    await Default.load();
    installSubsidyServer({ progress: [{ state: 'failed', rows: 4, total: 4, errors: [{ row: 4, message: '总运单号不能为空' }] }] });
    render(<Default />);
    await screen.findByText(APPLICANT.companyName);
    fireEvent.click(buttonByText('导入运单号'));
    fireEvent.change(document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement, { target: { files: [new File(['PK'], 'waybills.xlsx')] } });
    await screen.findByText('waybills.xlsx');
    fireEvent.click(buttonByText('开始导入'));
    expect(await screen.findByText('第 4 行：总运单号不能为空')).toBeTruthy();
    expect(subsidyServer().bodiesTo('bill/list')).toHaveLength(0);
  });
});
