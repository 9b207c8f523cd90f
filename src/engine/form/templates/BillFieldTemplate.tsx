// One field of a bill form: its label (required mark only while editing), the widget, and the
// field's problems under it in red (the same words as the server's). Plain elements in antd's
// look (billForm.css) rather than Form.Item, whose internal state costs a second React commit
// per keystroke. Descriptions in the data schema are notes for maintainers (the sources of the
// lengths), so they are not shown.
import type { FieldTemplateProps } from '@rjsf/utils';

export function BillFieldTemplate({ id, label, displayLabel, required, readonly, rawErrors, children, hidden, schema }: FieldTemplateProps) {
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  if (schema.type === 'object' || schema.type === 'array') return children;
  const problems = rawErrors?.length ? rawErrors.join('；') : undefined;
  return (
    <div className={problems ? 'bill-field bill-field-has-error' : 'bill-field'}>
      {displayLabel && (
        <label htmlFor={id} className={required && !readonly ? 'bill-field-label bill-field-required' : 'bill-field-label'} title={label}>
          {label}
        </label>
      )}
      <div className="bill-field-control">{children}</div>
      {problems && (
        <div className="bill-field-error" role="alert">
          {problems}
        </div>
      )}
    </div>
  );
}
