// A bill form: RJSF 6 with the antd theme, the engine's widget registry and templates, and the
// bill validator. The form keeps its own data (initialFormData, uncontrolled), so a keystroke
// re-renders the form and the one field typed in, never the page around it; callers read the
// data through the ref (`formData(ref)`) when they save. Problems are given from outside
// (`errors`, from validateHeader or the server), shown on their fields.
import { memo, type Ref } from 'react';
import type Form from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import { Theme as antdTheme } from '@rjsf/antd';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldProblem } from '#core/definition/index.ts';
import { billFormValidator } from './formValidator.ts';
import { BillNumberField } from './fields/BillNumberField.tsx';
import { BillObjectField } from './fields/BillObjectField.tsx';
import type { BillFormContext } from './formContext.ts';
import { billWidgets } from './registry.ts';
import { BillFieldTemplate } from './templates/BillFieldTemplate.tsx';
import { GroupedObjectTemplate } from './templates/GroupedObjectTemplate.tsx';
import './billForm.css';

const ThemedForm = withTheme(antdTheme);
const templates = { FieldTemplate: BillFieldTemplate, ObjectFieldTemplate: GroupedObjectTemplate };
const fields = { ObjectField: BillObjectField, NumberField: BillNumberField };
const ID_PREFIX = 'root';

export type BillFormHandle = Form<Record<string, unknown>, RJSFSchema, BillFormContext>;

export interface BillFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initialData: Readonly<Record<string, unknown>>;
  /** View mode: every field shows its value as text. */
  readonly: boolean;
  errors?: ErrorSchema;
  context: BillFormContext;
  formRef?: Ref<BillFormHandle>;
  /** A field lost focus (its property name and value). */
  onFieldBlur?(name: string, value: unknown): void;
  /** The data changed (keystroke); `name` is the property typed in. */
  onDataChange?(data: Record<string, unknown>, name: string | undefined): void;
  /** Prefix of the field ids (two forms on a page need different ones). */
  idPrefix?: string;
}

/** The property name of a widget id (`root_copNo` → `copNo`). */
export function fieldOfId(id: string | undefined, prefix = ID_PREFIX): string | undefined {
  return id?.startsWith(`${prefix}_`) ? id.slice(prefix.length + 1) : undefined;
}

/** The current data of a form, as the user left it (with what is still being typed). */
export function formData(form: BillFormHandle | null): Record<string, unknown> {
  const data = { ...((form?.state.formData as Record<string, unknown> | undefined) ?? {}) };
  for (const [name, value] of form?.props.formContext?.drafts ?? []) {
    if (value === undefined) delete data[name];
    else data[name] = value;
  }
  return data;
}

/** Problems on their fields, in RJSF's error schema (only fields of this form). */
export function errorSchemaOf(problems: readonly FieldProblem[], fields?: ReadonlySet<string>): ErrorSchema | undefined {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const problem of problems) {
    if (fields && !fields.has(problem.field)) continue;
    (schema[problem.field] ??= { __errors: [] }).__errors.push(problem.text);
  }
  return Object.keys(schema).length > 0 ? (schema as ErrorSchema) : undefined;
}

export const BillForm = memo(function BillForm(props: BillFormProps) {
  const { schema, uiSchema, initialData, readonly, errors, context, formRef, onFieldBlur, onDataChange, idPrefix = ID_PREFIX } = props;
  return (
    <ThemedForm
      ref={formRef}
      schema={schema}
      uiSchema={uiSchema}
      initialFormData={initialData}
      validator={billFormValidator}
      readonly={readonly}
      noValidate
      showErrorList={false}
      extraErrors={errors}
      formContext={context}
      templates={templates}
      fields={fields}
      widgets={billWidgets}
      idPrefix={idPrefix}
      onBlur={(id, value) => {
        const name = fieldOfId(id, idPrefix);
        if (name) onFieldBlur?.(name, value);
      }}
      onChange={
        onDataChange ? (event: IChangeEvent<Record<string, unknown>>, id?: string) => onDataChange(event.formData ?? {}, fieldOfId(id, idPrefix)) : undefined
      }
    />
  );
});
