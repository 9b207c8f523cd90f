// The subsidy lists' real definitions (schemas/bills, served by the subsidy feature), resolved as
// the server resolves them, for specs and stories.
import shared from '../../schemas/bills/_shared.schema.json';
import applicationSchema from '../../schemas/bills/other-rewardApplication.schema.json';
import applicationUi from '../../schemas/bills/other-rewardApplication.ui.json';
import billSchema from '../../schemas/bills/other-rewardBill.schema.json';
import billUi from '../../schemas/bills/other-rewardBill.ui.json';
import biomedicineSchema from '../../schemas/bills/other-rewardResultBiomedicine.schema.json';
import biomedicineUi from '../../schemas/bills/other-rewardResultBiomedicine.ui.json';
import ecommerceSchema from '../../schemas/bills/other-rewardResultEcommerce.schema.json';
import ecommerceUi from '../../schemas/bills/other-rewardResultEcommerce.ui.json';
import mailSchema from '../../schemas/bills/other-rewardResultMail.schema.json';
import mailUi from '../../schemas/bills/other-rewardResultMail.ui.json';
import siteSchema from '../../schemas/bills/other-rewardResultSite.schema.json';
import siteUi from '../../schemas/bills/other-rewardResultSite.ui.json';
import { buildDefinition, type BillDefinition } from '../definition/index.ts';

const files = {
  '_shared.schema.json': shared,
  'other-rewardApplication.schema.json': applicationSchema,
  'other-rewardApplication.ui.json': applicationUi,
  'other-rewardBill.schema.json': billSchema,
  'other-rewardBill.ui.json': billUi,
  'other-rewardResultBiomedicine.schema.json': biomedicineSchema,
  'other-rewardResultBiomedicine.ui.json': biomedicineUi,
  'other-rewardResultEcommerce.schema.json': ecommerceSchema,
  'other-rewardResultEcommerce.ui.json': ecommerceUi,
  'other-rewardResultMail.schema.json': mailSchema,
  'other-rewardResultMail.ui.json': mailUi,
  'other-rewardResultSite.schema.json': siteSchema,
  'other-rewardResultSite.ui.json': siteUi,
};

const RESULT_FAMILIES = ['other-rewardResultBiomedicine', 'other-rewardResultEcommerce', 'other-rewardResultMail', 'other-rewardResultSite'];

/** /rewardApplication */
export function subsidyApplicationDefinition(): BillDefinition {
  return buildDefinition('other-rewardApplication', files);
}

/** The imported waybill rows of the apply form. */
export function subsidyBillDefinition(): BillDefinition {
  return buildDefinition('other-rewardBill', files);
}

/** The result list served at `route` (one per reward form), or null. */
export function subsidyResultDefinition(route: string): BillDefinition | null {
  return RESULT_FAMILIES.map((family) => buildDefinition(family, files)).find((definition) => definition.ui.route === route) ?? null;
}
