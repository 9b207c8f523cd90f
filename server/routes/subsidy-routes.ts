// The subsidy (data-verification) application calls (bill-families-and-screens.md §7 "Subsidy and
// reward"; the contract /work/notes/14-subsidy-contract.md; docs/subsidy.md). All POST { data }
// under /api/enterprise, guarded by the page /rewardApplication (its module) and, for an action,
// its button code (apply, import, downTemplate, export), checked before the body is read; each
// body is schema-validated and bounded; each call is scoped to the caller's company. The list
// paths, the import's columns and the result lists come from the definitions (servedBy subsidy).
// Also registers the upload purpose of the waybill import (/api/file/upload?route=/rewardApplication
// &code=import: Excel told from the bytes, 仅支持上传excel文件 otherwise).
import type { FastifyInstance } from 'fastify';
import { chinaStamp } from '#core/china-time.ts';
import { definitionModule, type BillDefinition } from '#core/definition/index.ts';
import { listRequestSchema, type ReceivedListRequest } from '#core/list/list-request.ts';
import { MSG_APPLIED, MSG_APPLY_INCOMPLETE, MSG_ONLY_EXCEL } from '#core/subsidy/subsidy.ts';
import { MSG_FORM_INCOMPLETE } from '#core/forms/index.ts';
import { pageRoute } from '../auth/route-access.ts';
import { ok } from '../http/envelope.ts';
import { dataBody, type JsonSchema } from '../http/validation.ts';
import { downloadAnswer } from '../bills/files/download-link.ts';
import { MAX_UPLOAD_BYTES } from '../bills/files/upload-purposes.ts';
import { loadDictionaries } from '../bills/options/dictionaries.ts';
import { validateFormBody } from '../forms/validate-form.ts';
import { WorkerFailure } from '../workers/worker-pool.ts';
import type { CellValue, SheetColumn } from '../bills/excel/write-workbook.ts';
import { writeTemplate } from '../bills/excel/write-workbook.ts';
import { callerOf, type Caller } from './caller.ts';
import {
  apply,
  applicationDetail,
  applyRefusal,
  deleteAllBills,
  deleteBill,
  exportApplications,
  exportResults,
  listApplications,
  listBills,
  listResults,
  resultApplication,
  type ApplyBody,
  type ApplyContext,
} from '../subsidy/applications.ts';
import { applicant, findRecCompanies } from '../subsidy/companies.ts';
import { subsidyDefinitions, type ListShape } from '../subsidy/definitions.ts';
import { resultFormOf, subsidyFeature } from '#core/subsidy/feature.ts';
import { WaybillImports } from '../subsidy/imports.ts';
import { SubsidyVerifier, subsidyDelayFrom } from '../subsidy/verifier.ts';
import { businessError } from '../http/envelope.ts';

export const API = '/api/enterprise';
/** Calls the definitions do not name (spec §7 "Subsidy and reward"), under the application list's api.base. */
export const SUBSIDY_CALLS = { apply: 'apply', queryCompany: 'company/queryCompany', queryRecCompany: 'company/queryRecCompany' } as const;
/** The apply form's definition (schemas/forms/rewardApply, written by the form's side); absent until merged. */
export const APPLY_FORM_ID = 'rewardApply';
export const MSG_DELETED = '删除成功';
export const MSG_EXPORT_FAILED = '导出失败';

const id = {
  title: '编号',
  anyOf: [
    { type: 'integer', minimum: 1, maximum: 2147483647 },
    { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
  ],
};
const importNo = { type: 'string', title: '导入编号', minLength: 1, maxLength: 40 };
const body = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema =>
  dataBody({ type: 'object', maxProperties: 30, required, properties });
const emptyBody = dataBody({ type: 'object', maxProperties: 20 });
const listBody = dataBody(listRequestSchema);

type Data<T> = { Body: { data: T } };

const verifiers = new WeakMap<FastifyInstance, SubsidyVerifier>();
const imports = new WeakMap<FastifyInstance, WaybillImports>();
/** The verification simulator of an app (tests change its delay). */
export function subsidyVerifierOf(app: FastifyInstance): SubsidyVerifier {
  const verifier = verifiers.get(app);
  if (!verifier) throw new Error('subsidy routes are not registered');
  return verifier;
}
/** The waybill imports of an app (tests wait for them). */
export function waybillImportsOf(app: FastifyInstance): WaybillImports {
  const found = imports.get(app);
  if (!found) throw new Error('subsidy routes are not registered');
  return found;
}

function buttonCode(definition: BillDefinition, kind: string): string {
  const button = definition.ui.buttons.find((candidate) => candidate.kind === kind);
  if (!button) throw new Error(`subsidy: ${definition.family} has no ${kind} button`);
  return button.code;
}

function sheetColumns(shape: ListShape): SheetColumn[] {
  return shape.fields.map((field) => {
    const column = shape.definition.ui.list.columns.find((candidate) => candidate.field === field);
    const width = column?.width;
    return { header: column?.title ?? String(shape.definition.schema.properties[field]?.title ?? field), ...(width ? { width: Math.round(width / 7) } : {}) };
  });
}

export async function registerSubsidyRoutes(app: FastifyInstance): Promise<void> {
  const { db, reader, workers, config } = app.portal;
  const engine = app.bills;
  // A definitions folder without the subsidy lists (a test's own families) has no subsidy pages.
  if (!engine.featureLists.some((definition) => definition.ui.servedBy === 'subsidy')) return;
  // The apply form (schemas/forms/rewardApply) checks /subsidy/apply bodies, and its UI file's
  // feature settings name the result list of each reward form and the apply types it shows.
  const form = app.forms?.byId.get(APPLY_FORM_ID);
  if (!form) throw new Error(`subsidy: the form ${APPLY_FORM_ID} is missing (schemas/forms)`);
  const feature = subsidyFeature(form.definition);
  const formOf = (applyType: string) => resultFormOf(feature.results, applyType)?.form;
  const definitions = subsidyDefinitions(engine.featureLists, feature.results);
  const applications = definitions.applications.definition;
  const bills = definitions.bills.definition;
  const module = definitionModule(applications.ui);
  const codes = {
    apply: buttonCode(applications, 'navigate'),
    export: buttonCode(applications, 'export'),
    import: buttonCode(bills, 'import'),
    template: buttonCode(bills, 'template'),
  };
  const verifier = new SubsidyVerifier(subsidyDelayFrom(config));
  verifiers.set(app, verifier);
  const waybills = new WaybillImports(db, reader, workers, definitions, engine.files, config.limits.importUnpackedBytes, app.log);
  imports.set(app, waybills);
  app.addHook('onClose', async () => waybills.settled());
  app.uploadPurposes.add({ route: module, code: codes.import, accept: ['xlsx', 'xls'], maxBytes: MAX_UPLOAD_BYTES, messages: { wrongType: MSG_ONLY_EXCEL } });

  const formFields = form.definition.schema.properties;
  const dictionaryOf = (field: string) => {
    const code = formFields[field]?.['x-dictionary'];
    if (typeof code !== 'string') throw new Error(`subsidy: the form field ${field} names no dictionary`);
    return code;
  };
  const applyTypeDictionary = dictionaryOf(feature.results.typeField);
  const companyTypeDictionary = dictionaryOf('companyType');
  const applyContext: ApplyContext = {
    db,
    verifier,
  };
  // The request's shape only (the form's checks follow): bounded, and the date range the page
  // sends besides its two date fields is a pair of dates.
  const applyBody = dataBody({
    type: 'object',
    maxProperties: 30,
    properties: {
      [feature.dateRange.field]: { type: ['array', 'null'], maxItems: 2, items: { type: ['string', 'null'], maxLength: 19 } },
    },
  });
  const page = (buttons?: readonly string[]) => ({ access: pageRoute(module, buttons) });
  const appBase = `${API}${applications.ui.api.base}`;
  const billBase = `${API}${bills.ui.api.base}`;
  const billPath = (name: string) => `${billBase}/${definitions.billApi[name]}`;
  // The result calls as the apply form's UI file writes them (result/{applyType}/list, …/export).
  const resultPath = (template: string) => `${API}${form.definition.ui.api.base}/${template.replace('{applyType}', ':applyType')}`;
  const due = () => verifier.processDue(db);

  const exportFile = async (caller: Caller, name: string, columns: SheetColumn[], rows: CellValue[][]) => {
    const content = await workers.run('writeSheet', { name, columns, rows }).catch((error: unknown) => {
      if (error instanceof WorkerFailure) throw businessError(MSG_EXPORT_FAILED);
      throw error;
    });
    return downloadAnswer(engine, caller, 'export', `${name}_${chinaStamp()}.xlsx`, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
  };

  // The applicant and the receiving companies.
  app.post(`${appBase}/${SUBSIDY_CALLS.queryCompany}`, { config: page([codes.apply]), schema: { body: emptyBody } }, async (request) =>
    ok(await applicant(reader, callerOf(request).companyCode)),
  );
  app.post<Data<{ companyName: string }>>(
    `${appBase}/${SUBSIDY_CALLS.queryRecCompany}`,
    { config: page([codes.apply]), schema: { body: body({ companyName: { type: 'string', title: '企业名称', maxLength: 100 } }, ['companyName']) } },
    async (request) => {
      callerOf(request);
      const name = request.body.data.companyName.trim();
      return ok(name === '' ? [] : await findRecCompanies(reader, name));
    },
  );

  // The waybill import.
  app.post(billPath('template'), { config: page([codes.template]), schema: { body: emptyBody } }, async (request) => {
    const title = definitions.bills.title;
    const content = await writeTemplate(
      title,
      definitions.waybillColumns.map((column) => ({ header: column.title })),
    );
    return ok(await downloadAnswer(engine, callerOf(request), 'template', `${title}导入模板.xlsx`, content));
  });
  app.post<Data<{ filePath: string }>>(
    billPath('import'),
    { config: page([codes.import]), schema: { body: body({ filePath: { type: 'string', title: '文件', minLength: 1, maxLength: 500 } }, ['filePath']) } },
    async (request) => {
      const importNo = await waybills.start(callerOf(request), request.body.data.filePath);
      return ok({ importNo }, '文件已上传，正在导入');
    },
  );
  app.post<Data<{ importNo: string }>>(billPath('importProgress'), { config: page(), schema: { body: body({ importNo }, ['importNo']) } }, async (request) =>
    ok(await waybills.progress(callerOf(request).companyCode, request.body.data.importNo)),
  );
  app.post<Data<ReceivedListRequest>>(billPath('list'), { config: page(), schema: { body: listBody } }, async (request) =>
    ok(await listBills(reader, definitions.bills, callerOf(request).companyCode, request.body.data)),
  );
  app.post<Data<{ id: number | string }>>(billPath('delete'), { config: page([codes.import]), schema: { body: body({ id }, ['id']) } }, async (request) => {
    await deleteBill(db, callerOf(request).companyCode, Number(request.body.data.id));
    return ok(null, MSG_DELETED);
  });
  app.post<Data<{ id: string }>>(billPath('deleteAll'), { config: page([codes.import]), schema: { body: body({ id: importNo }, ['id']) } }, async (request) =>
    ok({ count: await deleteAllBills(db, callerOf(request).companyCode, request.body.data.id) }, MSG_DELETED),
  );

  // Applications.
  app.post<Data<ApplyBody>>(`${appBase}/${SUBSIDY_CALLS.apply}`, { config: page([codes.apply]), schema: { body: applyBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    // The page sends the check period twice: as the range and as its two date fields.
    const { field: rangeField, start, end } = feature.dateRange;
    const data = request.body.data as Record<string, unknown>;
    const range = Array.isArray(data[rangeField]) ? (data[rangeField] as unknown[]) : [];
    const filled = { ...data, [start]: data[start] ?? range[0] ?? null, [end]: data[end] ?? range[1] ?? null };
    const checked = validateFormBody(form, filled, await loadDictionaries(db, form.dictionaryCodes));
    if (!checked.ok) {
      // Only the bound companies wrong: their own message (请选择绑定企业); else as the form says.
      const onlyCompanies = checked.problems.every((problem) => problem.field === feature.companies.field);
      throw applyRefusal(onlyCompanies ? checked.problems[0].message : checked.message === MSG_FORM_INCOMPLETE ? MSG_APPLY_INCOMPLETE : checked.message);
    }
    const created = await apply(applyContext, companyCode, filled as ApplyBody);
    return ok({ id: created }, MSG_APPLIED);
  });
  app.post<Data<ReceivedListRequest>>(`${appBase}/${applications.ui.api.list}`, { config: page(), schema: { body: listBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    await due();
    return ok(await listApplications(db, definitions.applications, companyCode, request.body.data, applyTypeDictionary));
  });
  app.post<Data<{ id: number | string }>>(
    `${appBase}/${applications.ui.api.detail}`,
    { config: page(), schema: { body: body({ id }, ['id']) } },
    async (request) => {
      const { companyCode } = callerOf(request);
      await due();
      return ok(await applicationDetail(db, companyCode, Number(request.body.data.id), applyTypeDictionary, companyTypeDictionary));
    },
  );
  const exportPath = applications.ui.buttons.find((button) => button.kind === 'export');
  app.post<Data<ReceivedListRequest>>(
    `${appBase}/${exportPath && 'path' in exportPath ? exportPath.path : 'export'}`,
    { config: page([codes.export]), schema: { body: listBody } },
    async (request) => {
      const caller = callerOf(request);
      await due();
      const rows = await exportApplications(db, definitions.applications, caller.companyCode, request.body.data, applyTypeDictionary);
      return ok(await exportFile(caller, definitions.applications.title, sheetColumns(definitions.applications), rows));
    },
  );

  // Results, by apply type (or form): /subsidy/result/{applyType}/list and /export.
  const applyTypeParam = { type: 'object', properties: { applyType: { type: 'string', title: '申请类型', maxLength: 10, pattern: '^[A-Za-z0-9-]+$' } } };
  app.post<Data<ReceivedListRequest> & { Params: { applyType: string } }>(
    resultPath(feature.results.list),
    { config: page(), schema: { body: listBody, params: applyTypeParam } },
    async (request) => {
      const { companyCode } = callerOf(request);
      await due();
      const found = await resultApplication(reader, companyCode, request.params.applyType, request.body.data, formOf);
      return ok(await listResults(reader, definitions.results.get(found.form)!, companyCode, found.id, request.body.data));
    },
  );
  app.post<Data<ReceivedListRequest> & { Params: { applyType: string } }>(
    resultPath(feature.results.export),
    { config: page([codes.export]), schema: { body: listBody, params: applyTypeParam } },
    async (request) => {
      const caller = callerOf(request);
      await due();
      const found = await resultApplication(reader, caller.companyCode, request.params.applyType, request.body.data, formOf);
      const shape = definitions.results.get(found.form)!;
      const rows = await exportResults(reader, shape, caller.companyCode, found.id, request.body.data);
      return ok(await exportFile(caller, shape.title, sheetColumns(shape), rows));
    },
  );
}
