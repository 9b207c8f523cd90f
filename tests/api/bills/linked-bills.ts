// Valid bills whose x-refersTo links hold, saved through the API as a user would: before a bill,
// one bill of each family its header refers to is saved (recursively), and the referring fields
// take that bill's values. A referenced field customs assigns (read-only, e.g. 清单编号) is written
// straight into the table, as a receipt would. Nothing here names a family or a field.
import type { FieldInfo } from '#core/definition/index.ts';
import { dynamicDb } from '../../../server/bills/db.ts';
import type { BillFamily } from '../../../server/bills/family.ts';
import { Random } from '#core/seed/random.ts';
import { referencesOf } from '../../../server/bills/seed/references.ts';
import { firstRuleBroken } from '../../../server/simulator/customs-rules.ts';
import { COMPANY, type BillServer } from './bill-harness.ts';
import { billMaker, type BillBody } from './every-family/valid-bill.ts';

export interface SavedBill {
  family: BillFamily;
  id: number;
  version: number;
  /** The values as stored, by property name (the body plus what was written directly). */
  values: Record<string, unknown>;
}

export function familyOf(server: BillServer, id: string): BillFamily {
  const family = server.app.bills.families.find((candidate) => candidate.id === id);
  if (!family) throw new Error(`no family ${id}`);
  return family;
}

/** A valid body of the family, its links left as the generator made them (naming nothing). */
export async function validBody(server: BillServer, family: BillFamily, serial: number): Promise<BillBody> {
  const dictionaries = new Map(
    await Promise.all(
      family.dictionaryCodes.map(
        async (code) =>
          [code, (await server.db.selectFrom('dictionary_item').select('value').where('dic_code', '=', code).execute()).map((row) => row.value)] as const,
      ),
    ),
  );
  const make = billMaker({
    family,
    company: { code: COMPANY, name: '广州穗通跨境供应链管理有限公司' },
    states: [{ state: family.definition.ui.lifecycle.states.draft ?? '0', name: '暂存' }],
    dictionaries,
    links: null,
    random: new Random(serial),
  });
  return make(serial);
}

/** A valid body; to declare, one that breaks none of the family's customs rules (the generator does not know them). */
async function acceptableBody(server: BillServer, family: BillFamily, serial: number, options: LinkOptions): Promise<BillBody> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const body = await validBody(server, family, serial + attempt * 100_000);
    if (!options.declare || !firstRuleBroken(family, (name) => body[name])) return body;
  }
  throw new Error(`${family.id}: no generated bill customs would accept`);
}

/** A value for a field customs assigns, unique by serial and within its limit. */
function assigned(field: FieldInfo, serial: number): string {
  const text = `R${serial}`;
  return field.maxLength === undefined ? text : text.slice(-field.maxLength);
}

export interface LinkOptions {
  /** Save and declare (the referenced bills first, so customs has them before the bill names them). */
  declare?: boolean;
}

/** The header values that link a body to newly saved bills of every family it refers to. */
export async function linksFor(
  server: BillServer,
  family: BillFamily,
  serial: number,
  options: LinkOptions = {},
): Promise<{ values: Record<string, unknown>; referenced: SavedBill[] }> {
  const values: Record<string, unknown> = {};
  const referenced: SavedBill[] = [];
  const heads = referencesOf(family).filter((reference) => reference.part === 'head');
  for (const id of new Set(heads.map((reference) => reference.family))) {
    const bill = await saveLinked(server, familyOf(server, id), serial * 10 + referenced.length + 1, {}, options);
    referenced.push(bill);
    for (const reference of heads.filter((candidate) => candidate.family === id)) values[reference.from.name] = bill.values[reference.field];
  }
  return { values, referenced };
}

/** Saves a valid bill of the family whose header links hold; answers it (and fails on a refusal). */
export async function saveLinked(
  server: BillServer,
  family: BillFamily,
  serial: number,
  overrides: Record<string, unknown> = {},
  options: LinkOptions = {},
): Promise<SavedBill> {
  const { values } = await linksFor(server, family, serial, options);
  const body = { ...(await acceptableBody(server, family, serial, options)), ...values, ...overrides };
  const { save, saveAndDeclare } = family.definition.ui.api;
  const answer = await server.post(`${family.basePath}/${options.declare ? saveAndDeclare : save}`, body);
  if (answer.body.code !== 0) throw new Error(`${family.id} not saved: ${answer.text.slice(0, 400)}`);
  const id = Number(answer.body.data.id);
  const stored: Record<string, unknown> = { ...body };
  const direct: Record<string, unknown> = {};
  const referencedNames = new Set(
    server.app.bills.families.flatMap((other) =>
      referencesOf(other)
        .filter((reference) => reference.family === family.id)
        .map((reference) => reference.field),
    ),
  );
  for (const field of family.headFields) {
    if (field.readOnly && !field.system && referencedNames.has(field.name)) {
      const value = assigned(field, serial);
      direct[field.column] = value;
      stored[field.name] = value;
    }
  }
  if (Object.keys(direct).length > 0) await dynamicDb(server.db).updateTable(family.headTable).set(direct).where('id', '=', id).execute();
  return { family, id, version: Number(answer.body.data.version), values: stored };
}
