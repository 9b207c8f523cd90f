// What RJSF renders for a bill: the header form (the data schema without its lines, system
// fields shown read-only) and the line form (the schema of one line), each with a uiSchema
// built from the UI file's `form` (form.lines.items for lines) plus the widget the registry
// chooses for every field. A new bill does not show the read-only fields the server fills (state,
// times, receipt text: readOnly in the schema, without a default), since they are empty until
// it is stored (issue 11 point 9).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { linesSchema, LINES_PROPERTY, type BillDefinition, type FieldSchema } from '#core/definition/index.ts';
import { chooseWidget } from './registry.ts';
import { findFieldKind } from '#core/fields/index.ts';
import type { FieldUi } from './testers.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The UI file's form uiSchema for the header (without the lines part). */
export function headerFormUi(definition: BillDefinition): Record<string, unknown> {
  const { [LINES_PROPERTY]: _lines, ...header } = (definition.ui.form ?? {}) as Record<string, unknown>;
  return header;
}

/** The UI file's uiSchema of one line (form.lines.items). */
export function lineFormUi(definition: BillDefinition): Record<string, unknown> {
  const lines = (definition.ui.form as Record<string, unknown> | undefined)?.[LINES_PROPERTY];
  const items = isRecord(lines) ? lines.items : undefined;
  return isRecord(items) ? items : {};
}

export function headerFormSchema(definition: BillDefinition): RJSFSchema {
  const { [LINES_PROPERTY]: _lines, ...properties } = definition.schema.properties;
  return { type: 'object', properties: properties as RJSFSchema['properties'], required: definition.schema.required ?? [] };
}

export function lineFormSchema(definition: BillDefinition): RJSFSchema {
  const items = linesSchema(definition.schema)?.items;
  return { type: 'object', properties: (items?.properties ?? {}) as RJSFSchema['properties'], required: items?.required ?? [] };
}

export interface FormUiOptions {
  /** The form is a new bill's: read-only fields without a value to show are hidden. */
  newBill?: boolean;
}

/** A field a new bill has no value for, because only the server sets it. */
export function serverFilled(field: FieldSchema): boolean {
  return field.readOnly === true && field.default === undefined;
}

/** RJSF uiSchema: the given one, every field with its widget, no submit button. */
export function formUiSchema(schema: RJSFSchema, given: Record<string, unknown>, options: FormUiOptions = {}): UiSchema {
  const ui: UiSchema = { ...given, 'ui:submitButtonOptions': { norender: true } };
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  for (const [name, field] of Object.entries(properties)) {
    const own = isRecord(given[name]) ? (given[name] as FieldUi) : {};
    ui[name] = { ...own, 'ui:widget': own['ui:widget'] ?? chooseWidget(field, own) };
    // A pretty-printed XML document needs the whole width of the form.
    if (findFieldKind({ schema: field }) === 'xml' && own['ui:span'] === undefined) ui[name] = { ...ui[name], 'ui:span': 'full' };
    if (options.newBill && serverFilled(field)) ui[name] = { ...ui[name], 'ui:widget': 'hidden' };
  }
  const order = Array.isArray(given['ui:order']) ? (given['ui:order'] as string[]).filter((name) => name === '*' || name in properties) : [];
  ui['ui:order'] = order.includes('*') ? order : [...order, '*'];
  return ui;
}
