// /account: loads pageList, acts on the rows (frozen, deleteByIds, resetPasswprd, the own
// updatePasswprd) and opens /account/add. The HTTP layer shows the server's refusals; the server
// also decides who may do what (docs/accounts.md) — the screen only hides what would be refused.
import { useCallback, useEffect, useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_BUTTONS, ACCOUNT_PAGE_URI, MSG_DELETE_USER_CONFIRM, type AccountRow } from '#core/accounts.ts';
import { MSG_PASSWORD_CHANGED } from '#core/messages.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { useButtonCodes } from '../../engine/permissions/index.ts';
import { OwnPasswordDialog, ResetPasswordDialog, resetPassword, type ResetPasswordValues } from '../password/index.ts';
import { AccountListView, isManageable, type AccountListStatus } from './AccountListView.tsx';
import { deleteAccounts, freezeAccounts, onAccountsChanged, pageAccounts } from './accountApi.ts';

export const ACCOUNT_ADD_PATH = '/account/add';
export const MSG_OPERATION_DONE = '操作成功！';
export const MSG_DELETED = '删除成功';
export const MSG_SELECT_ROWS = '请选择操作数据';

export function AccountScreen(_props: Partial<ScreenProps>) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const { hasButton } = useButtonCodes(ACCOUNT_PAGE_URI);
  const isAdmin = userInfo?.userType === 'ADMIN';

  const [status, setStatus] = useState<AccountListStatus>('loading');
  const [rows, setRows] = useState<AccountRow[]>([]);
  const [total, setTotal] = useState(0);
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: 50 });
  const [attempt, setAttempt] = useState(0);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [busyIds, setBusyIds] = useState<string[]>([]);
  const [resetting, setResetting] = useState<AccountRow | null>(null);
  const [changingOwn, setChangingOwn] = useState(false);

  // Every new load says so first (the table waits), from the event that asked for it.
  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  const turnPage = (pageIndex: number, pageSize: number) => {
    setStatus('loading');
    setPaging({ pageIndex, pageSize });
  };

  useEffect(() => {
    let current = true;
    pageAccounts(paging.pageIndex, paging.pageSize).then(
      (page) => {
        if (!current) return;
        setRows(page.datas);
        setTotal(page.total);
        // A selection only names rows still on show.
        setSelectedIds((ids) => ids.filter((id) => page.datas.some((row) => row.id === id)));
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [paging, attempt]);

  // A sub-account created in the /account/add tab: this list, kept alive in its own tab, follows.
  useEffect(() => onAccountsChanged(reload), [reload]);

  const toggleBan = async (row: AccountRow, banned: boolean) => {
    setBusyIds((ids) => [...ids, row.id]);
    try {
      await freezeAccounts([row.id], banned ? 'INVALID' : 'EFFECTIVE');
      message.success(MSG_OPERATION_DONE);
      reload();
    } catch {
      // Refused: the HTTP layer said why; the switch shows the state the list holds.
    } finally {
      setBusyIds((ids) => ids.filter((id) => id !== row.id));
    }
  };

  const recover = async () => {
    const ids = selectedIds.filter((id) => rows.some((row) => row.id === id && isManageable(row, isAdmin)));
    if (ids.length === 0) {
      message.warning(MSG_SELECT_ROWS);
      return;
    }
    try {
      await freezeAccounts(ids, 'EFFECTIVE');
      message.success(MSG_OPERATION_DONE);
      setSelectedIds([]);
      reload();
    } catch {
      // Refused: the HTTP layer said why.
    }
  };

  const remove = (row: AccountRow) => {
    modal.confirm({
      title: '提示',
      content: MSG_DELETE_USER_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteAccounts([row.id]);
          message.success(MSG_DELETED);
          reload();
        } catch {
          // Refused: the HTTP layer has shown the server's message.
        }
      },
    });
  };

  const changePassword = (row: AccountRow) => {
    if (row.self) setChangingOwn(true);
    else if (isManageable(row, isAdmin)) setResetting(row);
  };

  const submitReset = async (values: ResetPasswordValues) => {
    if (!resetting) return;
    await resetPassword({ id: resetting.id, loginName: resetting.loginName, ...values });
    message.success(MSG_PASSWORD_CHANGED);
  };

  return (
    <>
      <AccountListView
        status={status}
        rows={rows}
        total={total}
        pageIndex={paging.pageIndex}
        pageSize={paging.pageSize}
        isAdmin={isAdmin}
        buttons={{
          add: hasButton(ACCOUNT_BUTTONS.add),
          prohibit: hasButton(ACCOUNT_BUTTONS.prohibit),
          recovery: hasButton(ACCOUNT_BUTTONS.recovery),
          delete: hasButton(ACCOUNT_BUTTONS.delete),
        }}
        selectedIds={selectedIds}
        busyIds={busyIds}
        onSelect={setSelectedIds}
        onPage={turnPage}
        onAdd={() => navigate(ACCOUNT_ADD_PATH)}
        onRecover={() => void recover()}
        onToggleBan={(row, banned) => void toggleBan(row, banned)}
        onChangePassword={changePassword}
        onDelete={remove}
        onRetry={reload}
      />
      <ResetPasswordDialog loginName={resetting?.loginName ?? null} onSubmit={submitReset} onClose={() => setResetting(null)} />
      <OwnPasswordDialog open={changingOwn} onClose={() => setChangingOwn(false)} />
    </>
  );
}
