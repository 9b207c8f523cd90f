// Administrative divisions (bill-families-and-screens.md §3.9, §7), read from table area
// (migration 0008, GB/T 2260 via schemas/seed/areas.json):
// - POST /api/enterprise/area/getProvinces {}: the provincial units, [{ areaCode, areaName }] in code order;
// - POST /api/enterprise/area/getByCode { id }: the children of the division `id` (a province's
//   cities, a city's districts); a municipality answers its GB/T 2260 市辖区 (and 县) level, whose
//   children are the districts. A province or city with no lower level (香港, 澳门, 台湾; 东莞, 中山,
//   儋州 …, cities without districts) answers itself, so that the form's province → city →
//   district chain, whose district (行政区划) is required, can always be completed; a district or a
//   well-formed unknown code answers []; an id that is not six digits is refused (400,
//   行政区划代码应为6位数字).
// Reference data for any form of the portal: any signed-in user may read it.
import type { FastifyInstance } from 'fastify';
import { AREA_CODE_PATTERN, AREA_PATHS, MSG_AREA_CODE_INVALID, type AreaItem } from '#core/areas.ts';
import { signedIn } from '../auth/route-access.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';

const AREA_CODE = new RegExp(AREA_CODE_PATTERN);
const DISTRICT_LEVEL = 3;

const provincesSchema = { body: dataBody({ type: 'object', maxProperties: 10 }) };
const byCodeSchema = {
  body: dataBody({
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', title: '行政区划代码', maxLength: 20 } },
  }),
};

export async function registerAreaRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.portal;
  const children = async (parent: string | null): Promise<AreaItem[]> => {
    const query = db.selectFrom('area').select(['code', 'name']);
    const rows = await (parent === null ? query.where('parent_code', 'is', null) : query.where('parent_code', '=', parent)).orderBy('code').execute();
    return rows.map((row) => ({ areaCode: row.code, areaName: row.name }));
  };

  app.post(AREA_PATHS.getProvinces, { config: { access: signedIn() }, schema: provincesSchema }, async () => ok(await children(null)));

  app.post<{ Body: { data: { id: string } } }>(AREA_PATHS.getByCode, { config: { access: signedIn() }, schema: byCodeSchema }, async (request) => {
    const id = request.body.data.id.trim();
    if (!AREA_CODE.test(id)) throw new ApiError(MSG_AREA_CODE_INVALID, { httpStatus: 400 });
    const found = await children(id);
    if (found.length > 0) return ok(found);
    const self = await db.selectFrom('area').select(['code', 'name', 'level']).where('code', '=', id).executeTakeFirst();
    return ok(self && self.level < DISTRICT_LEVEL ? [{ areaCode: self.code, areaName: self.name }] : []);
  });
}
