// The subsidy pages' calls (the contract in docs/subsidy-screens.md): every path is the apply
// form's api base plus a sub-path its UI file names (api.*, feature.results.list/export).
import { LONG_TIMEOUT, post, uploadFile, type Envelope } from '../../http/index.ts';
import type { FormDefinition } from '#core/forms/index.ts';
import type { ListTerm } from '#core/list/list-request.ts';
import { fetchFormDefinition, formPath } from '../../engine/formPage/formApi.ts';
import { requestDownload } from '../../engine/dialogs/downloads.ts';
import { resultPath, subsidyFeature } from '#core/subsidy/feature.ts';

/** The menu uri the apply form is mounted on (its UI file's route): the list page's. */
export const SUBSIDY_ROUTE = '/rewardApplication';

export type Row = Record<string, unknown>;
export interface Page {
  datas: Row[];
  total: number;
}

export interface ImportProgress {
  state: 'running' | 'done' | 'failed';
  rows: number;
  total?: number;
  errors: Array<{ row: number; message: string }>;
  /** Every error of a failed import (`errors` holds the first 100). */
  errorCount?: number;
  /** While running: reading the sheet, checking the rows, storing them. */
  phase?: 'read' | 'check' | 'store' | null;
  message?: string;
}

export function loadApplyForm(): Promise<FormDefinition> {
  return fetchFormDefinition(SUBSIDY_ROUTE);
}

const sub = (form: FormDefinition, name: string) => formPath(form, form.ui.api[name] ?? name);

function pageOf(answer: unknown): Page {
  const page = (answer ?? {}) as Partial<Page>;
  return { datas: Array.isArray(page.datas) ? page.datas : [], total: typeof page.total === 'number' ? page.total : 0 };
}

export function eqTerm(column: string, value: unknown): ListTerm {
  return { column, termType: 'eq', type: 'and', value } as ListTerm;
}

export const subsidyCalls = {
  applicant: (form: FormDefinition) => post<Row>(sub(form, 'load'), {}),
  searchCompanies: (form: FormDefinition, name: string) =>
    post<Row[]>(sub(form, 'queryRecCompany'), { [subsidyFeature(form).companies.search]: name }).then((rows) => (Array.isArray(rows) ? rows : [])),
  downloadTemplate: (form: FormDefinition) => requestDownload(sub(form, 'downloadTemplate'), {}),
  /** Token validation and upload (purpose: the route and the import code), then the import's start. */
  async startImport(form: FormDefinition, file: File): Promise<string> {
    const stored = await uploadFile(file, { route: form.ui.route, code: subsidyFeature(form).imports.importCode });
    const answer = await post<{ importNo?: unknown }>(sub(form, 'import'), { filePath: stored.uri }, { timeout: LONG_TIMEOUT });
    return String(answer?.importNo ?? '');
  },
  progress: (form: FormDefinition, importNo: string) => post<ImportProgress>(sub(form, 'importProgress'), { importNo }),
  bills: async (form: FormDefinition, importNo: string, pageIndex: number, pageSize: number): Promise<Page> =>
    pageOf(await post(sub(form, 'billList'), { pageIndex, pageSize, sorts: [], terms: [eqTerm(subsidyFeature(form).imports.importTerm, importNo)] })),
  deleteBill: (form: FormDefinition, id: unknown) => post(sub(form, 'billDelete'), { id }),
  deleteAllBills: (form: FormDefinition, importNo: string) => post(sub(form, 'billDeleteAll'), { id: importNo }),
  /** The apply: the whole envelope, a -1000 answer is the caller's to show (错误提示). */
  apply: (form: FormDefinition, body: Row) => post<Row | null>(sub(form, 'save'), body, { envelope: true }) as Promise<Envelope<Row | null>>,
  detail: (form: FormDefinition, id: string) => post<Row>(sub(form, 'detail'), { id }),
  results: async (form: FormDefinition, applyType: string, id: unknown, pageIndex: number, pageSize: number): Promise<Page> => {
    const settings = subsidyFeature(form).results;
    return pageOf(await post(formPath(form, resultPath(settings.list, applyType)), { pageIndex, pageSize, sorts: [], terms: [eqTerm(settings.idTerm, id)] }));
  },
  exportResults: (form: FormDefinition, applyType: string, id: unknown) => {
    const settings = subsidyFeature(form).results;
    return requestDownload(formPath(form, resultPath(settings.export, applyType)), { terms: [eqTerm(settings.idTerm, id)] });
  },
};

export type SubsidyCalls = typeof subsidyCalls;
