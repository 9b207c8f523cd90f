// The widgets of bill forms come from the field-kind registry (src/engine/fields): the kind
// core/fields decides for a field gives its widget, the same for the header form and the line
// form; the grid's cell editors follow the same kinds.
import type { FieldSchema } from '#core/definition/index.ts';
import { findFieldKind } from '#core/fields/index.ts';
import { CLIENT_FIELD_KINDS } from '../fields/registry.ts';
import type { FieldUi } from './testers.ts';

export { billWidgets } from '../fields/registry.ts';

/** The name of the widget of a field's kind, or undefined when no kind holds it (an object). */
export function chooseWidget(field: FieldSchema, ui: FieldUi = {}): string | undefined {
  const kind = findFieldKind({ schema: field, ui });
  return kind ? CLIENT_FIELD_KINDS[kind].widget.name : undefined;
}
