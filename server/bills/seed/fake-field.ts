// A plausible value for any field of any family: one of its enum, else what its kind invents
// (server/fields, guessing from the name: …No, …Code/…Name pairs, phones, weights, goods…) within
// its limits. This is what lets the seed fill a family it has never seen.
import type { FieldInfo } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import { SERVER_FIELD_KINDS } from '../../fields/registry.ts';
import type { Party } from './demo-parties.ts';
import type { Random } from './random.ts';

export interface BillContext {
  random: Random;
  /** Values of each dictionary, in display order. */
  dictionaries: ReadonlyMap<string, readonly string[]>;
  company: Party;
  /** The party chosen for each …Code/…Name prefix of this bill. */
  parties: Map<string, Party>;
  /** Prefix of the bill's own number, e.g. EO for export-order. */
  numberPrefix: string;
  serial: number;
  createdAt: number;
  link: string;
}

export function fakeValue(field: FieldInfo, context: BillContext): unknown {
  const { random } = context;
  const { enum: allowed } = field.schema;
  if (Array.isArray(allowed) && allowed.length > 0) {
    return field.schema.default !== undefined && random.chance(0.7) ? field.schema.default : random.pick(allowed);
  }
  return SERVER_FIELD_KINDS[fieldKindOf(field)].fakeValue(field, context);
}
