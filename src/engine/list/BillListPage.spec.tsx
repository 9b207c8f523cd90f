import { MSG_FILE_EMPTY_OR_MALFORMED, MSG_OPERATION_SUCCEEDED } from '#core/messages.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText, openDialog } from '../../testing/portalQueries.ts';
import { answer, recordFeedback, type FeedbackLog } from '../../testing/fakeApi.ts';
import { CONFIRM_BATCH_DECLARE } from '../../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { TITLE_RECEIPTS } from '../dialogs/index.ts';
import { BillListPage } from './BillListPage.tsx';
import { LABEL_COUNTING_TOTAL, selectedText } from './listMessages.ts';
import { announceListChanged } from './listChanges.ts';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { dataOf, installFakeBillServer, type FakeBillServer } from '../../testing/fakeBillServer.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { sampleBills } from '../../testing/sampleBills.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });
installInlineComputedStyles();

const now = new Date('2025-11-20T16:00:00+08:00');
const windowYear = { column: 'create_time', termType: 'btw', type: 'and', value: ['2024-11-20 00:00:00', '2025-11-20 23:59:59'] };
let feedback: FeedbackLog;

beforeEach(() => {
  feedback = recordFeedback();
});

function renderList(definition: BillDefinition, codes?: string[]) {
  return render(
    <AppProviders>
      <ListSession definition={definition} codes={codes}>
        <BillListPage definition={definition} now={now} gridHeight={600} />
      </ListSession>
    </AppProviders>,
  );
}

const rowCalls = (server: FakeBillServer) => server.rowCalls('pageList');
const totalCalls = (server: FakeBillServer) => server.totalCalls('pageList');

async function listed(server: FakeBillServer, count: number) {
  await waitFor(() => expect(rowCalls(server)).toHaveLength(count));
  return dataOf(rowCalls(server)[count - 1]);
}

const stateGroup = () => screen.getByRole('radiogroup', { name: '单据状态' });
const stateButton = (name: string) => within(stateGroup()).getByText(name).closest('label') as HTMLElement;
const gridRow = (index: number) => document.querySelector<HTMLElement>(`.ag-row[row-index="${index}"]`)!;
const gridRows = () => document.querySelectorAll('.ag-row[row-index]');
const rowCheckbox = (index: number) => gridRow(index).querySelector<HTMLInputElement>('.ag-selection-checkbox input')!;

describe('BillListPage (spec §2.4, §7.2)', () => {
  it('asks the first page with the default sort and date window, and shows rows, total and counts', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 120, { now }) });
    renderList(definition);
    expect(await listed(server, 1)).toEqual({ pageIndex: 0, pageSize: 50, sorts: [{ name: 'create_time', order: 'desc' }], terms: [windowYear], part: 'rows' });
    expect(await screen.findByText('EO2025000001')).toBeTruthy();
    expect(await screen.findByText('共 120 条')).toBeTruthy();
    expect(dataOf(totalCalls(server)[0])).toEqual({ terms: [windowYear], part: 'total' });
    await waitFor(() => expect(stateButton('全部').textContent).toBe('全部120'));
    expect(dataOf(server.calls('queryStateCount')[0])).toEqual({ terms: [windowYear] });
    expect(stateButton('暂存').textContent).toBe('暂存14');
  });

  it('filters by state with a state term, keeping the counts of the search terms', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 30, { now }) });
    renderList(definition);
    await listed(server, 1);
    await waitFor(() => expect(stateButton('海关审结').textContent).toBe('海关审结3'));
    fireEvent.click(stateButton('海关审结'));
    const body = await listed(server, 2);
    expect(body.terms).toEqual([windowYear, { column: 'state', termType: 'eq', type: 'and', value: '399' }]);
    expect(body.pageIndex).toBe(0);
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    // The counts do not depend on the chosen state: not asked again.
    expect(server.calls('queryStateCount')).toHaveLength(1);
    fireEvent.click(stateButton('全部'));
    expect((await listed(server, 3)).terms).toEqual([windowYear]);
  });

  it('searches with the typed conditions on Enter and recounts the states with them', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 30, { now }) });
    renderList(definition);
    await listed(server, 1);
    const orderNo = screen.getByLabelText('订单编号');
    fireEvent.change(orderNo, { target: { value: ' EO2025000002 ' } });
    fireEvent.submit(orderNo.closest('form')!);
    const body = await listed(server, 2);
    expect(body.terms).toEqual([{ column: 'order_no', termType: 'like', type: 'and', value: 'EO2025000002' }, windowYear]);
    await waitFor(() => expect(server.calls('queryStateCount')).toHaveLength(2));
    expect(dataOf(server.calls('queryStateCount')[1]).terms).toEqual(body.terms);
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeTruthy());
  });

  it('sends a zero-based page index and shows it one-based; a new page size starts again at the first page', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 120, { now }) });
    renderList(definition);
    await screen.findByText('共 120 条');
    fireEvent.click(screen.getByTitle('2'));
    expect((await listed(server, 2)).pageIndex).toBe(1);
    await waitFor(() => expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2'));
    expect(await screen.findByText('EO2025000051')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect((await listed(server, 3)).pageIndex).toBe(2);
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!.querySelector('input')!);
    fireEvent.click(await screen.findByTitle('100 条/页'));
    expect(await listed(server, 4)).toMatchObject({ pageIndex: 0, pageSize: 100 });
    await waitFor(() => expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1'));
  });

  it('sorts on the server by the snake_case column of a sortable header, never on a column that is not', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 10, { now }) });
    renderList(definition);
    await screen.findByText('EO2025000001');
    const header = (field: string) => document.querySelector<HTMLElement>(`.ag-header-cell[col-id="${field}"] .ag-header-cell-label`)!;
    // The first click sorts ascending (issue 11 point 6), the second descending.
    fireEvent.click(header('orderNo'));
    expect((await listed(server, 2)).sorts).toEqual([{ name: 'order_no', order: 'asc' }]);
    await waitFor(() => expect(gridRow(0).textContent).toContain('EO2025000001'));
    fireEvent.click(header('orderNo'));
    expect((await listed(server, 3)).sorts).toEqual([{ name: 'order_no', order: 'desc' }]);
    await waitFor(() => expect(gridRow(0).textContent).toContain('EO2025000010'));
    fireEvent.click(header('ebpName'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rowCalls(server)).toHaveLength(3);
  });

  it('issue 26 point 1: shows the rows before their total, says it is counting, and counts again only for a new search', async () => {
    const definition = exportOrderDefinition();
    // The total takes 2 s longer than the rows: long enough to be seen on a busy machine.
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 120, { now }), totalDelayMs: 2_000 });
    renderList(definition);
    expect(await screen.findByText('EO2025000001')).toBeTruthy();
    // The rows are on screen while the total is still on its way; the pager allows the next page.
    expect(screen.getByText(LABEL_COUNTING_TOTAL)).toBeTruthy();
    expect(screen.getByTitle('2')).toBeTruthy();
    expect(await screen.findByText('共 120 条', undefined, { timeout: 6_000 })).toBeTruthy();
    expect(totalCalls(server)).toHaveLength(1);
    // Another page and another sort: the same search, its total is reused at once.
    fireEvent.click(screen.getByTitle('2'));
    await listed(server, 2);
    expect(await screen.findByText('EO2025000051')).toBeTruthy();
    expect(screen.getByText('共 120 条')).toBeTruthy();
    expect(totalCalls(server)).toHaveLength(1);
    // A new search counts again.
    fireEvent.click(stateButton('暂存'));
    await listed(server, 3);
    await waitFor(() => expect(totalCalls(server)).toHaveLength(2));
    expect(dataOf(totalCalls(server)[1]).terms).toContainEqual({ column: 'state', termType: 'eq', type: 'and', value: '0' });
    expect(await screen.findByText('共 14 条', undefined, { timeout: 6_000 })).toBeTruthy();
  }, 20_000);

  it('estimates the total of a simple-paging list (spec §7.2) and shows no count', async () => {
    const definition = withUi(exportOrderDefinition(), (ui) => ({ ...ui, list: { ...ui.list, paging: 'simple' } }));
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 70, { now }) });
    renderList(definition);
    await listed(server, 1);
    // A full first page: one page more is possible.
    await waitFor(() => expect(screen.getByTitle('2')).toBeTruthy());
    expect(screen.queryByTitle('3')).toBeNull();
    expect(screen.queryByText(/^共/)).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    await listed(server, 2);
    // A short second page is the last one.
    await waitFor(() => expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2'));
    expect(screen.queryByTitle('3')).toBeNull();
  });

  it('keeps rows, page and state when a list call fails (the HTTP layer shows why)', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 30, { now }) });
    renderList(definition);
    await screen.findByText('EO2025000001');
    server.failNext('pageList', answer(-1, '查询条件不正确'));
    fireEvent.click(stateButton('暂存'));
    await listed(server, 2);
    await waitFor(() => expect(feedback.warnings.map((w) => w.text)).toContain('查询条件不正确'));
    await waitFor(() => expect(stateButton('全部').className).toContain('checked'));
    expect(screen.getByText('EO2025000001')).toBeTruthy();
    expect(screen.getByText('共 30 条')).toBeTruthy();
  });

  it('declares the selected rows after the confirmation, then reloads the list and counts', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 5, { now, states: ['0'] }) });
    renderList(definition);
    await screen.findByText('EO2025000001');
    await waitFor(() => expect(rowCheckbox(0)).toBeTruthy());
    fireEvent.click(rowCheckbox(0));
    fireEvent.click(rowCheckbox(1));
    // AG Grid reports selections asynchronously; the bar says when it has them.
    expect(await screen.findByText(selectedText(2))).toBeTruthy();
    fireEvent.click(buttonByText('申报'));
    expect(await screen.findByText(CONFIRM_BATCH_DECLARE)).toBeTruthy();
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(server.calls('applyByIds')).toHaveLength(1));
    expect(dataOf(server.calls('applyByIds')[0])).toEqual({ ids: [1, 2], startTime: '2025-11-20 00:00:00', endTime: '2025-11-20 23:59:59' });
    expect(await screen.findByText(MSG_OPERATION_SUCCEEDED)).toBeTruthy();
    await listed(server, 2);
    await waitFor(() => expect(server.calls('queryStateCount')).toHaveLength(2));
    await waitFor(() => expect(stateButton('已申报').textContent).toBe('已申报2'));
  });

  it('opens the receipts of a row in the 最近三天回执 dialog', async () => {
    const definition = exportOrderDefinition();
    const bills = sampleBills(definition, 3, { now });
    const server = installFakeBillServer([definition], { bills });
    server.receipts.push({ billId: 2, returnTime: '2025-11-20 15:00:00', returnStatus: '399', returnStatusName: '海关审结', returnInfo: '海关审结通过' });
    renderList(definition);
    await screen.findByText('EO2025000002');
    fireEvent.click(within(gridRow(1).querySelector<HTMLElement>('[col-id="__operation"]')!).getByText('回执'));
    expect(await screen.findByText(TITLE_RECEIPTS)).toBeTruthy();
    expect(await within(openDialog()!).findByText('海关审结通过')).toBeTruthy();
    const request = server.api.requestsTo('POST /api/receipter/messageFindByBill')[0];
    expect(dataOf(request)).toEqual({ messageType: 'CEB304', orderNo: 'EO2025000002', ebcCode: bills[1].ebcCode, ebpCode: bills[1].ebpCode });
  });

  it('issue 23 point 5: 查询 with the same conditions counts the states again', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 30, { now }) });
    renderList(definition);
    await waitFor(() => expect(stateButton('海关审结').textContent).toBe('海关审结3'));
    // A receipt moved a bill behind the list's back.
    const moved = server.bills.findIndex((row) => row.state !== '399');
    server.bills[moved] = { ...server.bills[moved], state: '399', stateName: '海关审结' };
    fireEvent.submit(screen.getByLabelText('订单编号').closest('form')!);
    await listed(server, 2);
    await waitFor(() => expect(server.calls('queryStateCount')).toHaveLength(2));
    await waitFor(() => expect(stateButton('海关审结').textContent).toBe('海关审结4'));
  });

  it('issue 23 point 5: back in the window, a list whose counts moved reloads its rows, keeping the ticked ones', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 5, { now, states: ['0'] }) });
    renderList(definition);
    await screen.findByText('EO2025000001');
    await waitFor(() => expect(stateButton('暂存').textContent).toBe('暂存5'));
    fireEvent.click(rowCheckbox(1));
    expect(await screen.findByText(selectedText(1))).toBeTruthy();

    // Nothing moved: the counts are asked, the rows are not.
    fireEvent.focus(window);
    await waitFor(() => expect(server.calls('queryStateCount')).toHaveLength(2));
    expect(rowCalls(server)).toHaveLength(1);

    // A receipt moved the first bill (a new answer: new row objects): the rows come again, the ticked one still ticked.
    server.bills[0] = { ...server.bills[0], state: '399', stateName: '海关审结' };
    fireEvent.focus(window);
    await listed(server, 2);
    await waitFor(() => expect(stateButton('海关审结').textContent).toBe('海关审结1'));
    await waitFor(() => expect(gridRow(0).textContent).toContain('海关审结'));
    expect(rowCheckbox(1).checked).toBe(true);
    expect(screen.getByText(selectedText(1))).toBeTruthy();
  });

  it('issue 23 point 5: a bill saved on another screen reloads the list (announceListChanged)', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 5, { now }) });
    renderList(definition);
    await screen.findByText('EO2025000001');
    server.bills[0] = { ...server.bills[0], orderNo: 'EO2025000001-CHANGED' };
    announceListChanged(definition.ui.route);
    expect(await screen.findByText('EO2025000001-CHANGED')).toBeTruthy();
  });

  it('issue 23 point 7: a list without a button that works on selected rows has no selection boxes', async () => {
    const definition = withUi(exportOrderDefinition(), (ui) => ({ ...ui, buttons: ui.buttons.filter((button) => button.kind === 'fileQuery') }));
    installFakeBillServer([definition], { bills: sampleBills(definition, 3, { now }) });
    renderList(definition);
    await screen.findByText('EO2025000001');
    expect(document.querySelector('.ag-selection-checkbox, .ag-header-select-all')).toBeNull();
  });

  it('queries by Excel files: the files name the bills, and leaving goes back to the search', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition], {
      bills: sampleBills(definition, 30, { now }),
      fileQueryKeys: ['EO2025000007', 'NOSUCHORDER123'],
    });
    renderList(definition);
    await screen.findByText('共 30 条');
    fireEvent.click(buttonByText('Excel查询'));
    fireEvent.change(await waitFor(() => openDialog()!.querySelector('input[type="file"]')!), { target: { files: [new File(['x'], '查询单号.xlsx')] } });
    await screen.findByText('查询单号.xlsx');
    server.failNext('queryByFile', answer(-1, MSG_FILE_EMPTY_OR_MALFORMED));
    fireEvent.click(buttonByText('查询', openDialog()!.querySelector('.ant-modal-footer')!));
    await waitFor(() => expect(feedback.warnings.map((w) => w.text)).toContain(MSG_FILE_EMPTY_OR_MALFORMED));
    expect(openDialog()).not.toBeNull();
    expect(screen.getByText('共 30 条')).toBeTruthy();

    await waitFor(() => expect(buttonByText('查询', openDialog()!.querySelector('.ant-modal-footer')!).className).not.toContain('loading'));
    fireEvent.click(buttonByText('查询', openDialog()!.querySelector('.ant-modal-footer')!));
    await waitFor(() => expect(server.calls('queryByFile')).toHaveLength(2));
    expect(dataOf(server.calls('queryByFile')[1])).toMatchObject({ pageIndex: 0, terms: [], filePath: [expect.stringMatching(/^\/api\/file\/download\//)] });
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(screen.getByText('EO2025000007')).toBeTruthy();
    expect(screen.getByText(/当前按 Excel 文件查询/)).toBeTruthy();
    await waitFor(() => expect(openDialog()).toBeNull());
    // Issue 23 point 5: the counts are what the files found, and the number that found nothing is named.
    await waitFor(() => expect(stateButton('全部').textContent).toBe('全部1'));
    expect(screen.getByTestId('file-query-unmatched').textContent).toContain('1 个单号未查到：NOSUCHORDER123');

    fireEvent.click(buttonByText('退出 Excel 查询'));
    expect((await listed(server, 2)).terms).toEqual([windowYear]);
    expect(await screen.findByText('共 30 条')).toBeTruthy();
    await waitFor(() => expect(stateButton('全部').textContent).toBe('全部30'));
  });
});
