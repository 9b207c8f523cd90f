// The browser checks bills without generating code (schema-check.ts: the CSP has no
// 'unsafe-eval'), the server with ajv. For every family's schema and generated bodies, both must
// name the same problems in the same order, so a user reads the same words wherever a problem is
// caught (docs/security.md).
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBillVocabulary, describeFieldErrors, schemaCheck, uncheckedKeywords, writableSchema, type FieldInfo } from '#core/definition/index.ts';
import { createFamily, type BillFamily } from '../../../server/bills/family.ts';
import { loadDefinitions } from '../../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../../server/bills/settings.ts';

const families = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
// The server's vocabulary, without filling defaults (the form starts from them already).
const ajv = addBillVocabulary(addFormats(new Ajv({ allErrors: true, verbose: true, strict: false })));

function valueOf(field: FieldInfo): fc.Arbitrary<unknown> {
  if (field.type === 'number' || field.type === 'integer') {
    return fc.oneof(
      fc.integer({ min: -5, max: 999 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -8, max: 30 })).map(([digit, exponent]) => Number(`${digit}e${exponent}`)),
      fc.constantFrom('12', 'x', true, null),
    );
  }
  const limit = field.maxLength ?? 20;
  return fc.oneof(
    fc.string({ maxLength: Math.min(limit, 30) }),
    fc.string({ minLength: limit + 1, maxLength: limit + 3 }),
    fc.constantFrom('2024-02-29', '2023-02-29', '2024-06-15 23:59:59', '2024-06-15T23:59:59', '13912345678', '12345', '𠮷'.repeat(Math.max(1, limit)), ''),
    fc.constantFrom(7, false, null),
  );
}

function bodyOf(fields: readonly FieldInfo[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field)])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function problems(errors: Parameters<typeof describeFieldErrors>[0] | null | undefined, family: BillFamily) {
  return describeFieldErrors(errors ?? [], family.definition.schema).map((problem) => `${problem.path}: ${problem.message}`);
}

describe("the browser's schema check", () => {
  it('knows every keyword the definitions use', () => {
    for (const family of families) expect([family.id, uncheckedKeywords(writableSchema(family.definition.schema))]).toEqual([family.id, []]);
  });

  for (const family of families) {
    it(`names the problems ajv names, in its order: ${family.id}`, () => {
      const schema = writableSchema(family.definition.schema);
      const serverCheck = ajv.compile(schema);
      const browserCheck = schemaCheck(schema);
      const writableHead = family.headFields.filter((field) => !field.readOnly);
      const writableLines = family.lineFields.filter((field) => !field.readOnly);
      const lines = family.lineTable ? fc.array(bodyOf(writableLines), { maxLength: 3 }) : fc.constant(undefined);
      fc.assert(
        fc.property(bodyOf(writableHead), lines, (head, lineBodies) => {
          const body = lineBodies === undefined ? head : { ...head, lines: lineBodies };
          const serverOk = serverCheck(structuredClone(body));
          const browserOk = browserCheck(structuredClone(body));
          expect(browserOk).toBe(serverOk);
          expect(problems(browserCheck.errors, family)).toEqual(problems(serverCheck.errors, family));
        }),
        { numRuns: 150 },
      );
    });
  }
});
