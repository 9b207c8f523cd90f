// What a save sends (spec §7.6): the header's writable fields (blanks dropped, as the server
// would), the id of an existing bill, and the lines when they are part of the call — always for
// a temporary save (header plus lines in one call) and a new bill, else only when lines were
// added, changed or removed here since loading (a header-only save keeps the server's lines).
import type { BillDefinition } from '#core/definition/index.ts';
import { cleanValues, familyValidators } from '../form/billValidator.ts';
import { lineValues, type LineStore } from '../lines/lineStore.ts';

/** The header's writable fields, and for a stored bill its id and the version it was read at. */
export function headerBody(
  definition: BillDefinition,
  header: Readonly<Record<string, unknown>>,
  id: number | undefined,
  version?: number,
): Record<string, unknown> {
  const body = cleanValues(familyValidators(definition).headerFields, header);
  return id === undefined ? body : { ...body, id, version };
}

export function lineBody(definition: BillDefinition, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values = cleanValues(familyValidators(definition).lineFields, lineValues(row));
  return typeof row.id === 'number' ? { ...values, id: row.id } : values;
}

export function billBody(
  definition: BillDefinition,
  header: Readonly<Record<string, unknown>>,
  id: number | undefined,
  store: LineStore | null,
  withLines: boolean,
  version?: number,
): Record<string, unknown> {
  const body = headerBody(definition, header, id, version);
  if (store && (withLines || id === undefined || store.isChanged())) {
    body.lines = store.all().map((row) => cleanValues(familyValidators(definition).lineFields, lineValues(row)));
  }
  return body;
}
