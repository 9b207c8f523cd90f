// Dictionary and state options (platform-and-settlement.md §7.2). Both are small, read-mostly
// lists the client caches per request body; an unknown code answers an empty list. Shared by
// every page, so any signed-in user may read them.
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth/route-access.ts';
import { ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';

interface DictionaryBody {
  data: { dicCode: string };
}

interface StateListBody {
  data: { mode: string; billType: string };
}

const code = (title: string) => ({ type: 'string', title, minLength: 1, maxLength: 100 });

export async function registerOptionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.portal;

  app.post<{ Body: DictionaryBody }>(
    '/api/dictionary/item/queryByCode',
    {
      config: { access: signedIn() },
      schema: { body: dataBody({ type: 'object', required: ['dicCode'], properties: { dicCode: code('字典编码') } }) },
    },
    async (request) => {
      const items = await db
        .selectFrom('dictionary_item')
        .select(['name', 'value'])
        .where('dic_code', '=', request.body.data.dicCode)
        .orderBy('sort_no')
        .orderBy('id')
        .execute();
      return ok(items);
    },
  );

  app.post<{ Body: StateListBody }>(
    '/api/enterprise/state/list',
    {
      config: { access: signedIn() },
      schema: {
        body: dataBody({
          type: 'object',
          required: ['mode', 'billType'],
          properties: { mode: code('业务模式'), billType: code('单据类型') },
        }),
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('state_option')
        .select(['state', 'state_name'])
        .where('mode', '=', request.body.data.mode)
        .where('bill_type', '=', request.body.data.billType)
        .orderBy('sort_no')
        .orderBy('id')
        .execute();
      return ok(rows.map((row) => ({ state: row.state, stateName: row.state_name })));
    },
  );
}
