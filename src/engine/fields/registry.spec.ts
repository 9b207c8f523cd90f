// Every field kind of core/fields has every client part: a widget RJSF knows, a list value, a
// line editor and width, a read-only record view. A kind that lost a part fails here.
import { describe, expect, it } from 'vitest';
import { FIELD_KIND_NAMES } from '#core/fields/index.ts';
import { billWidgets, CLIENT_FIELD_KINDS } from './registry.ts';

describe('the client field kinds', () => {
  it('register every kind of core/fields, each with every part', () => {
    expect(Object.keys(CLIENT_FIELD_KINDS).sort()).toEqual([...FIELD_KIND_NAMES].sort());
    for (const name of FIELD_KIND_NAMES) {
      const kind = CLIENT_FIELD_KINDS[name];
      expect(kind.name).toBe(name);
      expect(billWidgets[kind.widget.name], `${name} widget`).toBe(kind.widget.component);
      expect(typeof kind.listValue).toBe('function');
      expect(typeof kind.lineEditor).toBe('function');
      expect(
        kind.lineEditor({ name: 'x', column: 'x', title: 'x', type: 'string', readOnly: false, required: false, system: false, schema: {} }).cellEditor,
      ).toBeTruthy();
      expect(kind.lineWidth).toBeGreaterThan(0);
      expect(kind.Record).toBeTypeOf('function');
    }
  });
});
