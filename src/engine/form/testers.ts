// What the form reads of a field's uiSchema. Which widget a field gets is its kind's
// (core/fields decides the kind, src/engine/fields/registry.ts gives each kind its widget).
export { uiOptionsOf } from '#core/fields/index.ts';

/** The uiSchema of one field (ui:widget, ui:options, ui:span…). */
export type FieldUi = Record<string, unknown>;
