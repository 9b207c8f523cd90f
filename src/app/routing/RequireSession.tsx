import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { clearSession, getToken, getUserInfo, MSG_USER_INFO_MISSING } from '../../http/index.ts';
import { useSession } from '../SessionContext.tsx';
import { useFeedback } from '../feedback/index.ts';
import { loginPathFor } from './loginRedirect.ts';

/**
 * The route guard (spec §2.2): without a token in local storage every page but /login sends
 * the visitor to /login with a redirect query. A token without stored user info is a broken
 * session (spec §8.4): 获取用户信息失败！, storage cleared, back to login.
 */
export function RequireSession() {
  const location = useLocation();
  const { message } = useFeedback();
  const session = useSession();
  const token = getToken();
  const storedUser = token ? getUserInfo() : null;
  const brokenSession = Boolean(token) && !storedUser;
  const staleSnapshot = Boolean(storedUser) && session.userInfo?.id !== storedUser?.id;

  useEffect(() => {
    // Re-checked: in development React runs this effect twice, the first run already cleared it.
    if (!brokenSession || !getToken()) return;
    message.error(MSG_USER_INFO_MISSING);
    clearSession();
    // With the token gone the guard itself sends the user to login, keeping the redirect.
    session.reload();
  }, [brokenSession, message, session]);

  useEffect(() => {
    // Another tab or the HTTP layer changed the stored session: follow it.
    if (staleSnapshot) session.reload();
  }, [staleSnapshot, session]);

  if (!token) return <Navigate to={loginPathFor(location)} replace />;
  if (brokenSession || staleSnapshot) return null;
  return <Outlet />;
}
