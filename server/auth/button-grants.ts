// Button codes are the permission model (spec §6): a user may perform an action on a page when
// the module of that page, as granted to the user, carries the action's button code. Bill
// endpoints guard their actions with requireButton.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { PortalDb } from '../db/connect.ts';
import { forbiddenError } from '../http/envelope.ts';
import { currentUser } from './require-user.ts';

/** A module named by its page path (uri, as the client matches it) or by its seed key. */
export type ModuleRef = { uri: string } | { key: string };

export async function userHoldsButton(db: PortalDb, userId: number, module: ModuleRef, code: string): Promise<boolean> {
  let query = db
    .selectFrom('user_button')
    .innerJoin('module_button', 'module_button.id', 'user_button.module_button_id')
    .innerJoin('module', 'module.id', 'module_button.module_id')
    .innerJoin('user_module', (join) =>
      join.onRef('user_module.module_id', '=', 'module.id').onRef('user_module.user_id', '=', 'user_button.user_id'),
    )
    .select('module_button.id')
    .where('user_button.user_id', '=', userId)
    .where('module_button.code', '=', code);
  query = 'uri' in module ? query.where('module.uri', '=', module.uri) : query.where('module.module_key', '=', module.key);
  return (await query.executeTakeFirst()) !== undefined;
}

/** preHandler (after requireUser) answering 403 拒绝访问 when the button code is not held. */
export function requireButton(module: ModuleRef, code: string): preHandlerAsyncHookHandler {
  return async function checkButton(request) {
    const user = currentUser(request);
    if (!(await userHoldsButton(this.portal.db, user.userId, module, code))) throw forbiddenError();
  };
}
