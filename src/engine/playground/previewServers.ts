// The fake API behind a preview (the HTTP layer's transport, as the engine's stories use it): for
// a bill family one API serving both its list (20 sample rows) and its detail page, for a form
// its definition, options and one sample record. Installed once per built definition.
import type { BillDefinition, DataSchema } from '#core/definition/index.ts';
import { headerFields } from '#core/definition/index.ts';
import type { FormDefinition } from '#core/forms/index.ts';
import { sampleBills, sampleRows, type SampleRow } from '#core/seed/sample-rows.ts';
import { installFakeApi } from '../../testing/fakeApi.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { installFakeDetailServer } from '../../testing/fakeDetailServer.ts';
import { installFakeFormServer } from '../../testing/fakeFormServer.ts';
import { signInAs } from '../../testing/detailSession.tsx';
import { signInForForm } from '../../testing/formSession.tsx';
import { sampleSource } from './sampleSource.ts';

export const SAMPLE_ROW_COUNT = 20;

export function installBillPreview(definition: BillDefinition, now: Date): SampleRow[] {
  const rows = sampleBills(definition, SAMPLE_ROW_COUNT, sampleSource(definition.ui.stateType, now));
  signInAs(definition);
  const api = installFakeApi();
  installFakeDetailServer(definition, rows, { api });
  // Installed last: its definition, dictionary and state answers are the seed's, for both pages.
  installFakeBillServer([definition], { bills: rows, api });
  return rows;
}

/** One record of the form, filled by the seed's value kinds; its lists empty, its state not locking it. */
export function sampleFormRecord(form: FormDefinition, now: Date): SampleRow {
  const fields = headerFields(form.schema as unknown as DataSchema);
  const [record] = sampleRows(form.id, fields, '', 1, sampleSource(undefined, now));
  for (const section of form.ui.sections) if (section.kind !== 'fields') record[section.field] = [];
  if (form.ui.state) record[form.ui.state.field] = null;
  return record;
}

export function installFormPreview(form: FormDefinition, now: Date): void {
  signInForForm(form);
  installFakeFormServer(form, sampleFormRecord(form, now));
}
