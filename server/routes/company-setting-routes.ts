// Company parameters (bill-families-and-screens.md §2 /parametersSetting, §3.10, §5, §7), table
// company_setting (migration 0006), always the caller's company's rows (the company comes from the
// token, never from the body):
// - POST /api/enterprise/company/querySettingList {}: the company's parameters by type and code;
// - POST /api/enterprise/company/saveSetting { id?, type, code, value, companyCode? }: no id creates
//   (button add), an id updates the company's row of that id (button edit); both need button save.
//   type, code and value are required (400 请填写完整的必填数据：… naming the empty ones), at most
//   50/50/500 characters, trimmed; (type, code) is unique per company; a companyCode other than
//   the caller's is refused;
// - POST /api/enterprise/company/deleteSetting { id } (not in the spec, which shows a delete on the
//   screen): button delete; the row must be the company's.
// An id of another company's row answers 参数不存在或已被删除, the same as a missing one.
import { recordIdSchema } from '#core/record-id.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_SETTINGS,
  MSG_SETTING_COMPANY_MISMATCH,
  MSG_SETTING_DELETED,
  MSG_SETTING_NOT_FOUND,
  MSG_SETTING_SAVED,
  MSG_SETTING_TOO_MANY,
  SETTINGS_PAGE,
  SETTING_LABELS,
  SETTING_LIMITS,
  SETTING_PATHS,
  duplicateSettingMessage,
  missingSettingFields,
  missingSettingMessage,
  type CompanySetting,
  type SettingDraft,
} from '#core/company-settings.ts';
import type { PortalDb } from '../db/connect.ts';
import { holdsPage, pageRoute } from '../auth/route-access.ts';
import { ApiError, businessError, forbiddenError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { callerOf, type Caller } from './caller.ts';

const idSchema = recordIdSchema('参数ID');
const text = (title: string, maxLength: number) => ({ type: 'string', title, maxLength });

const listSchema = { body: dataBody({ type: 'object', maxProperties: 10 }) };
const saveSchema = {
  body: dataBody({
    type: 'object',
    additionalProperties: false,
    properties: {
      id: { anyOf: [idSchema, { type: 'null' }] },
      type: text(SETTING_LABELS.type, SETTING_LIMITS.type),
      code: text(SETTING_LABELS.code, SETTING_LIMITS.code),
      value: text(SETTING_LABELS.value, SETTING_LIMITS.value),
      companyCode: { anyOf: [text('企业编码', 100), { type: 'null' }] },
    },
  }),
};
const deleteSchema = { body: dataBody({ type: 'object', required: ['id'], additionalProperties: false, properties: { id: idSchema } }) };

interface SettingRow {
  id: number;
  type: string;
  code: string;
  value: string;
}

const toSetting = (row: SettingRow, companyCode: string): CompanySetting => ({
  id: Number(row.id),
  type: row.type,
  code: row.code,
  value: row.value,
  companyCode,
});

async function companyIdOf(db: PortalDb, caller: Caller): Promise<number> {
  const company = await db.selectFrom('company').select('id').where('code', '=', caller.companyCode).executeTakeFirst();
  if (!company) throw businessError(MSG_SETTING_NOT_FOUND);
  return company.id;
}

const isUniqueViolation = (error: unknown) => /unique constraint|duplicate key|UNIQUE/i.test(String((error as Error)?.message ?? error));

export async function registerCompanySettingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.portal;

  const requireButton = async (request: FastifyRequest, code: string) => {
    const user = request.user;
    if (!user || !(await holdsPage(app.portal, user.userId, { modules: [SETTINGS_PAGE], buttons: [code] }))) throw forbiddenError();
  };

  app.post(SETTING_PATHS.querySettingList, { config: { access: pageRoute(SETTINGS_PAGE) }, schema: listSchema }, async (request) => {
    const caller = callerOf(request);
    const companyId = await companyIdOf(db, caller);
    const rows = await db
      .selectFrom('company_setting')
      .select(['id', 'type', 'code', 'value'])
      .where('company_id', '=', companyId)
      .orderBy('type')
      .orderBy('code')
      .orderBy('id')
      .execute();
    return ok(rows.map((row) => toSetting(row, caller.companyCode)));
  });

  app.post<{ Body: { data: SettingDraft } }>(
    SETTING_PATHS.saveSetting,
    { config: { access: pageRoute(SETTINGS_PAGE, ['save']) }, schema: saveSchema },
    async (request) => {
      const caller = callerOf(request);
      const draft = request.body.data;
      const id = draft.id ?? null;
      await requireButton(request, id === null ? 'add' : 'edit');
      if (draft.companyCode != null && draft.companyCode !== '' && draft.companyCode !== caller.companyCode) {
        throw businessError(MSG_SETTING_COMPANY_MISMATCH);
      }
      const missing = missingSettingFields(draft);
      if (missing.length > 0) throw new ApiError(missingSettingMessage(missing), { httpStatus: 400 });
      const type = draft.type.trim();
      const code = draft.code.trim();
      const value = draft.value.trim();
      const companyId = await companyIdOf(db, caller);
      const now = Date.now();

      try {
        const saved = await db.transaction().execute(async (trx) => {
          const clash = await trx
            .selectFrom('company_setting')
            .select('id')
            .where('company_id', '=', companyId)
            .where('type', '=', type)
            .where('code', '=', code)
            .executeTakeFirst();
          if (clash && Number(clash.id) !== id) throw businessError(duplicateSettingMessage(type, code));
          if (id === null) {
            const count = await trx
              .selectFrom('company_setting')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('company_id', '=', companyId)
              .executeTakeFirstOrThrow();
            if (Number(count.n) >= MAX_SETTINGS) throw businessError(MSG_SETTING_TOO_MANY);
            return trx
              .insertInto('company_setting')
              .values({ company_id: companyId, type, code, value, created_at: now, updated_at: now })
              .returning(['id', 'type', 'code', 'value'])
              .executeTakeFirstOrThrow();
          }
          const updated = await trx
            .updateTable('company_setting')
            .set({ type, code, value, updated_at: now })
            .where('id', '=', id)
            .where('company_id', '=', companyId)
            .returning(['id', 'type', 'code', 'value'])
            .executeTakeFirst();
          if (!updated) throw businessError(MSG_SETTING_NOT_FOUND);
          return updated;
        });
        return ok(toSetting(saved, caller.companyCode), MSG_SETTING_SAVED);
      } catch (error) {
        // Two saves of the same (type, code) at once: the unique index refused the second.
        if (!(error instanceof ApiError) && isUniqueViolation(error)) throw businessError(duplicateSettingMessage(type, code));
        throw error;
      }
    },
  );

  app.post<{ Body: { data: { id: number } } }>(
    SETTING_PATHS.deleteSetting,
    { config: { access: pageRoute(SETTINGS_PAGE, ['delete']) }, schema: deleteSchema },
    async (request) => {
      const caller = callerOf(request);
      const companyId = await companyIdOf(db, caller);
      const deleted = await db.deleteFrom('company_setting').where('id', '=', request.body.data.id).where('company_id', '=', companyId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw businessError(MSG_SETTING_NOT_FOUND);
      return ok(null, MSG_SETTING_DELETED);
    },
  );
}
