// The project's real form definitions, built as the server builds them, for specs, stories and
// the form benchmark: what designers and tests see is what analysts wrote.
import enterpriseSchema from '../../schemas/forms/enterprise.schema.json';
import enterpriseUi from '../../schemas/forms/enterprise.ui.json';
import { buildForm } from '../forms/build.ts';
import type { FormDefinition } from '../forms/types.ts';

const files = { 'enterprise.schema.json': enterpriseSchema, 'enterprise.ui.json': enterpriseUi };

export function enterpriseForm(): FormDefinition {
  return buildForm('enterprise', files);
}
