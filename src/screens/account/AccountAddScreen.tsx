// /account/add: sends the new sub-account (save, passwords encrypted), says 创建成功！, tells the
// open account list to reload and goes back to it (its own tab closes).
import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
import { ACCOUNT_PAGE_URI, MSG_ACCOUNT_CREATED, subAccountLoginName } from '#core/accounts.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { useTabLeave, useUnsavedGuard } from '../../engine/tab/TabContext.tsx';
import { AccountAddView, type AccountAddValues } from './AccountAddView.tsx';
import { notifyAccountsChanged, saveAccount } from './accountApi.ts';

export function AccountAddScreen(_props: Partial<ScreenProps>) {
  const { message } = App.useApp();
  const { userInfo } = useSession();
  const leave = useTabLeave();
  const [saving, setSaving] = useState(false);
  const dirty = useRef(false);
  useUnsavedGuard(useCallback(() => dirty.current, []));
  // The main account's login name (userInfo.account; the server adds the same suffix).
  const mainLoginName = userInfo?.account || userInfo?.loginName || '';

  const submit = async (values: AccountAddValues) => {
    setSaving(true);
    try {
      await saveAccount({
        loginName: subAccountLoginName(values.loginName.trim(), mainLoginName),
        loginPwd: values.loginPwd,
        againPassword: values.againPassword,
        state: values.state,
      });
      message.success(MSG_ACCOUNT_CREATED);
      dirty.current = false;
      notifyAccountsChanged();
      leave(ACCOUNT_PAGE_URI);
    } catch {
      // Refused (该用户名已存在…): the HTTP layer said why; the form stays for a correction.
      setSaving(false);
    }
  };

  return (
    <AccountAddView
      mainLoginName={mainLoginName}
      saving={saving}
      onSubmit={(values) => void submit(values)}
      onCancel={() => leave(ACCOUNT_PAGE_URI)}
      onDirtyChange={(value) => (dirty.current = value)}
    />
  );
}
