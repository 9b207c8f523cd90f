// The analyst's form of issue 25 (tests/fixtures/analyst-form), built as the server builds it, for
// the engine form's stories and specs: a form the form engine serves from its JSON alone —
// lifecycle, required attachment, reviewer — with the seed entries the analyst adds beside it.
import companyChangeSchema from '../../tests/fixtures/analyst-form/schemas/forms/companyChange.schema.json';
import companyChangeUi from '../../tests/fixtures/analyst-form/schemas/forms/companyChange.ui.json';
import analystSeed from '../../tests/fixtures/analyst-form/seed-additions.json';
import { buildForm, type FormDefinition } from '#core/forms/index.ts';

export function companyChangeForm(): FormDefinition {
  return buildForm('companyChange', { 'companyChange.schema.json': companyChangeSchema, 'companyChange.ui.json': companyChangeUi });
}

export const companyChangeSeed = { dictionaries: analystSeed.dictionaries, stateLists: analystSeed.stateLists };
