// The apply form's field cards, as the generic form page keeps them (docs/forms.md): one store of
// values for the cards, each card's RJSF form by section index, and the data they hold now.
import { useCallback, useMemo, useState } from 'react';
import type { FieldsSection, FormDefinition } from '#core/forms/index.ts';
import { formData, type BillFormHandle } from '../../engine/form/BillForm.tsx';
import { createFormContext } from '../../engine/form/formContext.ts';
import { FieldValues } from '../../engine/form/fieldValues.ts';

export interface FieldSections {
  start: Readonly<Record<string, unknown>>;
  context: ReturnType<typeof createFormContext> & { values: FieldValues };
  refOf(index: number): (handle: BillFormHandle | null) => void;
  onDataChange(index: number, data: Record<string, unknown>): void;
  /** Every field card's values now. */
  current(): Record<string, unknown>;
}

export function fieldSectionsOf(form: FormDefinition): Array<[FieldsSection, number]> {
  return form.ui.sections.flatMap((section, index) => (section.kind === 'fields' ? [[section, index] as [FieldsSection, number]] : []));
}

export function useFieldSections(form: FormDefinition, start: Readonly<Record<string, unknown>>): FieldSections {
  const [session] = useState(() => {
    const values = new FieldValues(start);
    return { values, context: { ...createFormContext(start), values }, forms: new Map<number, BillFormHandle>() };
  });
  const sections = useMemo(() => fieldSectionsOf(form), [form]);
  const current = useCallback(() => {
    const data: Record<string, unknown> = {};
    for (const [section, index] of sections) {
      const held = formData(session.forms.get(index) ?? null);
      for (const cell of section.fields) data[cell.field] = held[cell.field];
    }
    return data;
  }, [sections, session]);
  const refOf = useCallback(
    (index: number) => (handle: BillFormHandle | null) => {
      if (handle) session.forms.set(index, handle);
      else session.forms.delete(index);
    },
    [session],
  );
  const onDataChange = useCallback(
    (index: number, data: Record<string, unknown>) => {
      const section = form.ui.sections[index] as FieldsSection;
      const merged: Record<string, unknown> = {};
      for (const [other] of sections) for (const cell of other.fields) merged[cell.field] = session.values.get(cell.field);
      for (const cell of section.fields) merged[cell.field] = data[cell.field];
      session.values.update(merged);
    },
    [form, sections, session],
  );
  return { start, context: session.context, refOf, onDataChange, current };
}
