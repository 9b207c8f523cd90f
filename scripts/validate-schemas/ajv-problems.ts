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

export function ajvErrorsToProblems(file: string, errors: readonly ErrorObject[] | null | undefined): Problem[] {
  if (!errors || errors.length === 0) return [];
  // An anyOf/oneOf summary says less than the branch errors at the same place; keep those.
  const copies = errors
    .filter((e) => !(['anyOf', 'oneOf'].includes(e.keyword) && errors.some((o) => o !== e && o.instancePath === e.instancePath)))
    .map((e) => ({ ...e }));
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
