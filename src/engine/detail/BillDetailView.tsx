// The detail / edit page of one bill, built from its family's definition (spec §2.5, §4.4):
// a header card (the RJSF form, grouped) with the page buttons, and the body card (grid, pager,
// line form) when the family has lines. An existing bill opens in view mode, a new one in edit
// mode; 编辑 enters edit mode; 保存 (after confirmation) and 保存并申报 return to view mode;
// 暂存 stores header and lines in one call and stays in edit mode; 保存并申报 first asks what
// declaring needs (lines, numbers that add up); 刷新 reloads; 取消 leaves edit
// mode (a new bill: the page). Every way out that would drop unsaved edits asks first (刷新, 取消
// here; closing the tab or the browser through the tab's guard). A bill that cannot be read says
// why on the page, with 返回列表 and 重试. A stored bill of a family declared in a customs message
// offers 报文: what its declares sent and what customs answered (src/engine/messages).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Card, Result, Space, Spin, Tag } from 'antd';
import type { GridApi } from 'ag-grid-community';
import { getUserInfo, isHttpError, MSG_DRAFT_SAVED } from '../../http/index.ts';
import {
  declareProblem,
  headerRelationValues,
  lineRelationValues,
  linesSchema,
  relationProblems,
  sessionDefaults,
  type BillDefinition,
  type FieldProblem,
} from '#core/definition/index.ts';
import { BillForm, errorSchemaOf, formData, type BillFormHandle, type BillFormProps } from '../form/BillForm.tsx';
import { validateHeader, validateHeaderField, validateLine } from '../form/billValidator.ts';
import { createFormContext } from '../form/formContext.ts';
import { formUiSchema, headerFormSchema, headerFormUi } from '../form/formSchemas.ts';
import { LINES_PAGE_SIZE, LineStore, lineValues, type LineRow } from '../lines/lineStore.ts';
import { useButtonCodes } from '../permissions/index.ts';
import { billBody } from './billBody.ts';
import { BodyCard } from './BodyCard.tsx';
import { isStaleAnswer, loadBill, saveBill, windowOf, type BillDetail, type TimeWindow } from './detailApi.ts';
import { billEditable, detailButtons, type DetailMode } from './detailButtons.ts';
import {
  CONFIRM_SAVE,
  CONFIRM_SAVE_DECLARE,
  LABEL_ADD,
  LABEL_BACK_TO_LIST,
  LABEL_DETAIL,
  LABEL_KEEP_EDITING,
  LABEL_RELOAD,
  LABEL_RETRY,
  MSG_LOAD_FAILED,
  MSG_RELOAD_LOSES_EDITS,
  TITLE_CONFIRM,
} from './detailMessages.ts';
import { DetailToolbar } from './DetailToolbar.tsx';
import { OrderSummaryDialog } from './OrderSummaryDialog.tsx';
import { headerProblems, lineProblems, serverProblems } from './serverProblems.ts';
import { useLineActions } from './useLineActions.ts';
import { useConfirm } from './useConfirm.ts';
import { headerChanged } from './unsavedEdits.ts';
import { useUnsavedGuard } from '../tab/TabContext.tsx';
import { announceListChanged } from '../list/listChanges.ts';
import { CONFIRM_DISCARD_EDITS } from '../tab/tabMessages.ts';
import { loadBillMessages, MessagesDrawer } from '../messages/index.ts';

export interface BillDetailViewProps {
  definition: BillDefinition;
  /** The bill to show; undefined for a new one. */
  id?: number;
  startTime?: string;
  endTime?: string;
  /** A new bill was stored: its id and time window (the page writes them into the address). */
  onCreated?(id: number, window: TimeWindow): void;
  /** The user leaves the page: 取消 on a new bill, 返回列表 on a bill that cannot be read. */
  onLeave?(): void;
}

type SaveKind = 'save' | 'saveAndDeclare' | 'temporary';
type LoadStatus = 'loading' | 'ready' | 'failed';

const NO_PROBLEMS: FieldProblem[] = [];

export function BillDetailView({ definition, id, startTime, endTime, onCreated, onLeave }: BillDetailViewProps) {
  const { message, modal } = App.useApp();
  const confirm = useConfirm();
  const { hasButton } = useButtonCodes();
  const hasLines = linesSchema(definition.schema) !== null;

  const [billId, setBillId] = useState<number | undefined>(id);
  const [head, setHead] = useState<BillDetail | null>(null);
  const [lines, setLines] = useState<Array<Record<string, unknown>>>([]);
  const [status, setStatus] = useState<LoadStatus>(id === undefined ? 'ready' : 'loading');
  // Why the bill could not be read (the server's words), kept on the page.
  const [failure, setFailure] = useState('');
  const [mode, setMode] = useState<DetailMode>(id === undefined ? 'edit' : 'view');
  const [formGeneration, setFormGeneration] = useState(0);
  const [headerErrors, setHeaderErrors] = useState<FieldProblem[]>(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const formRef = useRef<BillFormHandle>(null);
  const gridApi = useRef<GridApi<LineRow> | null>(null);
  // The version the shown bill was read at (raised by its line changes): a save names it.
  const version = useRef<number | undefined>(undefined);

  const schema = useMemo(() => headerFormSchema(definition), [definition]);
  const adding = billId === undefined;
  const uiSchema = useMemo(() => formUiSchema(schema, headerFormUi(definition), { newBill: adding }), [schema, definition, adding]);
  const newBill = useMemo(() => sessionDefaults(definition, getUserInfo()), [definition]);
  const errors = useMemo(() => errorSchemaOf(headerErrors), [headerErrors]);
  const store = useMemo(
    () =>
      hasLines
        ? new LineStore(
            lines,
            (row, index) => validateLine(definition, row, index),
            LINES_PAGE_SIZE,
            (row, changed) => lineRelationValues(definition.schema, row, changed),
          )
        : null,
    [hasLines, lines, definition],
  );

  const show = useCallback((bill: BillDetail, nextMode: DetailMode) => {
    const { lines: billLines, ...header } = bill;
    version.current = typeof bill.version === 'number' ? bill.version : undefined;
    setBillId(typeof bill.id === 'number' ? bill.id : undefined);
    setHead(header);
    setLines(billLines ?? []);
    setMode(nextMode);
    setHeaderErrors(NO_PROBLEMS);
    setFormGeneration((generation) => generation + 1);
  }, []);

  // Reads a bill and shows it; the caller has put the page in its loading state. State changes
  // only when the answer comes (in the promise's callbacks), so the effect below that follows
  // the address starts a read without a render of its own.
  const fetchBill = useCallback(
    (target: number, nextMode: DetailMode) =>
      loadBill(definition, target, { startTime, endTime }).then(
        (bill) => {
          show(bill, nextMode);
          setStatus('ready');
        },
        (error: unknown) => {
          setFailure(isHttpError(error) ? (error.serverMessage ?? error.message) : '');
          setStatus('failed');
        },
      ),
    [definition, startTime, endTime, show],
  );
  const load = useCallback(
    (target: number, nextMode: DetailMode) => {
      setStatus('loading');
      return fetchBill(target, nextMode);
    },
    [fetchBill],
  );

  // The address changed. State that follows a prop is adjusted while rendering, as React
  // advises, not in an effect after a wasted commit: another bill shows the loading state until
  // the effect below has read it; no bill any more (新增 from a bill) starts a new one.
  const [addressId, setAddressId] = useState(id);
  if (id !== addressId) {
    setAddressId(id);
    if (id !== undefined && (id !== billId || !head)) setStatus('loading');
    if (id === undefined && billId !== undefined) {
      setBillId(undefined);
      setHead(null);
      setLines([]);
      setMode('edit');
      setStatus('ready');
      setFormGeneration((generation) => generation + 1);
    }
  }

  // The address names another bill: load it. Our own new id (after the first save) and the bill
  // already shown are not loaded again.
  useEffect(() => {
    if (id === undefined || (id === billId && head)) return;
    void fetchBill(id, 'view');
  }, [id, billId, head, fetchBill]);

  const state = typeof head?.state === 'string' ? head.state : undefined;
  const buttons = detailButtons(definition, { mode, state, hasButton });
  const editing = mode === 'edit' && billEditable(definition, state);

  // The header's data as its form generation showed it, against which edits are seen.
  const shownHeader = useRef<Record<string, unknown>>({});
  useEffect(() => {
    shownHeader.current = formData(formRef.current);
  }, [formGeneration, status]);
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  const unsaved = useCallback(
    () => editingRef.current && (headerChanged(formData(formRef.current), shownHeader.current) || Boolean(store?.isChanged())),
    [store],
  );
  useUnsavedGuard(unsaved);
  /** Runs `then` at once when nothing would be lost, else after the user agreed to drop the edits. */
  const discardThen = async (then: () => void) => {
    if (!unsaved() || (await confirm(CONFIRM_DISCARD_EDITS))) then();
  };

  // Numbers that add up (core/definition/relation-check.ts): what the header's relations give is
  // written into the form when their inputs change — the lines (商品价格 = 各行总价之和), or a
  // header field typed (实际支付金额 = 商品价格 + 运杂费 + 代扣税款 - 非现金抵扣金额). A result
  // typed by hand stays until one of its inputs changes; 保存 says if it does not add up.
  const relate = useCallback(
    (header: Record<string, unknown>, changed: string[] | null) => {
      const form = formRef.current;
      if (!form || !editingRef.current) return;
      const lineRows = store ? store.all().map(lineValues) : [];
      for (const [name, value] of Object.entries(headerRelationValues(definition.schema, header, lineRows, changed))) form.setFieldValue(name, value as never);
    },
    [definition, store],
  );
  useEffect(() => store?.onValuesChange(() => relate(formData(formRef.current), null)), [store, relate]);
  const onHeaderChange = useCallback((data: Record<string, unknown>, name: string | undefined) => name && relate(data, [name]), [relate]);

  // Typing in a field makes what is shown under it stale: it goes, and comes back checked when
  // the field is left. Read through a ref, so that a keystroke in a field without problems sets no state.
  const shownProblems = useRef(headerErrors);
  useEffect(() => {
    shownProblems.current = headerErrors;
  }, [headerErrors]);
  const onTyped = useCallback((name: string) => {
    if (shownProblems.current.some((problem) => problem.field === name)) setHeaderErrors((current) => current.filter((problem) => problem.field !== name));
  }, []);

  const onFieldBlur = useCallback(
    (name: string, value: unknown) => {
      setHeaderErrors((current) => {
        const had = current.some((problem) => problem.field === name);
        const now = validateHeaderField(definition, name, value);
        if (!had && now.length === 0) return current;
        return [...current.filter((problem) => problem.field !== name), ...now];
      });
    },
    [definition],
  );

  const submit = async (kind: SaveKind) => {
    const header = formData(formRef.current);
    const headProblems = validateHeader(definition, header);
    const bodyProblems = store ? store.checkAll() : [];
    setHeaderErrors(headProblems.length > 0 ? headProblems : NO_PROBLEMS);
    if (headProblems.length > 0 || bodyProblems.length > 0) {
      message.warning((headProblems[0] ?? bodyProblems[0]).message);
      return;
    }
    // The header's numbers against the lines the page holds (all of them), as the server checks.
    const lineRows = store ? store.all().map(lineValues) : [];
    const related = relationProblems(definition.schema, header, store ? lineRows : undefined).filter((problem) => problem.line === undefined);
    if (related.length > 0) {
      setHeaderErrors(related);
      message.warning(related[0].message);
      return;
    }
    // Declaring needs what saving does not: lines where the family needs them (出口订单至少需要一条商品信息后才能申报).
    const undeclarable = kind === 'saveAndDeclare' ? declareProblem(definition.schema, header, lineRows) : null;
    if (undeclarable !== null) {
      message.warning(undeclarable);
      return;
    }
    if (kind !== 'temporary' && !(await confirm(kind === 'save' ? CONFIRM_SAVE : CONFIRM_SAVE_DECLARE))) return;
    const path = kind === 'saveAndDeclare' ? definition.ui.api.saveAndDeclare : definition.ui.api.save;
    setBusy(true);
    try {
      const answer = await saveBill(definition, path ?? '', billBody(definition, header, billId, store, kind === 'temporary', version.current));
      if (isStaleAnswer(answer)) {
        offerReload(answer.message ?? '');
        return;
      }
      message.success(kind === 'temporary' ? MSG_DRAFT_SAVED : answer.message);
      const created = billId === undefined;
      show(answer.data, kind === 'temporary' ? 'edit' : 'view');
      announceListChanged(definition.ui.route);
      if (created && typeof answer.data.id === 'number') onCreated?.(answer.data.id, windowOf(answer.data));
    } catch (error) {
      const problems = serverProblems(error);
      if (problems) {
        setHeaderErrors(headerProblems(problems));
        store?.setServerProblems(lineProblems(problems));
      }
    } finally {
      setBusy(false);
    }
  };

  // Someone else wrote the bill since it was read: say so, and load it again only if asked (the
  // edits stay on the page otherwise, for the user to copy or compare).
  const offerReload = (text: string) => {
    modal.confirm({
      title: TITLE_CONFIRM,
      content: `${text}。${MSG_RELOAD_LOSES_EDITS}`,
      okText: LABEL_RELOAD,
      cancelText: LABEL_KEEP_EDITING,
      onOk: () => {
        if (billId !== undefined) void load(billId, 'view');
      },
    });
  };

  const refresh = () =>
    void discardThen(() => {
      if (billId !== undefined) void load(billId, 'view');
      else {
        setHead(null);
        setLines([]);
        setHeaderErrors(NO_PROBLEMS);
        setFormGeneration((generation) => generation + 1);
      }
    });

  // 取消: a stored bill goes back to what the server holds, in view mode; a new one leaves the page.
  const cancel = () =>
    void discardThen(() => {
      editingRef.current = false;
      if (billId !== undefined) void load(billId, 'view');
      else onLeave?.();
    });

  const span = useMemo(() => ({ startTime, endTime }), [startTime, endTime]);
  // A line saved or deleted changed the bill (its version, maybe its totals): its list shows it.
  const onHeadVersion = useCallback(
    (next: number) => {
      version.current = next;
      announceListChanged(definition.ui.route);
    },
    [definition],
  );
  const lineActions = useLineActions({ definition, store, billId, window: span, gridApi, setBusy, setLines, onHeadVersion });

  const gridReady = useCallback((api: GridApi<LineRow>) => {
    gridApi.current = api;
  }, []);

  if (status === 'loading' && !head) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }
  if (status === 'failed' && !head) {
    return (
      <Result
        status="error"
        title={MSG_LOAD_FAILED}
        subTitle={failure || undefined}
        extra={
          <Space>
            {onLeave && (
              <Button type="primary" onClick={onLeave}>
                {LABEL_BACK_TO_LIST}
              </Button>
            )}
            <Button onClick={() => id !== undefined && void load(id, 'view')}>{LABEL_RETRY}</Button>
          </Space>
        }
      />
    );
  }

  const title = (
    <span>
      {definition.schema.title}
      {billId === undefined ? LABEL_ADD : LABEL_DETAIL}
      {typeof head?.stateName === 'string' && (
        <Tag color="blue" style={{ marginInlineStart: 8 }}>
          {head.stateName}
        </Tag>
      )}
    </span>
  );

  return (
    <Spin spinning={status === 'loading' || busy} delay={300}>
      <Card
        size="small"
        title={title}
        extra={
          <DetailToolbar
            buttons={buttons}
            busy={busy}
            onEdit={() => setMode('edit')}
            onSave={() => void submit('save')}
            onSaveDeclare={() => void submit('saveAndDeclare')}
            onTemporary={() => void submit('temporary')}
            onRefresh={refresh}
            onCancel={editing && (billId !== undefined || onLeave) ? cancel : undefined}
            onMessages={definition.customsMessage && billId !== undefined ? () => setMessagesOpen(true) : undefined}
          />
        }
      >
        <HeaderForm
          key={formGeneration}
          head={head}
          newBill={newBill}
          formRef={formRef}
          schema={schema}
          uiSchema={uiSchema}
          readonly={!editing}
          errors={errors}
          onFieldBlur={onFieldBlur}
          onDataChange={onHeaderChange}
          onTyped={onTyped}
        />
      </Card>
      {store && (
        <BodyCard
          definition={definition}
          store={store}
          editable={editing}
          buttons={buttons}
          busy={busy}
          onGridReady={gridReady}
          onAddLine={lineActions.addLine}
          onBodySave={lineActions.bodySave}
          onDeleteLines={lineActions.removeLines}
          onSummary={lineActions.openSummary}
        />
      )}
      {definition.customsMessage && billId !== undefined && (
        <MessagesDrawer
          open={messagesOpen}
          loadKey={`${definition.family}#${billId}`}
          load={() => loadBillMessages(definition, billId)}
          onClose={() => setMessagesOpen(false)}
        />
      )}
      {buttons.summary && (
        <OrderSummaryDialog definition={definition} open={lineActions.summaryOpen} onClose={lineActions.closeSummary} onAdd={lineActions.addSummaryOrders} />
      )}
    </Spin>
  );
}

type HeaderFormProps = Omit<BillFormProps, 'initialData' | 'context'> & {
  head: BillDetail | null;
  newBill: Readonly<Record<string, unknown>>;
  onTyped(name: string): void;
};

/**
 * The header form of one generation (load, save, refresh; the caller keys it by generation): its
 * data and its typing context are taken when it mounts, so a new generation starts from fresh
 * data and drops what was typed. The header keeps what is typed until typing pauses or a field is
 * left (typingDrafts.ts).
 */
function HeaderForm({ head, newBill, onTyped, ...props }: HeaderFormProps) {
  const [initialData] = useState(() => head ?? newBill);
  const [context] = useState(() => createFormContext(head ?? {}, { draftTyping: true, onTyped }));
  return <BillForm {...props} initialData={initialData} context={context} />;
}
