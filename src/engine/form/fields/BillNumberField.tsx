// Numbers of a bill form go straight to their widget (NumberWidget), which reads and writes
// numbers itself. RJSF's NumberField keeps typed text such as "1." for its plain text input and
// builds a locale number format (Intl.NumberFormat) on every render to find the decimal
// separator: some 2 ms for the ~20 numbers of the declaration, on each render of the form.
import type { FieldProps } from '@rjsf/utils';

export function BillNumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}
