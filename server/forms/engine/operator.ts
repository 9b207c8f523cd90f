// The operator's hand on an engine form's reviewer (npm run review-form, scripts/review-form.ts):
// approve or return a company's record under review with an opinion, instead of waiting for the
// reviewer's rules. Reads the forms of the configured folder (PORTAL_FORM_SCHEMAS_DIR) as the
// portal does; the move is the reviewer's own (conditional on the record still being under review).
import { isEngineForm } from '#core/forms/index.ts';
import type { UntypedDb } from '../../db/untyped.ts';
import { loadForms } from '../load-forms.ts';
import { engineForm } from './engine-form.ts';
import { FormReviewers, ReviewError, type Decision } from './form-reviewer.ts';
import { stateNames } from './state-names.ts';

export const OPERATOR_NAME = '操作员';

export interface HandDecision {
  form: string;
  companyCode: string;
  decision: Decision;
  by?: string;
}

/** Decides by hand; answers the new state's name. Throws ReviewError naming what is wrong. */
export async function decideByHand(db: UntypedDb, formDir: string, given: HandDecision): Promise<string> {
  const loaded = loadForms(formDir).find((form) => form.definition.id === given.form);
  if (!loaded || !isEngineForm(loaded.definition.ui)) throw new ReviewError(`没有由表单引擎提供的表单 ${given.form}`);
  const form = engineForm(loaded);
  const state = await new FormReviewers(db, [form], 0).decideByHand(form, given.companyCode, given.decision, given.by || OPERATOR_NAME);
  return (await stateNames(db, form.stateType)).get(state) ?? state;
}
