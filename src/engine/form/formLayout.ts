// The layout of a bill form from its uiSchema (docs/detail-page.md): fields in ui:order, a new
// group (with its title) wherever a field carries ui:group, ui:columns fields a row on wide
// screens (2 to 4; fewer on narrow ones, see billForm.css), and ui:span for wide fields.
import type { FieldUi } from './testers.ts';

export interface LayoutCell {
  name: string;
  span: 1 | 2 | 3 | 'full';
}

export interface LayoutGroup {
  title?: string;
  cells: LayoutCell[];
}

export type Columns = 2 | 3 | 4;

export const DEFAULT_COLUMNS: Columns = 3;

export function columnsOf(ui: Record<string, unknown> | undefined): Columns {
  const columns = ui?.['ui:columns'];
  return columns === 2 || columns === 3 || columns === 4 ? columns : DEFAULT_COLUMNS;
}

export function spanOf(ui: FieldUi | undefined): LayoutCell['span'] {
  const span = ui?.['ui:span'];
  if (span === 'full') return 'full';
  return span === 2 || span === 3 ? span : 1;
}

/** Groups the (already ordered) field names; fields before the first titled one form an untitled group. */
export function layoutGroups(names: readonly string[], uiOf: (name: string) => FieldUi | undefined): LayoutGroup[] {
  const groups: LayoutGroup[] = [];
  for (const name of names) {
    const ui = uiOf(name);
    const title = typeof ui?.['ui:group'] === 'string' ? (ui['ui:group'] as string) : undefined;
    if (title !== undefined || groups.length === 0) groups.push({ title, cells: [] });
    groups[groups.length - 1].cells.push({ name, span: spanOf(ui) });
  }
  return groups;
}
