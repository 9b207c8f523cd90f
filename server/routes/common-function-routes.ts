// Common functions (bill-families-and-screens.md §2 /commonFun and /home, §3.4, §7):
// - POST /api/enterprise/user/function/findAll: the entries the caller may choose, each with its
//   group (type) and whether it is in the caller's current choice. The entries are the menu pages
//   the caller holds (leaf modules reached through held parents, as the login menu does), never
//   another page, plus 修改密码.
// - POST /api/enterprise/user/function/findUserFunctions: the home page's shortcuts: the saved
//   choice (entries no longer held are left out), else the default (defaultChoice below).
// - POST /api/enterprise/user/function/saveFunctions { actions: [{ moduleId, type }] }: replaces the
//   caller's choice; every entry must be one findAll offers the caller, with its type, else nothing
//   is stored.
// Everything is the caller's own: the user id comes from the token, never from the body.
import type { FastifyInstance } from 'fastify';
import {
  CHANGE_PASSWORD_FUNCTION,
  FUNCTION_PATHS,
  MAX_FUNCTION_ACTIONS,
  MSG_FUNCTIONS_EMPTY,
  MSG_FUNCTIONS_SAVED,
  MSG_FUNCTION_NOT_OFFERED,
  MSG_FUNCTION_TYPE_MISMATCH,
  defaultPages,
  functionTypeOfUri,
  type CommonFunction,
  type FunctionAction,
  type UserFunction,
} from '#core/common-functions.ts';
import type { ModuleNode } from '#core/wire.ts';
import type { PortalDb } from '../db/connect.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { pageRoute, signedIn } from '../auth/route-access.ts';
import { loadUserModules } from '../auth/user-modules.ts';
import { currentUser } from '../auth/require-user.ts';

const COMMON_FUN_PAGE = '/commonFun';
/** Pages that are not shortcuts: the home page itself and the screen that chooses them. */
const NOT_OFFERED = new Set(['/home', COMMON_FUN_PAGE]);

/** An entry the user may choose, in menu order; the menu group it sits under. */
interface OfferedEntry extends UserFunction {
  group: string;
}

/** Menu pages only: a module that no other module has as parent (groups are not pages). */
async function parentModuleIds(db: PortalDb): Promise<Set<string>> {
  const rows = await db.selectFrom('module').select('parent_id').distinct().where('parent_id', 'is not', null).execute();
  return new Set(rows.map((row) => String(row.parent_id)));
}

/** What the user may choose: their held menu pages in menu order, then 修改密码. */
export async function offeredEntries(db: PortalDb, userId: number): Promise<OfferedEntry[]> {
  const [tree, parents] = await Promise.all([loadUserModules(db, userId), parentModuleIds(db)]);
  const entries: OfferedEntry[] = [];
  const walk = (nodes: readonly ModuleNode[], group: string | null) => {
    for (const node of nodes) {
      if (parents.has(node.id)) walk(node.children, group ?? node.id);
      else if (!NOT_OFFERED.has(node.uri) && node.uri.startsWith('/') && !node.uri.includes(':')) {
        entries.push({ id: node.id, name: node.name, uri: node.uri, icon: node.icon ?? null, type: functionTypeOfUri(node.uri), group: group ?? node.id });
      }
    }
  };
  walk(tree, null);
  entries.push({ ...CHANGE_PASSWORD_FUNCTION, type: 'common', group: CHANGE_PASSWORD_FUNCTION.id });
  return entries;
}

/** The choice of a user who has saved none: defaultPages (first-level groups in turn), then 修改密码. */
export function defaultChoice(offered: readonly OfferedEntry[]): OfferedEntry[] {
  const password = offered.filter((entry) => entry.id === CHANGE_PASSWORD_FUNCTION.id);
  return [...defaultPages(offered.filter((entry) => entry.id !== CHANGE_PASSWORD_FUNCTION.id)), ...password];
}

/** The user's current choice: the saved entries still offered, in the saved order, else the default. */
async function currentChoice(db: PortalDb, userId: number, offered: readonly OfferedEntry[]): Promise<OfferedEntry[]> {
  const saved = await db.selectFrom('user_function').select('function_id').where('user_id', '=', userId).orderBy('sort_no').execute();
  if (saved.length === 0) return defaultChoice(offered);
  const byId = new Map(offered.map((entry) => [entry.id, entry]));
  return saved.flatMap((row) => byId.get(row.function_id) ?? []);
}

const userFunctionOf = ({ id, name, uri, icon, type }: OfferedEntry): UserFunction => ({ id, name, uri, icon, type });

const emptyBody = { body: dataBody({ type: 'object' }) };

const saveSchema = {
  body: dataBody({
    type: 'object',
    required: ['actions'],
    additionalProperties: false,
    properties: {
      actions: {
        type: 'array',
        title: '常用功能',
        maxItems: MAX_FUNCTION_ACTIONS,
        items: {
          type: 'object',
          required: ['moduleId', 'type'],
          additionalProperties: false,
          properties: {
            moduleId: { type: 'string', title: '功能', minLength: 1, maxLength: 40 },
            type: { type: 'string', title: '功能类型', enum: ['common', 'billExport', 'import'] },
          },
        },
      },
    },
  }),
};

export async function registerCommonFunctionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.portal;

  app.post(FUNCTION_PATHS.findAll, { config: { access: pageRoute(COMMON_FUN_PAGE) }, schema: emptyBody }, async (request) => {
    const userId = currentUser(request).userId;
    const offered = await offeredEntries(db, userId);
    const chosen = new Set((await currentChoice(db, userId, offered)).map((entry) => entry.id));
    const answer: CommonFunction[] = offered.map(({ id, name, type, icon, uri }) => ({ id, name, type, checked: chosen.has(id), icon, uri }));
    return ok(answer);
  });

  // The home page asks this for every user: signed in is enough, and the answer holds only pages the user holds.
  app.post(FUNCTION_PATHS.findUserFunctions, { config: { access: signedIn() }, schema: emptyBody }, async (request) => {
    const userId = currentUser(request).userId;
    const offered = await offeredEntries(db, userId);
    return ok((await currentChoice(db, userId, offered)).map(userFunctionOf));
  });

  app.post<{ Body: { data: { actions: FunctionAction[] } } }>(
    FUNCTION_PATHS.saveFunctions,
    { config: { access: pageRoute(COMMON_FUN_PAGE, ['save']) }, schema: saveSchema },
    async (request) => {
      const userId = currentUser(request).userId;
      const actions = request.body.data.actions;
      if (actions.length === 0) throw businessError(MSG_FUNCTIONS_EMPTY);
      const offered = new Map((await offeredEntries(db, userId)).map((entry) => [entry.id, entry]));
      const ids: string[] = [];
      for (const action of actions) {
        const id = String(action.moduleId);
        const entry = offered.get(id);
        if (!entry) throw businessError(MSG_FUNCTION_NOT_OFFERED);
        if (entry.type !== action.type) throw businessError(MSG_FUNCTION_TYPE_MISMATCH);
        if (!ids.includes(id)) ids.push(id);
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_function').where('user_id', '=', userId).execute();
        await trx
          .insertInto('user_function')
          .values(ids.map((id, index) => ({ user_id: userId, function_id: id, sort_no: index })))
          .execute();
      });
      return ok(null, MSG_FUNCTIONS_SAVED);
    },
  );
}
