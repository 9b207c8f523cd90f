// The baseline: the same data schema rendered by plain @rjsf/core (its own theme and widgets,
// validator-ajv8) with the lines as a standard RJSF array field, as a form built straight from
// the schema would be. Uncontrolled, so RJSF's own state handling is what is measured.
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { BillDefinition } from '#core/definition/index.ts';

export function PlainRjsfPage({ definition, bill }: { definition: BillDefinition; bill: Record<string, unknown> }) {
  const { $schema: _meta, $id: _id, ...schema } = definition.schema;
  return <Form schema={schema as RJSFSchema} initialFormData={bill} validator={validator} noValidate />;
}
