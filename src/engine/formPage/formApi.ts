// The calls of a form page (docs/forms.md): the definition (POST /api/enterprise/form/definition
// with the page's route, guarded by its module), and the form's own calls at
// /api/enterprise{api.base}/{sub-path} as its UI file names them.
import { post, type Envelope } from '../../http/index.ts';
import { formModule, type FormDataSchema, type FormDefinition, type FormUi } from '#core/forms/index.ts';
import type { UploadPurpose } from '../../http/index.ts';

export const FORM_DEFINITION_PATH = '/api/enterprise/form/definition';

export type FormRecord = Record<string, unknown>;

export async function fetchFormDefinition(route: string): Promise<FormDefinition> {
  const { schema, ui } = await post<{ schema: FormDataSchema; ui: FormUi }>(FORM_DEFINITION_PATH, { route });
  return { id: schema.$id, schema, ui };
}

export function formPath(form: FormDefinition, sub: string): string {
  return `/api/enterprise${form.ui.api.base}/${sub}`;
}

/** The form's record (api.load, an empty body: the caller's own company's). */
export function loadFormRecord(form: FormDefinition): Promise<FormRecord> {
  return post<FormRecord>(formPath(form, form.ui.api.load), {});
}

/** Any other call of the form, answered with its envelope (its message is the success text). */
export function callForm<T = FormRecord | null>(form: FormDefinition, sub: string, body: Record<string, unknown>): Promise<Envelope<T>> {
  return post<T>(formPath(form, sub), body, { envelope: true });
}

/** What an upload from the form's upload button is for: the page's menu node and the button's code. */
export function formUploadPurpose(form: FormDefinition, code: string): UploadPurpose {
  return { route: formModule(form.ui), code };
}
