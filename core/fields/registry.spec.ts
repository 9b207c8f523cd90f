import { describe, expect, it } from 'vitest';
import { headerFields, lineFields } from '../definition/index.ts';
import { exportDeclarationDefinition } from '../testing/declaration-definition.ts';
import { exportOrderDefinition } from '../testing/bill-definitions.ts';
import { FIELD_KIND_NAMES, FIELD_KINDS, fieldKindOf, findFieldKind, isNumericField } from './registry.ts';

describe('the field kinds (data side)', () => {
  it('are each registered once, text last (it claims any text)', () => {
    expect(new Set(FIELD_KIND_NAMES).size).toBe(FIELD_KINDS.length);
    expect(FIELD_KIND_NAMES.at(-1)).toBe('text');
  });

  it('decide a kind from the schema, the name and the uiSchema, in the order the widgets were ranked', () => {
    expect(fieldKindOf({ schema: { type: 'string', maxLength: 10 }, name: 'state', system: true })).toBe('state');
    expect(fieldKindOf({ schema: { type: 'string', 'x-dictionary': 'CURR' } }, { 'ui:options': { flags: ['a'] } })).toBe('flags');
    expect(fieldKindOf({ schema: { type: 'string', 'x-dictionary': 'CURR' } })).toBe('dictionary');
    expect(fieldKindOf({ schema: { type: 'string', format: 'date' } })).toBe('date');
    expect(fieldKindOf({ schema: { type: 'string', format: 'date-time' } })).toBe('dateTime');
    expect(fieldKindOf({ schema: { type: 'integer' } })).toBe('integer');
    expect(fieldKindOf({ schema: { type: 'number' } })).toBe('decimal');
    expect(fieldKindOf({ schema: { type: 'string', maxLength: 4000, contentMediaType: 'application/xml' } })).toBe('xml');
    expect(fieldKindOf({ schema: { type: 'string', maxLength: 400 } })).toBe('textarea');
    expect(fieldKindOf({ schema: { type: 'string', maxLength: 399 } })).toBe('text');
    expect(findFieldKind({ schema: { type: 'object' } })).toBeUndefined();
  });

  it('keep the kind of each field object, and decide again when a uiSchema is given', () => {
    const field = { schema: { type: 'string' as const, 'x-dictionary': 'CURR' } };
    expect(fieldKindOf(field)).toBe('dictionary');
    expect(fieldKindOf(field, { 'ui:options': { flags: ['a'] } })).toBe('flags');
    expect(fieldKindOf(field)).toBe('dictionary');
    expect(isNumericField({ schema: { type: 'integer' } })).toBe(true);
    expect(isNumericField(field)).toBe(false);
  });

  it('give each operator the search control it always had', () => {
    const controls = (name: (typeof FIELD_KIND_NAMES)[number], dictionary?: string) =>
      (['eq', 'like', 'in', 'lte', 'gte', 'btw'] as const).map((op) => FIELD_KINDS.find((kind) => kind.name === name)!.searchControl(op, dictionary));
    expect(controls('text')).toEqual(['text', 'text', 'tags', 'number', 'number', 'numberRange']);
    expect(controls('dictionary', 'CURR')).toEqual(['select', 'text', 'multiSelect', 'number', 'number', 'numberRange']);
    expect(controls('decimal')).toEqual(['number', 'text', 'tags', 'number', 'number', 'numberRange']);
    expect(controls('dateTime')).toEqual(['date', 'text', 'tags', 'date', 'date', 'dateRange']);
  });

  it('hold every field of the sample families', () => {
    for (const definition of [exportDeclarationDefinition(), exportOrderDefinition()]) {
      for (const field of [...headerFields(definition.schema), ...lineFields(definition.schema)]) {
        expect(findFieldKind(field), `${definition.family}.${field.name}`).toBeDefined();
      }
    }
  });
});
