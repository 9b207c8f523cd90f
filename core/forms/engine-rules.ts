// What an engine form (no `servedBy`: the form engine stores it and answers its calls, docs/forms.md
// "表单引擎") must say so the engine can serve it from the definition alone: its route by
// convention, a company record with a state, every lifecycle action a call of `api` with a button
// code, a reviewer deciding in a state an action leads to, a history table of the engine's own
// columns, and no field stored in one of the engine's own columns. buildForm runs these, so the
// server refuses to start and validate-schemas reports with the same pointers.
import { DefinitionError } from '../definition/errors.ts';
import { toSnakeCase } from '../definition/naming.ts';
import { isEngineForm, isNewRecordForm, type FormDataSchema, type FormUi, type RecordsSection } from './types.ts';

/** The columns the engine keeps for every record of a form (server/forms/engine/form-table.ts). */
export const ENGINE_FORM_COLUMNS: readonly string[] = ['id', 'company_code', 'user_id', 'state', 'version', 'created_at', 'updated_at'];

/** What the engine answers in each approval-history record (a records section shows some of them). */
export const FORM_HISTORY_FIELDS: readonly string[] = ['operationTime', 'userName', 'state', 'stateName', 'opinion', 'note'];

/** The sub-path of the api name (`submit` → api.submit) or undefined. */
function callOf(ui: FormUi, name: string): string | undefined {
  return ui.api[name];
}

/** The code of the button that posts to `path` (or of the first button of `kind`). */
export function buttonCodeFor(ui: FormUi, path: string | undefined, kind?: string): string | undefined {
  return ui.buttons.find(
    (button) =>
      (path !== undefined && (button.path ?? (button.kind === 'submit' ? ui.api.save : undefined)) === path) || (kind !== undefined && button.kind === kind),
  )?.code;
}

export function checkEngineForm(id: string, uiFile: string, data: FormDataSchema, ui: FormUi): void {
  if (!isEngineForm(ui)) return;
  const fail = (pointer: string, message: string): never => {
    throw new DefinitionError(uiFile, pointer, message);
  };
  // The route: /form/{form} by convention, or a page of the spec the client mounts the form page on
  // (validate-schemas checks which); the calls live under it.
  if (ui.api.base !== ui.route) fail('/api/base', `表单引擎提供的表单，api.base 应与 route 相同，为 "${ui.route}"（接口为 /api/enterprise${ui.route}/…）`);
  if (ui.module !== undefined) fail('/module', '表单引擎提供的表单是菜单页本身，不写 module');
  const stateFields = new Set([ui.state?.field, ui.state?.label]);
  for (const name of Object.keys(data.properties)) {
    if (!stateFields.has(name) && ENGINE_FORM_COLUMNS.includes(toSnakeCase(name)))
      throw new DefinitionError(`${id}.schema.json`, `/properties/${name}`, `字段名 ${name} 与表单引擎自己的列 ${toSnakeCase(name)} 相同，请换一个名字`);
  }
  if (isNewRecordForm(ui)) return checkNewRecordForm(ui, fail);
  if (!ui.api.load) fail('/api', '缺少 api.load（读取记录的接口）');
  if (!ui.state) fail('', '表单引擎提供的表单须写 state（状态字段、状态列表与锁定状态）');
  if (!buttonCodeFor(ui, ui.api.save)) fail('/buttons', `缺少调用 ${ui.api.save}（保存）且带按钮编码 code 的按钮`);
  const actions = Object.entries(ui.lifecycle?.actions ?? {});
  for (const [name, action] of actions) {
    const path = callOf(ui, name);
    if (!path) fail(`/lifecycle/actions/${name}`, `动作 ${name} 不在 api 中（应写 "api": { "${name}": "…" }）`);
    if (!buttonCodeFor(ui, path)) fail(`/lifecycle/actions/${name}`, `缺少调用 ${path} 且带按钮编码 code 的按钮`);
    if (action.from.includes(action.to)) fail(`/lifecycle/actions/${name}/to`, `动作 ${name} 的 to 不能在 from 中`);
  }
  const reviewer = ui.reviewer;
  if (reviewer) {
    if (!actions.some(([, action]) => action.to === reviewer.reviews))
      fail('/reviewer/reviews', `没有生命周期动作把记录改为 "${reviewer.reviews}"，审核员无事可做`);
    for (const target of [reviewer.approve.to, reviewer.return.to]) {
      if (target === reviewer.reviews) fail('/reviewer', `审核结果的状态不能是审核中的状态 "${reviewer.reviews}"`);
    }
    reviewer.rules.forEach((rule, at) => {
      if (!Object.hasOwn(data.properties, rule.field)) fail(`/reviewer/rules/${at}/field`, `字段 ${rule.field} 不在数据定义中`);
    });
  }
  ui.sections.forEach((section, index) => {
    if (section.kind === 'fields') return;
    if (section.kind === 'records') checkHistory(section, index, fail);
    if (section.kind === 'attachments' && !buttonCodeFor(ui, undefined, 'upload')) fail('/buttons', '有附件区却没有带按钮编码 code 的上传按钮（kind upload）');
  });
}

/**
 * A new-record form the engine serves (a feedback: each submit a new row of the company): a save
 * and its fields only — no state, lifecycle or reviewer (there is no record to move), and no
 * attachments or records sections (files sent with the form are the work order's, servedBy).
 */
function checkNewRecordForm(ui: FormUi, fail: (pointer: string, message: string) => never): void {
  if (ui.lifecycle) fail('/lifecycle', '新建表单（record new）每次提交新建一条记录，没有生命周期');
  if (ui.reviewer) fail('/reviewer', '新建表单（record new）没有审核员');
  ui.sections.forEach((section, index) => {
    if (section.kind !== 'fields') fail(`/sections/${index}`, '表单引擎的新建表单只有字段分区（附件随表单提交的工单由 servedBy workorder 提供）');
  });
}

function checkHistory(section: RecordsSection, index: number, fail: (pointer: string, message: string) => never): void {
  if (section.list) fail(`/sections/${index}/list`, '表单引擎的记录区是审批记录，不取列表定义的列');
  section.columns.forEach((column, at) => {
    if (!FORM_HISTORY_FIELDS.includes(column)) fail(`/sections/${index}/columns/${at}`, `审批记录没有 ${column}；可用：${FORM_HISTORY_FIELDS.join('、')}`);
  });
}
