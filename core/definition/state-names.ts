// Names for state codes, defined once per state list (schemas/seed/states.json), so a
// lifecycle can say "from": ["released", "returned"] instead of ["800", "100"]. The customs
// lists (modes EXPU and INVT) share the official receipt codes; a list whose codes mean
// something else has its own entry under "{mode}/{billType}". A family's own
// `lifecycle.states` names come first. The built definition holds codes only.
const CUSTOMS: Readonly<Record<string, string>> = {
  draft: '0',
  declared: '10',
  portStored: '1',
  declaring: '2',
  sent: '3',
  sendFailed: '4',
  returned: '100',
  stored: '120',
  manualReview: '300',
  finished: '399',
  inspected: '500',
  detainedForClearance: '501',
  detainedForSmuggling: '502',
  detainedForRegulation: '503',
  handedOver: '505',
  detained: '599',
  suspended: '600',
  shippedBack: '700',
  released: '800',
  closed: '899',
};

export const STATE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  EXPU: CUSTOMS,
  INVT: CUSTOMS,
  'INVT/InvtTaxState': { generated: '1', summarized: '2', voided: '3' },
  'SIGN/CbeSignState': { unsigned: '0', signed: '1', signFailed: '2', sent: '3' },
};

/** The names a family may use: its state list's, then its own lifecycle.states over them. */
export function stateNamesFor(stateType: { mode: string; billType: string } | undefined, own: Readonly<Record<string, string>> = {}): Record<string, string> {
  const list = stateType ? (STATE_NAMES[`${stateType.mode}/${stateType.billType}`] ?? STATE_NAMES[stateType.mode] ?? {}) : {};
  return { ...list, ...own };
}

const CODE = /^[0-9]+$/;

/** A code stays as written; a name becomes its code; undefined for an unknown name. */
export function stateCode(value: string, names: Readonly<Record<string, string>>): string | undefined {
  if (CODE.test(value)) return value;
  return Object.hasOwn(names, value) ? names[value] : undefined;
}
