// The project's real form definitions, built as the server builds them, for specs, stories and
// the form benchmark: what designers and tests see is what analysts wrote.
import enterpriseSchema from '../../schemas/forms/enterprise.schema.json';
import enterpriseUi from '../../schemas/forms/enterprise.ui.json';
import workorderSchema from '../../schemas/forms/workorder.schema.json';
import workorderUi from '../../schemas/forms/workorder.ui.json';
import feedbackSchema from '../../schemas/forms/feedback.schema.json';
import feedbackUi from '../../schemas/forms/feedback.ui.json';
import { buildForm } from '../forms/build.ts';
import type { FormDefinition } from '../forms/types.ts';

const files = { 'enterprise.schema.json': enterpriseSchema, 'enterprise.ui.json': enterpriseUi };

export function enterpriseForm(): FormDefinition {
  return buildForm('enterprise', files);
}

/** The work ticket: a new-record form (record new) with screenshots sent with the form. */
export function workorderForm(): FormDefinition {
  return buildForm('workorder', { 'workorder.schema.json': workorderSchema, 'workorder.ui.json': workorderUi });
}

/** The feedback: a new-record form that clears after its submit. */
export function feedbackForm(): FormDefinition {
  return buildForm('feedback', { 'feedback.schema.json': feedbackSchema, 'feedback.ui.json': feedbackUi });
}
