// The authorisation lists' real definitions (schemas/bills, served by the authorisation feature),
// resolved as the server resolves them, for specs and stories.
import shared from '../../schemas/bills/_shared.schema.json';
import applySchema from '../../schemas/bills/other-authApply.schema.json';
import applyUi from '../../schemas/bills/other-authApply.ui.json';
import confirmUi from '../../schemas/bills/other-authConfirm.ui.json';
import { buildDefinition, type BillDefinition } from '../definition/index.ts';

const files = {
  '_shared.schema.json': shared,
  'other-authApply.schema.json': applySchema,
  'other-authApply.ui.json': applyUi,
  'other-authConfirm.ui.json': confirmUi,
};

/** /settlementAuthorization/apply */
export function authApplyDefinition(): BillDefinition {
  return buildDefinition('other-authApply', files);
}

/** /settlementAuthorization/confirm */
export function authConfirmDefinition(): BillDefinition {
  return buildDefinition('other-authConfirm', files);
}
