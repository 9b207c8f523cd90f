// The body's buttons (spec §2.5, §7.6): 新增行, 表体保存 (one line with the head id), 删除 (the
// checked lines; stored ones through bodyDelete) and the order summary (saveListByOrderIds,
// then the bill's lines afresh while the header form keeps what is being typed).
import { MSG_DELETED, MSG_SELECT_LINES_TO_DELETE } from '#core/messages.ts';
import { useCallback, useState, type MutableRefObject } from 'react';
import { App } from 'antd';
import type { GridApi } from 'ag-grid-community';
import type { BillDefinition } from '#core/definition/index.ts';
import { ROW_KEY, type LineRow, type LineStore } from '../lines/lineStore.ts';
import { lineBody } from './billBody.ts';
import { addOrders, deleteLines, loadBill, saveLine, type TimeWindow } from './detailApi.ts';
import { CONFIRM_DELETE_LINES, MSG_SAVE_HEAD_FIRST, MSG_SELECT_LINE_TO_SAVE } from './detailMessages.ts';
import { newLineValues } from './lineSequence.ts';
import { serverProblems } from './serverProblems.ts';
import { useConfirm } from './useConfirm.ts';

export interface LineActionContext {
  definition: BillDefinition;
  store: LineStore | null;
  billId: number | undefined;
  window: TimeWindow;
  gridApi: MutableRefObject<GridApi<LineRow> | null>;
  setBusy(busy: boolean): void;
  /** Replaces the lines with the server's (after the summary added some). */
  setLines(lines: Array<Record<string, unknown>>): void;
  /** The bill's version after a change of its lines (the header's next save names it). */
  onHeadVersion(version: number): void;
}

export function useLineActions({ definition, store, billId, window, gridApi, setBusy, setLines, onHeadVersion }: LineActionContext) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [summaryOpen, setSummaryOpen] = useState(false);

  const addLine = useCallback(() => store?.add(newLineValues(definition, store)), [store, definition]);

  const bodySave = useCallback(async () => {
    const row = store?.selected();
    if (!store || !row) return void message.warning(MSG_SELECT_LINE_TO_SAVE);
    if (billId === undefined) return void message.warning(MSG_SAVE_HEAD_FIRST);
    const key = row[ROW_KEY];
    const problems = store.check(key);
    if (problems.length > 0) return void message.warning(problems[0].message);
    setBusy(true);
    try {
      const answer = await saveLine(definition, { headId: billId, ...lineBody(definition, row) });
      const { headVersion, ...line } = answer.data;
      store.saved(key, line);
      if (typeof headVersion === 'number') onHeadVersion(headVersion);
      message.success(answer.message);
    } catch (error) {
      const refused = serverProblems(error);
      if (refused) store.setRowErrors(key, refused);
    } finally {
      setBusy(false);
    }
  }, [store, billId, definition, message, setBusy, onHeadVersion]);

  const removeLines = useCallback(async () => {
    const rows = gridApi.current?.getSelectedRows() ?? [];
    if (!store || rows.length === 0) return void message.warning(MSG_SELECT_LINES_TO_DELETE);
    if (!(await confirm(CONFIRM_DELETE_LINES))) return;
    const ids = rows.map((row) => row.id).filter((value): value is number => typeof value === 'number');
    if (ids.length > 0 && billId !== undefined && definition.ui.api.lineDelete) {
      setBusy(true);
      try {
        const answer = await deleteLines(definition, ids);
        if (typeof answer.data?.headVersion === 'number') onHeadVersion(answer.data.headVersion);
      } catch {
        return;
      } finally {
        setBusy(false);
      }
    }
    store.remove(rows.map((row) => row[ROW_KEY]));
    message.success(MSG_DELETED);
  }, [store, billId, definition, message, confirm, gridApi, setBusy, onHeadVersion]);

  const openSummary = useCallback(() => {
    if (billId === undefined) message.warning(MSG_SAVE_HEAD_FIRST);
    else setSummaryOpen(true);
  }, [billId, message]);

  const addSummaryOrders = useCallback(
    async (orderIds: number[], span: TimeWindow) => {
      if (billId === undefined) return false;
      try {
        const answer = await addOrders(definition, { headId: billId, orderIds, ...span });
        if (typeof answer.data.headVersion === 'number') onHeadVersion(answer.data.headVersion);
        message.success(answer.message);
        setLines((await loadBill(definition, billId, window)).lines ?? []);
        return true;
      } catch {
        return false;
      }
    },
    [billId, definition, message, window, setLines, onHeadVersion],
  );

  return { addLine, bodySave, removeLines, openSummary, addSummaryOrders, summaryOpen, closeSummary: () => setSummaryOpen(false) };
}
