// The object of a bill form laid out in titled groups on a responsive grid (formLayout.ts).
// The layout wrappers are plain elements: when a keystroke re-renders this template, the
// fields themselves (memoised by RJSF) do not re-render. A hidden field keeps its place in the
// grouping (a group it opens keeps its title for the fields after it); a group with no field
// left to show is not shown.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { columnsOf, layoutGroups } from '../formLayout.ts';
import type { FieldUi } from '../testers.ts';

export function GroupedObjectTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const ui = (uiSchema ?? {}) as Record<string, unknown>;
  const columns = columnsOf(ui);
  const byName = new Map(properties.map((property) => [property.name, property]));
  const groups = layoutGroups(
    properties.map((property) => property.name),
    (name) => ui[name] as FieldUi | undefined,
  )
    .map((group) => ({ ...group, cells: group.cells.filter((cell) => !byName.get(cell.name)?.hidden) }))
    .filter((group) => group.cells.length > 0);
  return (
    <div className="bill-form">
      {properties.filter((property) => property.hidden).map((property) => property.content)}
      {groups.map((group, index) => (
        <section key={group.title ?? `group-${index}`} className="bill-form-group" aria-label={group.title}>
          {group.title && <h4 className="bill-form-group-title">{group.title}</h4>}
          <div className={`bill-form-grid cols-${columns}`}>
            {group.cells.map((cell) => (
              <div key={cell.name} className={`bill-form-cell span-${cell.span}`}>
                {byName.get(cell.name)?.content}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
