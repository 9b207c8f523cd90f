// The columns of a form's read-only records table (docs/forms.md): with `list`, the columns and
// titles of that list's definition (the imported waybills show /rewardApplication/bills' columns,
// so the form does not repeat them); otherwise the section's `columns` titled by the record's fields.
import { useEffect, useMemo, useState } from 'react';
import type { BillDefinition } from '#core/definition/index.ts';
import type { FormDefinition, RecordsSection } from '#core/forms/index.ts';
import { recordColumns, recordItemFields } from '#core/subsidy/feature.ts';
import { loadBillDefinition } from '../../engine/list/billDefinitionSource.ts';

export interface RecordsColumn {
  field: string;
  title: string;
  width?: number;
}

export function listColumnsOf(definition: BillDefinition): RecordsColumn[] {
  return definition.ui.list.columns
    .filter((column) => !column.hide)
    .map((column) => ({
      field: column.field,
      title: String(definition.schema.properties[column.field]?.title ?? column.field),
      ...(column.width !== undefined ? { width: column.width } : {}),
    }));
}

/** The columns, or null while the list's definition loads (none when it could not be read: the HTTP layer said why). */
export function useRecordsColumns(form: FormDefinition, field: string): RecordsColumn[] | null {
  const section = form.ui.sections.find((candidate): candidate is RecordsSection => candidate.kind !== 'fields' && candidate.field === field);
  const route = section?.list;
  const [loaded, setLoaded] = useState<{ route: string; columns: RecordsColumn[] } | null>(null);
  useEffect(() => {
    if (!route) return;
    let live = true;
    loadBillDefinition(route).then(
      (lookup) => live && setLoaded({ route, columns: lookup.status === 'ready' ? listColumnsOf(lookup.definition) : [] }),
      () => live && setLoaded({ route, columns: [] }),
    );
    return () => {
      live = false;
    };
  }, [route]);
  const written = useMemo(() => {
    if (route) return null;
    const fields = recordItemFields(form, field);
    return recordColumns(form, field).map((name) => ({ field: name, title: String(fields[name]?.title ?? name) }));
  }, [form, field, route]);
  if (!route) return written;
  return loaded?.route === route ? loaded.columns : null;
}
