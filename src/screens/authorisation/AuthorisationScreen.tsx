// /settlementAuthorization/apply (the agent) and /settlementAuthorization/confirm (the commerce
// company), bill-families-and-screens.md §2, §4, §8; docs/settlement.md. Built from the list
// engine's components (BillGrid, ListPagination) rather than a bill definition: the bill engine
// would mount routes and tables of its own for a family (see docs/settlement.md).
// apply: state checkboxes, 申请授权 (company-selection dialog), 删除 (needs a selection, 是否删除该条记录?).
// confirm: state checkboxes, row actions 同意, 拒绝 (to_audit) and 回收 (approved, 确认回收企业授权?).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Checkbox, Flex, Space } from 'antd';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import {
  AUTH_BUTTONS,
  AUTH_STATE,
  AUTH_STATE_MODE,
  AUTH_STATE_TYPE,
  CONFIRM_DELETE,
  CONFIRM_TAKE_BACK,
  MSG_AUTH_AGREED,
  MSG_AUTH_APPLIED,
  MSG_AUTH_DECLINED,
  MSG_AUTH_DELETED,
  MSG_AUTH_TAKEN_BACK,
  type AuthCommerceRow,
  type AuthPage,
  type CompanyChoice,
} from '#core/auth-commerce.ts';
import { MSG_SELECT_ROWS } from '#core/messages.ts';
import type { BillRow } from '#core/list/list-page.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { queryStates, type StateOption } from '../../http/index.ts';
import { BillGrid } from '../../engine/list/BillGrid.tsx';
import { ListPagination } from '../../engine/list/ListPagination.tsx';
import { useButtonCodes } from '../../engine/permissions/index.ts';
import { CompanySelectDialog } from './CompanySelectDialog.tsx';
import { applyAuthorisation, auditAuthorisation, deleteAuthorisations, findCompany, queryAuthorisations, takeBackAuthorisations } from './authApi.ts';

const PAGE_SIZES = [50, 100, 200, 500] as const;
export const LABEL_ASK = '申请授权';
export const LABEL_DELETE = '删除';
export const LABEL_AGREE = '同意';
export const LABEL_DECLINE = '拒绝';
export const LABEL_TAKE_BACK = '回收';
const TITLE_CONFIRM = '提示';

interface RowActions {
  agree?: (row: AuthCommerceRow) => void;
  decline?: (row: AuthCommerceRow) => void;
  takeBack?: (row: AuthCommerceRow) => void;
}

function ActionsCell({ data, actions }: ICellRendererParams<BillRow> & { actions: RowActions }) {
  const row = data as unknown as AuthCommerceRow | undefined;
  if (!row) return null;
  return (
    <Space size={4}>
      {row.state === AUTH_STATE.toAudit && actions.agree ? (
        <Button size="small" type="link" onClick={() => actions.agree?.(row)}>
          {LABEL_AGREE}
        </Button>
      ) : null}
      {row.state === AUTH_STATE.toAudit && actions.decline ? (
        <Button size="small" type="link" danger onClick={() => actions.decline?.(row)}>
          {LABEL_DECLINE}
        </Button>
      ) : null}
      {row.state === AUTH_STATE.approved && actions.takeBack ? (
        <Button size="small" type="link" danger onClick={() => actions.takeBack?.(row)}>
          {LABEL_TAKE_BACK}
        </Button>
      ) : null}
    </Space>
  );
}

function columnsOf(page: AuthPage, actions: RowActions | null): ColDef<BillRow>[] {
  // Names and state first: on a narrow window the grid renders only the columns in view.
  const columns: ColDef<BillRow>[] = [
    { field: 'agentName', headerName: '申请企业名称', flex: 2, minWidth: 200, sortable: false },
    { field: 'commerceName', headerName: '电商企业名称', flex: 2, minWidth: 200, sortable: false },
    { field: 'stateName', headerName: '状态', width: 90, sortable: false },
    { field: 'createTime', headerName: '申请时间', width: 160, sortable: false },
    { field: 'agentCode', headerName: '申请企业编码', flex: 1, minWidth: 170, sortable: false },
    { field: 'commerceCode', headerName: '电商企业编码', flex: 1, minWidth: 170, sortable: false },
  ];
  if (page === 'confirm' && actions) {
    columns.push({
      colId: 'actions',
      headerName: '操作',
      width: 160,
      pinned: 'right',
      sortable: false,
      cellRenderer: ActionsCell,
      cellRendererParams: { actions },
    });
  }
  return columns;
}

export function AuthorisationScreen({ side: page }: { side: AuthPage } & Partial<ScreenProps>) {
  const { message, modal } = App.useApp();
  const { hasButton } = useButtonCodes();
  const [states, setStates] = useState<readonly StateOption[]>([]);
  const [chosenStates, setChosenStates] = useState<string[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [rows, setRows] = useState<AuthCommerceRow[]>([]);
  const [total, setTotal] = useState(0);
  // The request whose answer (or failure) has arrived; the list is loading while it is not the current one.
  const [answered, setAnswered] = useState('');
  const [selected, setSelected] = useState<BillRow[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const requestKey = JSON.stringify([page, pageIndex, pageSize, chosenStates, attempt]);

  useEffect(() => {
    let current = true;
    queryStates(AUTH_STATE_MODE, AUTH_STATE_TYPE).then(
      (list) => current && setStates(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    queryAuthorisations(page, { pageIndex, pageSize, states: chosenStates }).then(
      (answer) => {
        if (!current) return;
        setRows(answer.datas);
        setTotal(answer.total);
        setSelected([]);
        setAnswered(requestKey);
      },
      () => current && setAnswered(requestKey),
    );
    return () => {
      current = false;
    };
  }, [page, pageIndex, pageSize, chosenStates, requestKey]);
  const loading = answered !== requestKey;

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** Runs a call, shows its success text and reloads; a refusal has been shown by the HTTP layer. */
  const run = useCallback(
    async (call: () => Promise<unknown>, success: string) => {
      try {
        await call();
        message.success(success);
        reload();
        return true;
      } catch {
        return false;
      }
    },
    [message, reload],
  );

  const actions = useMemo<RowActions | null>(() => {
    if (page !== 'confirm') return null;
    return {
      agree: hasButton(AUTH_BUTTONS.agree) ? (row) => void run(() => auditAuthorisation(row.id, true), MSG_AUTH_AGREED) : undefined,
      decline: hasButton(AUTH_BUTTONS.decline) ? (row) => void run(() => auditAuthorisation(row.id, false), MSG_AUTH_DECLINED) : undefined,
      takeBack: hasButton(AUTH_BUTTONS.takeBack)
        ? (row) =>
            void modal.confirm({
              title: TITLE_CONFIRM,
              content: CONFIRM_TAKE_BACK,
              okText: '确定',
              cancelText: '取消',
              onOk: () => run(() => takeBackAuthorisations([row.id]), MSG_AUTH_TAKEN_BACK),
            })
        : undefined,
    };
  }, [page, hasButton, run, modal]);
  const columnDefs = useMemo(() => columnsOf(page, actions), [page, actions]);

  const remove = () => {
    if (selected.length === 0) {
      message.warning(MSG_SELECT_ROWS);
      return;
    }
    const ids = selected.map((row) => Number(row.id));
    modal.confirm({
      title: TITLE_CONFIRM,
      content: CONFIRM_DELETE,
      okText: '确定',
      cancelText: '取消',
      onOk: () => run(() => deleteAuthorisations(ids), MSG_AUTH_DELETED),
    });
  };

  const apply = (company: CompanyChoice) => run(() => applyAuthorisation(company), MSG_AUTH_APPLIED);

  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Checkbox.Group
          aria-label="授权状态"
          options={states.map((option) => ({ label: option.stateName, value: option.state }))}
          value={chosenStates}
          onChange={(values) => {
            setPageIndex(0);
            setChosenStates(values.map(String));
          }}
        />
        {page === 'apply' ? (
          <Space>
            {hasButton(AUTH_BUTTONS.add) ? (
              <Button type="primary" onClick={() => setChoosing(true)}>
                {LABEL_ASK}
              </Button>
            ) : null}
            {hasButton(AUTH_BUTTONS.delete) ? (
              <Button danger onClick={remove}>
                {LABEL_DELETE}
              </Button>
            ) : null}
          </Space>
        ) : null}
        <BillGrid
          columnDefs={columnDefs}
          rows={rows as unknown as BillRow[]}
          loading={loading}
          onSelectionChange={setSelected}
          onSortChange={() => undefined}
        />
        <ListPagination
          pageIndex={pageIndex}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          total={total}
          estimated={false}
          disabled={loading}
          onChange={(index, size) => {
            setPageIndex(index);
            setPageSize(size);
          }}
        />
      </Flex>
      {page === 'apply' ? <CompanySelectDialog open={choosing} search={findCompany} onApply={apply} onClose={() => setChoosing(false)} /> : null}
    </Card>
  );
}

export const AuthApplyScreen = (props: Partial<ScreenProps>) => <AuthorisationScreen {...props} side="apply" />;
export const AuthConfirmScreen = (props: Partial<ScreenProps>) => <AuthorisationScreen {...props} side="confirm" />;
