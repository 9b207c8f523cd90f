// Every field kind has every server part, and every field of every real family (header and
// lines, with its form uiSchema) is held by a kind: a kind that lost a part, or a family with a
// field no kind claims, fails here rather than in a table, an import or the seed.
import { describe, expect, it } from 'vitest';
import { headerFields, lineFields, LINES_PROPERTY } from '#core/definition/index.ts';
import { FIELD_KIND_NAMES, findFieldKind } from '#core/fields/index.ts';
import { enterpriseForm } from '#core/testing/form-definitions.ts';
import { loadDefinitions } from '../bills/load-definitions.ts';
import { SERVER_FIELD_KINDS } from './registry.ts';

const PARTS = ['columnType', 'readCell', 'exportValue'] as const;

describe('the server field kinds', () => {
  it('register every kind of core/fields, each with every part', () => {
    expect(Object.keys(SERVER_FIELD_KINDS).sort()).toEqual([...FIELD_KIND_NAMES].sort());
    for (const name of FIELD_KIND_NAMES) {
      const kind = SERVER_FIELD_KINDS[name];
      expect(kind.name).toBe(name);
      for (const part of PARTS) expect(typeof kind[part], `${name}.${part}`).toBe('function');
    }
  });

  it('hold every field of every family in schemas/bills and every form in schemas/forms', () => {
    const families = loadDefinitions('schemas/bills');
    expect(families.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    for (const definition of families) {
      const form = (definition.ui.form ?? {}) as Record<string, Record<string, unknown> | undefined>;
      const lineForm = (form[LINES_PROPERTY]?.items ?? {}) as Record<string, Record<string, unknown> | undefined>;
      const fields = [
        ...headerFields(definition.schema).map((field) => ({ ...field, ui: form[field.name] })),
        ...lineFields(definition.schema).map((field) => ({ ...field, ui: lineForm[field.name] })),
      ];
      for (const field of fields) {
        const kind = findFieldKind(field);
        expect(kind, `${definition.family}.${field.name}`).toBeDefined();
        seen.add(kind!);
      }
    }
    for (const [name, schema] of Object.entries(enterpriseForm().schema.properties)) {
      if (schema.type === 'array') continue; // records shown as tables, not fields
      const kind = findFieldKind({ schema, name });
      expect(kind, `enterprise.${name}`).toBeDefined();
      seen.add(kind!);
    }
    // The real families and forms use every kind: a kind nobody uses is dead code.
    expect([...seen].sort()).toEqual([...FIELD_KIND_NAMES].sort());
  });
});
