// Reading accounts for the session calls.
import type { PortalDb } from '../db/connect.ts';

export async function findUserByLoginName(db: PortalDb, loginName: string) {
  return db.selectFrom('app_user').selectAll().where('login_name', '=', loginName).executeTakeFirst();
}

export async function findUserById(db: PortalDb, userId: number) {
  return db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
}

export type AppUserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The user's company and the login name of that company's main account (userInfo.account). */
export async function findCompanyOf(db: PortalDb, user: AppUserRow) {
  if (user.company_id === null) return null;
  const company = await db.selectFrom('company').select(['code', 'name']).where('id', '=', user.company_id).executeTakeFirst();
  if (!company) return null;
  const main = await db
    .selectFrom('app_user')
    .select('login_name')
    .where('company_id', '=', user.company_id)
    .where('user_type', '=', 'ADMIN')
    .orderBy('id')
    .executeTakeFirst();
  return { code: company.code, name: company.name, mainAccount: main?.login_name ?? user.login_name };
}
