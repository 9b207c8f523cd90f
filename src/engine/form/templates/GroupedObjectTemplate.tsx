// The object of a bill form laid out in titled groups on a responsive grid (formLayout.ts).
// The layout wrappers are plain elements: when a keystroke re-renders this template, the
// fields themselves (memoised by RJSF) do not re-render.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { columnsOf, layoutGroups } from '../formLayout.ts';
import type { FieldUi } from '../testers.ts';

export function GroupedObjectTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const ui = (uiSchema ?? {}) as Record<string, unknown>;
  const columns = columnsOf(ui);
  const byName = new Map(properties.map((property) => [property.name, property]));
  const shown = properties.filter((property) => !property.hidden).map((property) => property.name);
  const groups = layoutGroups(shown, (name) => ui[name] as FieldUi | undefined);
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
