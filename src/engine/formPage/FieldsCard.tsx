// A card of a form's fields (docs/forms.md): its title (with the record's state beside it when
// the section asks), its fields laid out in columns by the bill form (RJSF, the engine's widgets,
// view and edit modes, problems on their fields), and its check-box groups, each with its
// "tick at least one" problem under it.
import { memo, useMemo, type Ref } from 'react';
import { Card, Checkbox, Tag } from 'antd';
import type { RJSFSchema } from '@rjsf/utils';
import type { FieldProblem } from '#core/definition/index.ts';
import type { FieldsSection, FormDefinition } from '#core/forms/index.ts';
import { BillForm, errorSchemaOf, type BillFormHandle } from '../form/BillForm.tsx';
import type { BillFormContext } from '../form/formContext.ts';
import { formUiSchema } from '../form/formSchemas.ts';
import { CLIENT_FIELD_KINDS } from '../fields/registry.ts';
import './formPage.css';

export interface FieldsCardProps {
  form: FormDefinition;
  section: FieldsSection;
  index: number;
  initialData: Readonly<Record<string, unknown>>;
  context: BillFormContext;
  readonly: boolean;
  problems: readonly FieldProblem[];
  stateName?: string;
  ticks: Readonly<Record<string, boolean>>;
  formRef: Ref<BillFormHandle>;
  onTick(name: string, checked: boolean): void;
  onFieldBlur(name: string, value: unknown): void;
  onDataChange(data: Record<string, unknown>, name: string | undefined): void;
}

export function sectionSchema(form: FormDefinition, section: FieldsSection): RJSFSchema {
  const names = section.fields.map((cell) => cell.field);
  const properties = Object.fromEntries(names.map((name) => [name, form.schema.properties[name]]));
  return { type: 'object', properties: properties as RJSFSchema['properties'], required: (form.schema.required ?? []).filter((name) => names.includes(name)) };
}

export function sectionUi(section: FieldsSection): Record<string, unknown> {
  const ui: Record<string, unknown> = { 'ui:order': section.fields.map((cell) => cell.field), 'ui:columns': section.columns };
  for (const cell of section.fields) {
    const own: Record<string, unknown> = {};
    if (cell.span !== undefined) own['ui:span'] = cell.span;
    if (cell.widget === 'textarea') own['ui:widget'] = CLIENT_FIELD_KINDS.textarea.widget.name;
    if (cell.rows !== undefined) own['ui:options'] = { rows: cell.rows };
    if (Object.keys(own).length > 0) ui[cell.field] = own;
  }
  return ui;
}

export const FieldsCard = memo(function FieldsCard(props: FieldsCardProps) {
  const { form, section, index, initialData, context, readonly, problems, stateName, ticks, formRef, onTick, onFieldBlur, onDataChange } = props;
  const schema = useMemo(() => sectionSchema(form, section), [form, section]);
  const uiSchema = useMemo(() => formUiSchema(schema, sectionUi(section)), [schema, section]);
  const names = useMemo(() => new Set(section.fields.map((cell) => cell.field)), [section]);
  const errors = useMemo(() => errorSchemaOf(problems, names), [problems, names]);
  const title = (
    <span>
      {section.title}
      {section.stateTag && stateName && (
        <Tag color="blue" style={{ marginInlineStart: 8 }} data-testid="form-state">
          {stateName}
        </Tag>
      )}
    </span>
  );
  return (
    <Card size="small" title={title} className="form-page-card">
      {section.fields.length > 0 && (
        <BillForm
          schema={schema}
          uiSchema={uiSchema}
          initialData={initialData}
          readonly={readonly}
          errors={errors}
          context={context}
          formRef={formRef}
          idPrefix={`s${index}`}
          onFieldBlur={onFieldBlur}
          onDataChange={onDataChange}
        />
      )}
      {section.checkGroups.map((group) => {
        const problem = problems.find((one) => group.fields.includes(one.field) && !names.has(one.field));
        // A group one of whose boxes must be ticked (x-atLeastOne) is marked like a required field.
        const required = (form.schema['x-atLeastOne'] ?? []).some((rule) => rule.fields.every((field) => group.fields.includes(field)));
        return (
          <div key={group.label} className="form-page-check-group" role="group" aria-label={group.label}>
            <span className="form-page-check-label">
              {required && !readonly && <span className="form-page-required">*</span>}
              {group.label}：
            </span>
            <span>
              {group.fields.map((name) => (
                <Checkbox key={name} checked={ticks[name] === true} disabled={readonly} onChange={(event) => onTick(name, event.target.checked)}>
                  {form.schema.properties[name]?.title ?? name}
                </Checkbox>
              ))}
              {problem && (
                <div className="form-page-check-error" role="alert">
                  {problem.text}
                </div>
              )}
            </span>
          </div>
        );
      })}
    </Card>
  );
});
