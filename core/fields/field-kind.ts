// The data side of a field kind: how a field is recognised as one, and what every side derives
// from the kind alone (alignment, the search control of each operator, the demo value it invents). The client and the
// server add their own parts in their registries (src/engine/fields, server/fields), keyed on
// the same names (FieldKindName, derived from core/fields/registry.ts: a client or server registry
// missing a kind does not compile), so a kind is decided once (fieldKindOf) and looked up everywhere.
import type { FieldInfo } from '../definition/fields.ts';
import type { FieldSchema, TermType } from '../definition/types.ts';
import type { BillContext } from '../seed/bill-context.ts';

/** The input of a search condition (src/engine/list/FilterControl.tsx renders each). */
export type FilterControl = 'text' | 'select' | 'multiSelect' | 'tags' | 'number' | 'numberRange' | 'date' | 'dateRange';

/** What a kind is recognised from: the field's schema, its name, and its uiSchema when known. */
export interface KindProbe {
  schema: FieldSchema;
  name?: string;
  system?: boolean;
  /** The field's uiSchema (ui:options…); only the form knows it. */
  ui?: Record<string, unknown>;
}

export interface FieldKindData<N extends string = string> {
  /** The kind's name, the key of its client and server parts. */
  name: N;
  /** Kinds are tried in registry order; the first that matches is the field's kind. */
  matches(field: KindProbe): boolean;
  /** Numbers on the wire and in the database; grids align them right. */
  numeric: boolean;
  /** The search control of a filter with `op` (`dictionary`: the filter's, else the field's). */
  searchControl(op: TermType, dictionary: string | undefined): FilterControl;
  /**
   * A plausible value for demo data (after the field's enum, which any kind may have): the
   * server's seed and the definition playground's sample rows both ask it (core/seed).
   */
  fakeValue(field: FieldInfo, context: BillContext): unknown;
}

export const isText = (schema: FieldSchema) => schema.type === undefined || schema.type === 'string';

export function uiOptionsOf(ui: Record<string, unknown> | undefined): Record<string, unknown> {
  const options = ui?.['ui:options'];
  return options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
}
