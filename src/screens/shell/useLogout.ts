import { MSG_LOGGED_OUT } from '#core/messages.ts';
import { startTransition } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CONFIRM_LOGOUT, logout } from '../../http/index.ts';
import { useSession } from '../../app/SessionContext.tsx';

/** Asks 确认退出当前用户? and, confirmed, ends the session: 已退出! and the login page. */
export function useLogout(): () => void {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  return () => {
    modal.confirm({
      title: '提示',
      content: CONFIRM_LOGOUT,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await logout();
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
