// Accounts the API specs make straight in the database: a user of a company (with every module and
// button code, or only the modules, or nothing), and an access token for it without a sign-in.
// One place for what about fifteen specs wrote again each time.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { hashPassword } from '../../server/auth/password-hash.ts';
import { createSession } from '../../server/auth/sessions.ts';
import type { PortalDb } from '../../server/db/connect.ts';

export interface NewAccount {
  companyId: number;
  loginName: string;
  /** Defaults to the login name. */
  username?: string;
  userType?: 'ADMIN' | 'USER';
  /** A password the account can sign in with; without one it cannot sign in (tokens only). */
  password?: string;
  /** Every module of the menu; `buttons` adds every button code too. */
  grant?: 'nothing' | 'modules' | 'buttons';
}

/** Inserts the account and its grants; answers its id. */
export async function insertAccount(db: PortalDb, account: NewAccount): Promise<number> {
  const now = Date.now();
  const user = await db
    .insertInto('app_user')
    .values({
      login_name: account.loginName,
      username: account.username ?? account.loginName,
      password_hash: account.password ? await hashPassword(account.password) : 'scrypt$x',
      user_type: account.userType ?? 'USER',
      company_id: account.companyId,
      state: 'EFFECTIVE',
      password_changed_at: now,
      must_change_password: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const grant = account.grant ?? 'nothing';
  if (grant !== 'nothing') await sql`insert into user_module (user_id, module_id) select ${sql.lit(user.id)}, id from module`.execute(db);
  if (grant === 'buttons') await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(user.id)}, id from module_button`.execute(db);
  return user.id;
}

/** An access token of a new session of the account (ttl in seconds; negative: already expired). */
export async function accessTokenOf(
  app: FastifyInstance,
  db: PortalDb,
  user: { userId: number; companyCode: string; userType?: 'ADMIN' | 'USER' },
  ttlSeconds = 900,
): Promise<string> {
  const sessionId = await createSession(db, user.userId);
  return signAccessToken(
    app.portal.secrets.accessKey,
    { userId: user.userId, companyCode: user.companyCode, userType: user.userType ?? 'USER', sessionId },
    ttlSeconds,
  );
}

/** A company, with its filing approved (an approval record in state 6, as the bill gate counts it) unless said otherwise. */
export async function insertCompany(db: PortalDb, company: { code: string; name: string }, approved = true): Promise<number> {
  const now = Date.now();
  const row = await db.insertInto('company').values({ code: company.code, name: company.name, created_at: now }).returning('id').executeTakeFirstOrThrow();
  if (approved) {
    await db
      .insertInto('company_approval_record')
      .values({ company_id: row.id, operation_time: now, user_name: 'test', state: '6', opinion: null, note: null })
      .execute();
  }
  return row.id;
}
