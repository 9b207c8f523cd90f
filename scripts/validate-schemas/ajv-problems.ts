// Turns ajv errors into Problems with Chinese messages (ajv-i18n) and a pointer that lands on the
// offending property itself, not only on its parent object.
import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import { childPointer, type Problem } from './problem.ts';

const MAX_LISTED_VALUES = 12;

function describe(error: ErrorObject): { pointer: string; message: string } {
  const message = error.message ?? error.keyword;
  switch (error.keyword) {
    case 'additionalProperties': {
      const property = String((error.params as { additionalProperty: string }).additionalProperty);
      return { pointer: childPointer(error.instancePath, property), message: `不允许有额外的属性 ${property}` };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const listed = allowed.slice(0, MAX_LISTED_VALUES).join('、');
      const more = allowed.length > MAX_LISTED_VALUES ? ` 等 ${allowed.length} 个` : '';
      return { pointer: error.instancePath, message: `${message}：${listed}${more}` };
    }
    default:
      return { pointer: error.instancePath, message };
  }
}

/** Keywords whose error only says that some branch below failed. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'if', 'discriminator']);

function isAtOrBelow(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/** A summary says less than the concrete errors at the same place or under it; keep those. */
function withoutSummaries(errors: readonly ErrorObject[]): ErrorObject[] {
  const concrete = errors.filter((e) => !SUMMARY_KEYWORDS.has(e.keyword));
  return errors.filter((e) => !SUMMARY_KEYWORDS.has(e.keyword) || !concrete.some((o) => isAtOrBelow(o.instancePath, e.instancePath)));
}

export function ajvErrorsToProblems(file: string, errors: readonly ErrorObject[] | null | undefined): Problem[] {
  if (!errors || errors.length === 0) return [];
  const copies = withoutSummaries(errors).map((e) => ({ ...e }));
  localizeZh(copies);
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of copies) {
    const { pointer, message } = describe(error);
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file, pointer, message });
  }
  return problems;
}
