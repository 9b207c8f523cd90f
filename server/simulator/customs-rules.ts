// The customs rules of a family (ui.customsRules): each names the condition under which customs
// returns a bill, and the reason it gives. The first rule a bill breaks decides its receipt 100.
import type { CustomsRule } from '#core/definition/index.ts';
import type { BillFamily } from '../bills/family.ts';
import type { DbRow } from '../bills/rows.ts';

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function compare(actual: unknown, expected: unknown): number | null {
  if (isEmpty(actual) || expected === undefined || expected === null) return null;
  const numeric = typeof expected === 'number' || (typeof actual === 'number' && !Number.isNaN(Number(expected)));
  if (numeric) {
    const left = Number(actual);
    const right = Number(expected);
    return Number.isNaN(left) || Number.isNaN(right) ? null : Math.sign(left - right);
  }
  return String(actual).localeCompare(String(expected));
}

export function breaksRule(rule: CustomsRule, value: unknown): boolean {
  if (rule.op === 'empty') return isEmpty(value);
  if (rule.op === 'in') return Array.isArray(rule.value) && !isEmpty(value) && rule.value.map(String).includes(String(value));
  const order = compare(value, rule.value);
  if (order === null) return false;
  switch (rule.op) {
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

/** The first of the family's rules the bill breaks, its values read by field name; null when customs accepts it. */
export function firstRuleBroken(family: BillFamily, valueOf: (field: string) => unknown): CustomsRule | null {
  for (const rule of family.definition.ui.customsRules ?? []) {
    const value = valueOf(rule.field);
    if (value !== undefined && breaksRule(rule, value)) return rule;
  }
  return null;
}

/** The first rule the bill (a header row) breaks, or null when customs accepts it. */
export function firstBrokenRule(family: BillFamily, row: DbRow): CustomsRule | null {
  return firstRuleBroken(family, (name) => {
    const field = family.headFields.find((candidate) => candidate.name === name);
    return field ? row[field.column] : undefined;
  });
}
