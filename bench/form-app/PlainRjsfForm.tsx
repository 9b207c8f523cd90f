// The peer: the company filing's form as one object — every writable field of its field
// sections (the cards' fields and their check-box groups), the textarea for bizScope — rendered
// by plain @rjsf/core with the @rjsf/antd theme and validator-ajv8, its formData controlled by
// React state, so that each keystroke re-renders the whole form: a form built straight from the
// schema the usual way.
import { useState } from 'react';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '#core/forms/index.ts';

/** The writable fields of the form's field sections, in the sections' order. */
export function plainFormSchema(form: FormDefinition): { schema: RJSFSchema; uiSchema: UiSchema } {
  const names = form.ui.sections.flatMap((section) =>
    section.kind === 'fields' ? [...section.fields.map((cell) => cell.field), ...section.checkGroups.flatMap((group) => group.fields)] : [],
  );
  const writable = names.filter((name) => form.schema.properties[name] && form.schema.properties[name].readOnly !== true);
  const properties = Object.fromEntries(writable.map((name) => [name, form.schema.properties[name]]));
  const uiSchema: UiSchema = { 'ui:order': writable, 'ui:submitButtonOptions': { norender: true } };
  for (const section of form.ui.sections) {
    if (section.kind !== 'fields') continue;
    for (const cell of section.fields) if (cell.widget === 'textarea') uiSchema[cell.field] = { 'ui:widget': 'textarea' };
  }
  const required = (form.schema.required ?? []).filter((name) => writable.includes(name));
  return { schema: { type: 'object', title: form.schema.title, properties: properties as RJSFSchema['properties'], required }, uiSchema };
}

export function PlainRjsfForm({ form, record }: { form: FormDefinition; record: Record<string, unknown> }) {
  const [{ schema, uiSchema }] = useState(() => plainFormSchema(form));
  const [formData, setFormData] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(Object.keys(schema.properties ?? {}).flatMap((name) => (name in record ? [[name, record[name]]] : []))),
  );
  const onChange = (event: IChangeEvent<Record<string, unknown>>) => setFormData(event.formData ?? {});
  return <Form schema={schema} uiSchema={uiSchema} formData={formData} onChange={onChange} validator={validator} noValidate />;
}
