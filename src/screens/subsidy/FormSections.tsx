// The apply form's sections in order (docs/forms.md): a field card for each fields section, held
// by useFieldSections, and the page's own card for each records section (bound companies,
// imported waybills). The apply page edits them; the detail page shows them read-only.
import { Fragment, type ReactNode } from 'react';
import type { FieldProblem } from '#core/definition/index.ts';
import type { FormDefinition, RecordsSection } from '#core/forms/index.ts';
import { FieldsCard } from '../../engine/formPage/FieldsCard.tsx';
import type { FieldSections } from './useFieldSections.ts';

export interface FormSectionsProps {
  form: FormDefinition;
  fields: FieldSections;
  /** Read-only: no problems, no changes. */
  readonly?: boolean;
  problems?: readonly FieldProblem[];
  onFieldBlur?(field: string, value: unknown): void;
  recordsCard(section: RecordsSection, index: number): ReactNode;
}

const NONE: FieldProblem[] = [];
const NO_TICKS: Readonly<Record<string, boolean>> = {};
const ignore = () => {};

export function FormSections({ form, fields, readonly = false, problems = NONE, onFieldBlur = ignore, recordsCard }: FormSectionsProps) {
  return (
    <>
      {form.ui.sections.map((section, index) =>
        section.kind === 'fields' ? (
          <FieldsCard
            key={index}
            form={form}
            section={section}
            index={index}
            initialData={fields.start}
            context={fields.context}
            readonly={readonly}
            problems={readonly ? NONE : problems}
            ticks={NO_TICKS}
            formRef={fields.refOf(index)}
            onTick={ignore}
            onFieldBlur={readonly ? ignore : onFieldBlur}
            onDataChange={readonly ? ignore : (data) => fields.onDataChange(index, data)}
          />
        ) : (
          <Fragment key={index}>{recordsCard(section, index)}</Fragment>
        ),
      )}
    </>
  );
}
