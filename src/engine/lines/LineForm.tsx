// The form of the selected line (spec §2.5 "a line table with a form"): every line field, the
// same widgets as the header, problems on their fields. A keystroke updates the row in the
// store and the grid refreshes that row; what the row's relations give (总价 = 数量 × 单价) is
// written into the form as well; the row is validated when a field is left.
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { BillDefinition, FieldProblem } from '#core/definition/index.ts';
import { BillForm, errorSchemaOf, type BillFormHandle, type BillFormProps } from '../form/BillForm.tsx';
import { createFormContext } from '../form/formContext.ts';
import { formUiSchema, lineFormSchema, lineFormUi } from '../form/formSchemas.ts';
import { lineValues, ROW_KEY, type LineRow, type LineStore } from './lineStore.ts';

const NONE: readonly FieldProblem[] = [];

export function lineFormTitle(lineNo: number): string {
  return `第${lineNo}行商品`;
}

export function LineForm({ definition, store, editable }: { definition: BillDefinition; store: LineStore; editable: boolean }) {
  const selected = useSyncExternalStore(store.subscribe, store.selected);
  const key = selected?.[ROW_KEY];
  const revision = useSyncExternalStore(store.subscribe, () => (key ? store.revision(key) : 0));
  const problems = useSyncExternalStore(store.subscribe, () => (key ? store.rowErrors(key) : NONE));
  const lineNo = useSyncExternalStore(store.subscribe, () => (key ? store.indexOf(key) + 1 : 0));
  const schema = useMemo(() => lineFormSchema(definition), [definition]);
  const uiSchema = useMemo(() => formUiSchema(schema, lineFormUi(definition)), [schema, definition]);
  const errors = useMemo(() => errorSchemaOf(problems), [problems]);
  const form = useRef<BillFormHandle>(null);
  if (!selected || !key) return null;
  return (
    <section className="bill-line-form" aria-label={lineFormTitle(lineNo)}>
      <div className="bill-line-form-title">{lineFormTitle(lineNo)}</div>
      <RowRevisionForm
        key={`${key}:${revision}`}
        row={selected}
        idPrefix="line"
        schema={schema}
        uiSchema={uiSchema}
        readonly={!editable}
        errors={errors}
        formRef={form}
        onDataChange={(data) => {
          for (const [name, value] of Object.entries(store.formChanged(key, data))) form.current?.setFieldValue(name, value as never);
        }}
        onFieldBlur={() => store.check(key)}
      />
    </section>
  );
}

type RowRevisionFormProps = Omit<BillFormProps, 'initialData' | 'context'> & { row: LineRow };

/**
 * One revision of the selected row (the caller keys it by row and revision): the row's values
 * when it was selected or last changed elsewhere, taken once when it mounts; the form then keeps
 * its own. The store changes rows in place, so the values are copied here, not derived per render.
 */
function RowRevisionForm({ row, ...props }: RowRevisionFormProps) {
  const [initial] = useState(() => lineValues(row));
  const [context] = useState(() => createFormContext(initial));
  return <BillForm {...props} initialData={initial} context={context} />;
}
