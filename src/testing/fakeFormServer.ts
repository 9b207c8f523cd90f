// A fake API for the form page's specs and stories: the form definition, the seed's real
// dictionaries and state lists, three levels of areas, and the form's own calls over one record
// kept in memory. Saves are checked with the form's schema as the server checks them (core/forms),
// so a story's refusals read as a user would see them.
import dictionaries from '../../schemas/seed/dictionaries.json';
import states from '../../schemas/seed/states.json';
import { schemaCheck } from '#core/definition/index.ts';
import { cleanForm, formProblems, formWritableSchema, isNewRecordForm, type FormDefinition } from '#core/forms/index.ts';
import { answer, installFakeApi, ok, type FakeApi, type FakeRequest } from './fakeApi.ts';

const AREAS: Record<string, Array<{ areaCode: string; areaName: string }>> = {
  '': [
    { areaCode: '440000', areaName: '广东省' },
    { areaCode: '110000', areaName: '北京市' },
  ],
  '440000': [
    { areaCode: '440100', areaName: '广州市' },
    { areaCode: '440300', areaName: '深圳市' },
  ],
  '110000': [{ areaCode: '110100', areaName: '市辖区' }],
  '440100': [
    { areaCode: '440106', areaName: '天河区' },
    { areaCode: '440112', areaName: '黄埔区' },
  ],
  '440300': [{ areaCode: '440305', areaName: '南山区' }],
  '110100': [{ areaCode: '110101', areaName: '东城区' }],
};

export interface FakeFormServer {
  api: FakeApi;
  record(): Record<string, unknown>;
  calls(sub: string): FakeRequest[];
  dataOf(request: FakeRequest): Record<string, unknown>;
}

interface SeedDictionary {
  code: string;
  items: Array<{ value: string; name: string }>;
}

interface SeedStateList {
  mode: string;
  billType: string;
  states: Array<{ state: string; stateName: string }>;
}

export interface FakeFormOptions {
  /** The record cannot be read: the load answers this message. */
  loadFails?: string;
  /** Dictionaries and state lists an analyst adds beside the seed's (a form the project does not ship). */
  seedAdditions?: { dictionaries?: SeedDictionary[]; stateLists?: SeedStateList[] };
}

export function installFakeFormServer(form: FormDefinition, initial: Record<string, unknown>, options: FakeFormOptions = {}): FakeFormServer {
  const api = installFakeApi();
  const base = `/api/enterprise${form.ui.api.base}`;
  const dataOf = (request: FakeRequest) => (request.body as { data: Record<string, unknown> }).data ?? {};
  let record = { ...initial };
  const check = schemaCheck(formWritableSchema(form.schema));

  api.on('POST /api/enterprise/form/definition', () => ok({ schema: form.schema, ui: form.ui }));
  const allDictionaries: SeedDictionary[] = [...dictionaries.dictionaries, ...(options.seedAdditions?.dictionaries ?? [])];
  const allStates: SeedStateList[] = [...states.stateLists, ...(options.seedAdditions?.stateLists ?? [])];
  const stateList = (mode: unknown, billType: unknown) => allStates.find((list) => list.mode === mode && list.billType === billType)?.states ?? [];
  api.on('POST /api/dictionary/item/queryByCode', (request) => ok(allDictionaries.find((entry) => entry.code === dataOf(request).dicCode)?.items ?? []));
  api.on('POST /api/enterprise/state/list', (request) => {
    const { mode, billType } = dataOf(request);
    return ok(stateList(mode, billType));
  });
  api.on('POST /api/enterprise/area/getProvinces', () => ok(AREAS['']));
  api.on('POST /api/enterprise/area/getByCode', (request) => ok(AREAS[String(dataOf(request).id)] ?? []));
  api.on(`POST ${base}/${form.ui.api.load}`, () => (options.loadFails ? answer(-1, options.loadFails) : ok(record)));
  // Uploads (a new-record form's screenshots): the token check, then the stored file's uri.
  let uploads = 0;
  api.on('POST /api/jwt_core/validate', () => ok({ token: 'token-2', refreshToken: 'refresh-2' }));
  api.on('POST /api/file/upload', (request) => {
    const file = (request.body as FormData).get('file') as File;
    return ok([{ uri: `/api/file/download/upload-${++uploads}`, name: file.name }]);
  });

  const store = (declare: boolean) => (request: FakeRequest) => {
    const state = form.ui.state;
    if (state && state.lockedIn.includes(String(record[state.field]))) return answer(-1, state.lockedMessage, 409);
    const data = cleanForm(form.schema, dataOf(request));
    const problems = formProblems(form.schema, data, check);
    if (problems.length > 0) return answer(-1, '请完善必填信息', 400, { errors: problems });
    // A new-record form stores a new record each time and answers its id.
    if (isNewRecordForm(form.ui)) return { body: { code: 0, message: '提交成功', data: { id: 1 } } };
    record = { ...record, ...data, ...(declare ? { approveState: '5', showApproveState: '审核中' } : {}) };
    return { body: { code: 0, message: declare ? '申报成功!' : '保存成功!', data: record } };
  };
  api.on(`POST ${base}/${form.ui.api.save}`, store(false));
  if (form.ui.api.declare) api.on(`POST ${base}/${form.ui.api.declare}`, store(true));
  if (form.ui.api.queryAuthCode) api.on(`POST ${base}/${form.ui.api.queryAuthCode}`, () => ok({ code: record.authCode ?? null }));
  if (form.ui.api.generateAuthCode)
    api.on(`POST ${base}/${form.ui.api.generateAuthCode}`, () => {
      record = { ...record, authCode: 'K7Q2M9XW4TJ8R3NB' };
      return { body: { code: 0, message: '生成成功!', data: { code: record.authCode } } };
    });
  if (form.ui.api.deleteFile)
    api.on(`POST ${base}/${form.ui.api.deleteFile}`, (request) => {
      const files = (record.companyFileVos as Array<Record<string, unknown>> | undefined) ?? [];
      record = { ...record, companyFileVos: files.filter((file) => file.id !== dataOf(request).id) };
      return ok(null);
    });

  // An engine form's lifecycle actions (docs/forms.md「表单引擎」): from a state of `from` to `to`, with a history record.
  const formState = form.ui.state;
  for (const [name, action] of Object.entries(form.ui.lifecycle?.actions ?? {})) {
    api.on(`POST ${base}/${form.ui.api[name]}`, (request) => {
      if (!formState) return answer(-1, '没有状态', 400);
      const now = String(record[formState.field]);
      const nameOf = (code: string) => stateList(formState.stateType.mode, formState.stateType.billType).find((one) => one.state === code)?.stateName ?? code;
      if (!action.from.includes(now)) return answer(-1, `当前状态为「${nameOf(now)}」，不能${action.opinion ?? name}`, 409);
      const data = cleanForm(form.schema, dataOf(request));
      const problems = formProblems(form.schema, data, check);
      if (problems.length > 0) return answer(-1, '请完善必填信息', 400, { errors: problems });
      const history = form.ui.sections.find((section) => section.kind === 'records');
      const step = { operationTime: '2026-11-28 10:00:00', userName: '张经理', state: action.to, stateName: nameOf(action.to), opinion: action.opinion ?? '' };
      record = {
        ...record,
        ...data,
        [formState.field]: action.to,
        ...(formState.label ? { [formState.label]: nameOf(action.to) } : {}),
        ...(history && history.kind !== 'fields' ? { [history.field]: [step, ...((record[history.field] as unknown[] | undefined) ?? [])] } : {}),
      };
      return { body: { code: 0, message: '提交成功', data: record } };
    });
  }

  return { api, record: () => record, calls: (sub) => api.requestsTo(`POST ${base}/${sub}`), dataOf };
}
