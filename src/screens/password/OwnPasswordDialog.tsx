// The signed-in user's 修改密码 (header menu, home shortcut, own row of /account): the dialog of
// §5 wired to updatePasswprd. On success 修改成功！, then storage is cleared and the user goes to
// login (§8): the server has ended every session of the account, this one included.
import { MSG_PASSWORD_CHANGED } from '#core/messages.ts';
import { startTransition } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/SessionContext.tsx';
import { clearSession } from '../../http/index.ts';
import { forgetAllTabMemory } from '../shell/pageTabsModel.ts';
import { ChangePasswordDialog, type PasswordChangeValues } from './ChangePasswordDialog.tsx';
import { changeOwnPassword } from './passwordApi.ts';

export interface OwnPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function OwnPasswordDialog({ open, onClose }: OwnPasswordDialogProps) {
  const { userInfo, reload } = useSession();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const submit = async (values: PasswordChangeValues) => {
    if (!userInfo) return;
    await changeOwnPassword({
      name: userInfo.loginName,
      account: userInfo.account,
      id: userInfo.id,
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
      againPassword: values.againPassword,
    });
    message.success(MSG_PASSWORD_CHANGED);
    forgetAllTabMemory();
    clearSession();
    startTransition(() => {
      reload();
      navigate('/login', { replace: true });
    });
  };

  return <ChangePasswordDialog open={open} mode="self" loginName={userInfo?.loginName} onSubmit={submit} onClose={onClose} />;
}
