// /statistics in the whole portal against a fake API (issue 14; spec §5 "Statistics"): the terms
// are checked before any call (the one-year message), a query shows the rows and the 合计 row,
// a click on a sortable header asks the server again with that sort, and 导出 sends the same terms.
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ModuleNode } from '#core/wire.ts';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { installFakeApi, ok, recordFeedback, type FakeApi, type FeedbackLog } from '../../testing/fakeApi.ts';
import { DICTIONARY_PATH } from '../../http/options.ts';
import { BILL_DEFINITION_PATH } from '../../engine/list/billDefinitionSource.ts';
import { adminUserFixture, moduleTreeFixture } from '../shell/fixtures.ts';
import { exportPath, listPath } from './statisticsApi.ts';
import { sampleAnswer, sampleOptions, statisticsDefinition } from './sampleStatistics.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));
vi.mock('./StatisticsChart.tsx', () => ({ default: () => <div data-testid="statistics-chart" /> }));

const pageModule = (codes: string[]): ModuleNode => ({
  id: '60',
  parentId: null,
  uri: '/statistics',
  name: '数据统计',
  icon: 'BarChartOutlined',
  sortNo: 60,
  children: [],
  buttonVos: codes.map((code) => ({ code })),
});
const withoutPage = (nodes: readonly ModuleNode[]): ModuleNode[] =>
  nodes.filter((node) => node.uri !== '/statistics').map((node) => ({ ...node, children: withoutPage(node.children ?? []) }));

let api: FakeApi;
let feedback: FeedbackLog;

function open(codes = ['conditionalQuery', 'export']) {
  api.on(`POST ${BILL_DEFINITION_PATH}`, () => ok({ schema: statisticsDefinition.schema, ui: statisticsDefinition.ui }));
  api.on(`POST ${DICTIONARY_PATH}`, (request) => {
    const code = (request.body as { data: { dicCode: string } }).data.dicCode;
    return ok(code === 'trade_mode' ? sampleOptions.tradeMode : sampleOptions.customsCode);
  });
  api.on(`POST ${listPath(statisticsDefinition)}`, () => ok(sampleAnswer));
  api.on(`POST ${exportPath(statisticsDefinition)}`, () => ok({ downloadUri: '/api/file/download/fake-1?token=signed' }));
  signIn(adminUserFixture, [...withoutPage(moduleTreeFixture), pageModule(codes)]);
  return renderPortal('/statistics');
}

const dateInput = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
function typeDate(label: string, value: string) {
  const input = dateInput(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}
async function chooseMode() {
  const select = document.querySelector<HTMLInputElement>('input[aria-label="业务模式"]')!;
  fireEvent.mouseDown(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent?.includes('9610'));
    if (!found) throw new Error('no option 9610');
    return found;
  });
  fireEvent.click(option);
}
const tableRows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
const listCalls = () => api.requestsTo(`POST ${listPath(statisticsDefinition)}`);

beforeEach(() => {
  const style = window.getComputedStyle.bind(window);
  const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => style(element));
  onTestFinished(() => spy.mockRestore());
  sessionStorage.clear();
  api = installFakeApi();
  feedback = recordFeedback();
});

describe('/statistics', () => {
  it('asks for the dates and the business mode, and refuses more than a year, before any call', async () => {
    open();
    await waitFor(() => expect(dateInput('开始日期')).toBeTruthy());
    expect(screen.queryByText(/建设中/)).toBeNull();
    fireEvent.click(buttonByText('查询'));
    expect(await screen.findByText('请选择开始日期')).toBeTruthy();
    typeDate('开始日期', '2024-01-01');
    typeDate('结束日期', '2025-06-30');
    await waitFor(() => expect(dateInput('结束日期').value).toBe('2025-06-30'));
    fireEvent.click(buttonByText('查询'));
    expect(await screen.findByText('请选择业务模式')).toBeTruthy();
    await chooseMode();
    fireEvent.click(buttonByText('查询'));
    expect(await screen.findByText('统计时间范围不能超过一年')).toBeTruthy();
    expect(listCalls()).toHaveLength(0);
    void feedback;
  }, 60_000);

  it('queries a year: the rows, the 合计 row, then a sort asks the server again', async () => {
    open();
    await waitFor(() => expect(dateInput('开始日期')).toBeTruthy());
    typeDate('开始日期', '2025-01-01');
    typeDate('结束日期', '2025-12-31');
    await waitFor(() => expect(dateInput('结束日期').value).toBe('2025-12-31'));
    await chooseMode();
    fireEvent.click(buttonByText('查询'));
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    expect(listCalls()[0].body).toEqual({
      data: {
        pageIndex: 0,
        pageSize: 50,
        sorts: [{ name: 'total', order: 'desc' }],
        terms: [
          { column: 'ie_date', termType: 'btw', type: 'and', value: ['2025-01-01', '2025-12-31'] },
          { column: 'trade_mode', termType: 'eq', type: 'and', value: '9610' },
          { column: 'company_type', termType: 'eq', type: 'and', value: 'ebcStatistics' },
        ],
      },
    });
    const totals = document.querySelector('.statistics-totals')!;
    expect(totals.textContent).toContain('合计');
    expect(totals.textContent).toContain('3457.08');
    expect(await screen.findByTestId('statistics-chart')).toBeTruthy();

    const header = [...document.querySelectorAll('.ant-table-thead th')].find((th) => th.textContent?.includes('毛重（千克）'))!;
    fireEvent.click(header);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect((listCalls()[1].body as { data: { sorts: unknown } }).data.sorts).toEqual([{ name: 'gross_weight', order: 'desc' }]);

    fireEvent.click(screen.getByText('电商平台'));
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(JSON.stringify(listCalls()[2].body)).toContain('ebpStatistics');

    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    onTestFinished(() => opened.mockRestore());
    fireEvent.click(buttonByText('导出'));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(String(opened.mock.calls[0][0])).toContain('/api/file/download/fake-1');
    expect(JSON.stringify(api.requestsTo(`POST ${exportPath(statisticsDefinition)}`)[0].body)).toContain('ebpStatistics');
  }, 60_000);

  it('offers 查询 only with its button code', async () => {
    open(['export']);
    await waitFor(() => expect(dateInput('开始日期')).toBeTruthy());
    expect(screen.queryByRole('button', { name: '查询' })).toBeNull();
    expect(buttonByText('导出')).toBeTruthy();
  }, 60_000);
});
