// A record's id as a request may name it: the databases number records with 32-bit integers
// (SQLite's are wider, PostgreSQL's `serial` is not), so an id beyond 2,147,483,647 names nothing.
// Every route's body schema bounds its ids with these, so no such number reaches a query (on
// PostgreSQL it failed the statement: HTTP 500 before issue 22).

export const MAX_RECORD_ID = 2_147_483_647;

/** A JSON Schema for one record id, titled for the refusal message. */
export function recordIdSchema(title: string) {
  return { type: 'integer', title, minimum: 1, maximum: MAX_RECORD_ID } as const;
}

/** A record id sent as a decimal text (some pages send ids as strings): at most 10 digits, checked by `recordIdOf`. */
export const RECORD_ID_TEXT = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** The id of a number or decimal text, or null when it names no record. */
export function recordIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
