// What a successful login, single sign-on or refresh answers (docs/protocol.md, "Session calls").
import type { PortalContext } from '../context.ts';
import type { LoginAnswer, TokenPair } from '#core/wire.ts';
import { loadUserModules } from './user-modules.ts';
import { signAccessToken } from './access-token.ts';
import { issueRefreshToken } from './refresh-token.ts';
import { createSession } from './sessions.ts';
import { findCompanyOf, type AppUserRow } from './users.ts';
import { filingSession } from '../company/filing-gate.ts';

/** A fresh access and refresh token of the session. */
export async function issueTokenPair(portal: PortalContext, user: AppUserRow, companyCode: string | null, sessionId: string): Promise<TokenPair> {
  const token = await signAccessToken(
    portal.secrets.accessKey,
    { userId: user.id, companyCode, userType: user.user_type, sessionId },
    portal.config.accessTokenTtlSeconds,
  );
  const refreshToken = await issueRefreshToken(portal.db, user.id, sessionId);
  return { token, refreshToken };
}

export async function companyCodeOf(portal: PortalContext, user: AppUserRow): Promise<string | null> {
  return (await findCompanyOf(portal.db, user))?.code ?? null;
}

/** What a sign-in answers: a new session's tokens, the user and the menu. */
export async function buildLoginAnswer(portal: PortalContext, user: AppUserRow): Promise<LoginAnswer> {
  const company = await findCompanyOf(portal.db, user);
  const pair = await issueTokenPair(portal, user, company?.code ?? null, await createSession(portal.db, user.id));
  return {
    ...pair,
    userInfo: {
      id: String(user.id),
      loginName: user.login_name,
      username: user.username,
      userType: user.user_type,
      companyName: company?.name ?? null,
      companyCode: company?.code ?? null,
      account: company?.mainAccount ?? user.login_name,
      ...(await filingSession(portal.db, company?.code ?? null)),
    },
    modules: await loadUserModules(portal.db, user.id),
  };
}
