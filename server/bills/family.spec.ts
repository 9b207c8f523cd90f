import Ajv from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFamily } from './family.ts';
import { loadDefinitions } from './load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from './settings.ts';
import { dictionaryValuesOf } from './options/dictionaries.ts';
import { validateBill } from './validation/validate-bill.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a bill family compiles its validators on first use', () => {
  it('building every family compiles nothing (a start and the definitions sync only read them)', () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const families = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
    expect(families.length).toBeGreaterThan(20);
    expect(compile).not.toHaveBeenCalled();
  });

  it('compiles the header and the line once each, when a bill is first checked, and still refuses a bad bill', () => {
    const definition = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).find((one) => one.family === 'export-order')!;
    const family = createFamily(definition);
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const first = validateBill(family, { lines: [{}] }, dictionaryValuesOf([]));
    const second = validateBill(family, { lines: [{}] }, dictionaryValuesOf([]));
    expect(compile).toHaveBeenCalledTimes(2);
    expect(first.ok).toBe(false);
    expect(second).toEqual(first);
    expect(family.validateHeader).toBe(family.validateHeader);
  });
});
