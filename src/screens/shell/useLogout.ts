import { MSG_LOGGED_OUT } from '#core/messages.ts';
import { startTransition } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_LOGOUT, logout } from '../../http/index.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { MSG_LOGOUT_LOSES_EDITS } from '../../engine/tab/tabMessages.ts';
import { forgetAllTabMemory } from './pageTabsModel.ts';

/**
 * Asks 确认退出当前用户? (saying so when open tabs hold unsaved edits) and, confirmed, ends the
 * session: 已退出!, the tabs' memories forgotten, and the login page.
 */
export function useLogout(): (unsaved?: boolean) => void {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  return (unsaved = false) => {
    modal.confirm({
      title: '提示',
      content: unsaved ? `${MSG_LOGOUT_LOSES_EDITS}${CONFIRM_LOGOUT}` : CONFIRM_LOGOUT,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await logout();
        forgetAllTabMemory();
        message.success(MSG_LOGGED_OUT);
        // The router navigates in a transition; re-reading the session in the same one keeps
        // the guard from seeing "no token" on the old page and adding a redirect query.
        startTransition(() => {
          session.reload();
          navigate('/login', { replace: true });
        });
      },
    });
  };
}
