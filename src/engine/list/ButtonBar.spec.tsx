import { MSG_OPERATION_SUCCEEDED, MSG_SELECT_ROWS } from '#core/messages.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText, openDialog, queryButtonByText } from '../../testing/portalQueries.ts';
import { CONFIRM_BATCH_DECLARE, CONFIRM_BATCH_RETURN, CONFIRM_RESEND_RECEIPT, MSG_EXPORT_FAILED } from '../../http/index.ts';
import { ok, recordFeedback } from '../../testing/fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { ButtonBar } from './ButtonBar.tsx';
import type { ListRequest } from '#core/list/list-request.ts';
import { MSG_SELECT_ROWS_TO_UPDATE } from './listMessages.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { withExtraButtons } from '../../testing/extraButtons.ts';
import { dataOf, installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { sampleBills } from '../../testing/sampleBills.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const now = new Date('2025-11-20T16:00:00+08:00');
const listRequest: ListRequest = {
  pageIndex: 1,
  pageSize: 50,
  sorts: [{ name: 'create_time', order: 'desc' }],
  terms: [{ column: 'order_no', termType: 'like', type: 'and', value: 'EO' }],
};
const names: Record<string, string> = { '0': '暂存', '399': '海关审结' };
let open: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  recordFeedback();
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

function renderBar(definition: BillDefinition, rows: BillRow[], codes?: string[]) {
  const onChanged = vi.fn();
  const onFileQuery = vi.fn(async () => true);
  render(
    <AppProviders>
      <ListSession definition={definition} codes={codes}>
        <ButtonBar
          definition={definition}
          selectedRows={rows}
          stateName={(state) => names[state] ?? state}
          listRequest={listRequest}
          onChanged={onChanged}
          onFileQuery={onFileQuery}
        />
      </ListSession>
    </AppProviders>,
  );
  return { onChanged, onFileQuery };
}

const drafts = (count: number) => sampleBills(exportOrderDefinition(), count, { now, states: ['0'] });

describe('ButtonBar (spec §5.3, §6, §7.3, §7.4)', () => {
  it('shows only the buttons whose code the user holds', () => {
    renderBar(exportOrderDefinition(), [], ['declare', 'export', 'add']);
    expect(queryButtonByText('申报')).toBeTruthy();
    expect(queryButtonByText('导出')).toBeTruthy();
    expect(queryButtonByText('新增')).toBeTruthy();
    for (const text of ['批量改为退单', '重发回执', '下载模板', '导入', 'Excel查询']) expect(queryButtonByText(text)).toBeNull();
  });

  it('disables lifecycle buttons for a selected row in a state their action refuses, saying why', async () => {
    const [draft, audited] = sampleBills(exportOrderDefinition(), 2, { now, states: ['0', '399'] });
    renderBar(exportOrderDefinition(), [draft, audited]);
    expect(buttonByText('申报').disabled).toBe(true);
    expect(buttonByText('批量改为退单').disabled).toBe(true);
    expect(buttonByText('重发回执').disabled).toBe(true);
    expect(buttonByText('导出').disabled).toBe(false);
    fireEvent.mouseEnter(buttonByText('申报').parentElement!);
    expect(await screen.findByText('所选单据中有状态为「海关审结」的单据，不能申报')).toBeTruthy();
  });

  it('warns 请选择操作数据！ (and 请选择需要操作的数据 for update state) when nothing is selected, and calls nothing', async () => {
    const definition = withExtraButtons(exportOrderDefinition());
    const server = installFakeBillServer([definition]);
    renderBar(definition, []);
    fireEvent.click(buttonByText('申报'));
    expect(await screen.findByText(MSG_SELECT_ROWS)).toBeTruthy();
    fireEvent.click(buttonByText('更新状态'));
    expect(await screen.findByText(MSG_SELECT_ROWS_TO_UPDATE)).toBeTruthy();
    expect(openDialog()).toBeNull();
    expect(server.calls('applyByIds')).toHaveLength(0);
  });

  it('asks each confirm action with its exact text and posts ids, startTime and endTime', async () => {
    const definition = exportOrderDefinition();
    const rows = drafts(2);
    const server = installFakeBillServer([definition], { bills: rows });
    const { onChanged } = renderBar(definition, rows);
    fireEvent.click(buttonByText('申报'));
    expect(await screen.findByText(CONFIRM_BATCH_DECLARE)).toBeTruthy();
    fireEvent.click(buttonByText('取消'));
    await waitFor(() => expect(screen.queryByText(CONFIRM_BATCH_DECLARE)).toBeNull());
    expect(server.calls('applyByIds')).toHaveLength(0);

    fireEvent.click(buttonByText('申报'));
    await screen.findByText(CONFIRM_BATCH_DECLARE);
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('applyByIds')[0])).toEqual({ ids: [1, 2], startTime: '2025-11-20 00:00:00', endTime: '2025-11-20 23:59:59' });
    expect(await screen.findByText(MSG_OPERATION_SUCCEEDED)).toBeTruthy();
  });

  it('uses the definition texts of the other confirm actions', async () => {
    const definition = exportOrderDefinition();
    const [sent] = sampleBills(definition, 1, { now, states: ['3'] });
    installFakeBillServer([definition], { bills: [sent] });
    renderBar(definition, [sent]);
    fireEvent.click(buttonByText('批量改为退单'));
    expect(await screen.findByText(CONFIRM_BATCH_RETURN)).toBeTruthy();
    fireEvent.click(buttonByText('取消'));
    fireEvent.click(buttonByText('重发回执'));
    expect(await screen.findByText(CONFIRM_RESEND_RECEIPT)).toBeTruthy();
  });

  it('refuses a blank reason with the definition message, then posts the reason under its key', async () => {
    const definition = withExtraButtons(exportOrderDefinition());
    const rows = sampleBills(definition, 1, { now, states: ['399'] });
    const server = installFakeBillServer([definition], { bills: rows });
    const { onChanged } = renderBar(definition, rows);
    fireEvent.click(buttonByText('撤单'));
    const reason = await screen.findByLabelText('撤单原因');
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(buttonByText('确定'));
    expect(await screen.findByText('请输入撤单原因')).toBeTruthy();
    expect(server.calls('declarationCancel')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: ' 客户取消订单 ' } });
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('declarationCancel')[0])).toEqual({
      ids: [1],
      startTime: '2025-11-20 00:00:00',
      endTime: '2025-11-20 23:59:59',
      reason: '客户取消订单',
    });
    await waitFor(() => expect(openDialog()).toBeNull());
  });

  it('asks a departure for its leave time', async () => {
    const definition = withExtraButtons(exportOrderDefinition());
    const rows = sampleBills(definition, 1, { now, states: ['399'] });
    const server = installFakeBillServer([definition], { bills: rows });
    renderBar(definition, rows);
    fireEvent.click(buttonByText('离境'));
    await screen.findByText('离境时间');
    fireEvent.click(buttonByText('确定'));
    expect(await screen.findByText('请选择离境时间')).toBeTruthy();
    expect(server.calls('declarationLeave')).toHaveLength(0);
  });

  it('exports the selected ids, else the list as filtered, and opens the answered downloadUri', async () => {
    const definition = exportOrderDefinition();
    const rows = drafts(3);
    const server = installFakeBillServer([definition], { bills: rows });
    renderBar(definition, rows.slice(1));
    fireEvent.click(buttonByText('导出'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('exportOrderData')[0])).toEqual({ ...listRequest, terms: [{ column: 'id', termType: 'in', type: 'and', value: [2, 3] }] });
    expect(open.mock.calls[0][0]).toBe(`${window.location.origin}/api/file/download/fake-1?token=signed`);
  });

  it('exports by the current filters without a selection, and says 导出失败 when no file is answered', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition]);
    renderBar(definition, []);
    fireEvent.click(buttonByText('导出'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('exportOrderData')[0])).toEqual(listRequest);
    await waitFor(() => expect(buttonByText('导出').className).not.toContain('loading'));
    server.failNext('exportOrderData', ok(null));
    fireEvent.click(buttonByText('导出'));
    expect(await screen.findByText(MSG_EXPORT_FAILED)).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('downloads the template with an empty body, and goes to the detail route for 新增', async () => {
    const definition = exportOrderDefinition();
    const server = installFakeBillServer([definition]);
    renderBar(definition, []);
    fireEvent.click(buttonByText('下载模板'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('downloadTemplate')[0])).toEqual({});
    fireEvent.click(buttonByText('新增'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/details/export/order'));
  });
});
