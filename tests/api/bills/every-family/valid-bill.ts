// A valid bill of any family as the detail form would send it (header fields plus `lines`),
// made by the demo seed's own generator (server/bills/seed/generate-bills.ts) from the data
// schema: the same plausible values the seed writes, turned from database rows (snake_case
// columns) into the API's camelCase body. Read-only and system fields are left out, as the
// form leaves them out; fields with x-refersTo name existing bills (the seed's own linker).
import type { FieldInfo } from '#core/definition/index.ts';
import { writableHeadFields, writableLineFields, type BillFamily } from '../../../../server/bills/family.ts';
import type { DbRow } from '../../../../server/bills/rows.ts';
import type { Party } from '#core/seed/demo-parties.ts';
import { generateBill, type FamilySeed, type SeedState } from '../../../../server/bills/seed/generate-bills.ts';
import type { Random } from '#core/seed/random.ts';
import type { RowLinker } from '../../../../server/bills/seed/reference-links.ts';

export type BillBody = Record<string, unknown> & { lines?: Array<Record<string, unknown>> };

function toBody(fields: readonly FieldInfo[], row: DbRow): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field.column];
    if (value !== null && value !== undefined) body[field.name] = value;
  }
  return body;
}

export interface BillMakerOptions {
  family: BillFamily;
  company: Party;
  /** The family's state list (the seed picks a state; a body carries none). */
  states: readonly SeedState[];
  /** Values of each dictionary the family uses, in display order. */
  dictionaries: ReadonlyMap<string, readonly string[]>;
  /** The seed's linker giving x-refersTo fields the numbers of existing bills. */
  links: RowLinker | null;
  random: Random;
}

/**
 * Answers a maker of valid bodies; each call gives a new bill whose link value (order number…)
 * carries `serial`, so bills made with different serials do not share a number.
 */
export function billMaker(options: BillMakerOptions): (serial: number) => BillBody {
  const { family } = options;
  const seed: FamilySeed = {
    family,
    random: options.random,
    company: options.company,
    states: options.states,
    dictionaries: options.dictionaries,
    now: Date.now(),
    links: options.links,
  };
  return (serial) => {
    const { head, lines } = generateBill(seed, serial, serial);
    const body: BillBody = toBody(writableHeadFields(family), head);
    if (family.lineTable) body.lines = lines.map((line) => toBody(writableLineFields(family), line));
    return body;
  };
}
