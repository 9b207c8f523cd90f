// Customs returns a message that refers to a document it has not got (issue 25 point 4): an
// inventory whose order or waybill never reached customs is answered 100 海关退单 with the reason
// 海关未收到订单编号为「EO1」的出口订单. The links are the definitions' (x-refersTo on the sending
// family's fields); the values are the message's, read through the family's mapping (a line
// field's values from every line).
//
// What customs "has got": a document of the referenced family carrying that value whose message
// customs took in — its bill in the portal's database in an official status from 120 海关入库 on
// (399 审结, 800 放行…; a waybill's list goes from 3 to 399). The portal's database stands for
// customs' records because it is where every accepted receipt lands, including the demo seed's
// bills, which never went through the folders; the simulator's own `received` folder would not
// know them, nor whether a message in it was accepted. Customs knows no portal company: the
// value alone counts (the portal's save and declare already keep links within the company). Of
// several fields naming one family (订单编号 and 支付金额 → the order), customs looks the document
// up by the first with a value; comparing the others is the portal's check.
import type { EngineDb } from '../../bills/db.ts';
import { dynamicDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { referencesOf, type Reference } from '../../bills/seed/references.ts';
import type { FamilyMessage } from '../../customs/message/build-message.ts';
import { elementFields } from '../../customs/message/element-fields.ts';
import type { PortalDb } from '../../db/connect.ts';
import { CUSTOMS_HAS_IT_FROM } from '../official-statuses.ts';
import type { DeclaredMessage } from './declared-message.ts';

/** The values of `family.field` among `values` that customs has got a document for. */
export type CustomsRecords = (family: BillFamily, field: string, values: readonly string[]) => Promise<ReadonlySet<string>>;

/** Values one IN list binds at most. */
const VALUES_PER_QUERY = 500;

/** Whether a bill's state says customs took its document in (an official status from 120 on). */
export function customsHasIt(state: unknown): boolean {
  const text = String(state ?? '');
  return /^\d+$/.test(text) && Number(text) >= CUSTOMS_HAS_IT_FROM;
}

/** Customs' records as the portal's database holds them (see the head of this file). */
export function customsRecordsIn(db: PortalDb | EngineDb): CustomsRecords {
  return async (family, name, values) => {
    const field = family.headFields.find((candidate) => candidate.name === name);
    const found = new Set<string>();
    if (!field || values.length === 0) return found;
    const numeric = field.type === 'number' || field.type === 'integer';
    for (let start = 0; start < values.length; start += VALUES_PER_QUERY) {
      const slice = values.slice(start, start + VALUES_PER_QUERY);
      const rows = (await dynamicDb(db as PortalDb)
        .selectFrom(family.headTable)
        .select([`${field.column} as value`, 'state'])
        .where(field.column, 'in', numeric ? slice.map(Number) : [...slice])
        .execute()) as Array<{ value: unknown; state: unknown }>;
      for (const row of rows) {
        if (!customsHasIt(row.state)) continue;
        // Stored 12.50 and written 12.5 are one amount.
        const match = numeric ? slice.find((value) => Number(value) === Number(row.value)) : String(row.value);
        if (match !== undefined) found.add(match);
      }
    }
    return found;
  };
}

/** The element a referring field feeds in the family's message, or null when the message does not carry it. */
function elementOf(message: FamilyMessage, reference: Reference): string | null {
  for (const [element, feeds] of elementFields(message)) {
    if (feeds.some((feed) => feed.part === reference.part && feed.field === reference.from.name)) return element;
  }
  return null;
}

/** The first reference of each row part and referenced family: the field customs looks the document up by. */
function lookups(family: BillFamily): Reference[] {
  const seen = new Set<string>();
  return referencesOf(family).filter((reference) => {
    const key = `${reference.part} ${reference.family}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Why customs returns the message: the first referenced document it has not got, or null. A
 * row whose first field for a family is empty looks at the next one (as the portal's check does).
 */
export async function missingDocument(
  senders: ReadonlyArray<{ family: BillFamily; message: FamilyMessage }>,
  declared: DeclaredMessage,
  families: ReadonlyMap<string, BillFamily>,
  records: CustomsRecords,
): Promise<string | null> {
  for (const { family, message } of senders) {
    const references = referencesOf(family);
    for (const first of lookups(family)) {
      const target = families.get(first.family);
      if (!target) continue;
      // The fields of this part naming that family, the first with a value in the message decides.
      for (const reference of references.filter((candidate) => candidate.part === first.part && candidate.family === first.family)) {
        const element = elementOf(message, reference);
        if (!element) continue;
        const given = (reference.part === 'head' ? [declared.values[element] ?? ''] : [...(declared.every[element] ?? [])]).filter((value) => value !== '');
        if (given.length === 0) continue;
        const got = await records(target, reference.field, [...new Set(given)]);
        const absent = given.find((value) => !got.has(value));
        if (absent !== undefined) return `海关未收到${reference.from.title}为「${absent}」的${target.title}`;
        break;
      }
    }
  }
  return null;
}
