// A new engine form (npm run new-definition -- form xxx): a form the form engine serves from its
// JSON alone (docs/forms.md「表单引擎」, core/forms/engine-rules.ts) — its data schema, its UI file,
// its field table, its page in the menu and its state list. The form starts with one text field,
// 提交 to a reviewer without rules (who approves) and the approval history.
import { toSnakeCase } from '#core/definition/naming.ts';
import { ENGINE_FORM_COLUMNS } from '#core/forms/engine-rules.ts';
import { CAMEL_NAME, refuseExisting, ScaffoldError, writeFiles, type NewFile } from './files.ts';
import { addPage, groupNamed, readMenu } from './menu.ts';
import { addStateList, type StateList } from './states.ts';

export const DEFAULT_FORM_FIELD = 'remark';
export const DEFAULT_FORM_GROUP = 'enterpriseManage';
const ICON = 'FormOutlined';
const STATE_FIELD = 'applyState';
const STATE_LABEL = 'applyStateName';
const HISTORY_FIELD = 'history';
const FIELD_LENGTH = 255;

export const FORM_NEXT_STEPS = [
  '字段：数据模式（schemas/forms）、字段表（schemas/tables/forms）与 ui.json 的分区（sections）；',
  '附件：kind 为 attachments 的分区（upload.typeField 指向文件类型字段，其字典加进 schemas/seed/dictionaries.json，upload.required 为必传的类型），另加上传按钮（kind upload，其 code 也写进菜单节点的 buttons）与 api.saveFile、api.deleteFile；',
  '审核员的退回规则（reviewer.rules）；',
  '格式说明见 docs/forms.md「表单引擎」。',
].join('\n  ');

export interface NewForm {
  form: string;
  title: string;
  field: string;
  /** The key of the menu group the page goes in. */
  group: string;
}

export function stateListOf(form: string): StateList {
  return {
    mode: 'COMPANY',
    billType: `${form[0].toUpperCase()}${form.slice(1)}State`,
    states: [
      { state: '0', stateName: '待提交' },
      { state: '1', stateName: '审核中' },
      { state: '2', stateName: '审核通过' },
      { state: '3', stateName: '已退回' },
    ],
  };
}

const historyRecords = {
  type: 'array',
  title: '审批记录',
  readOnly: true,
  maxItems: 500,
  items: {
    type: 'object',
    properties: {
      operationTime: { type: 'string', title: '时间', format: 'date-time' },
      userName: { type: 'string', title: '处理人', maxLength: 100 },
      stateName: { type: 'string', title: '状态', maxLength: 50 },
      opinion: { type: 'string', title: '意见', maxLength: 255 },
    },
  },
};

function dataSchema({ form, title, field }: NewForm, stateType: Pick<StateList, 'mode' | 'billType'>): unknown {
  return {
    $schema: '../meta/form-data.schema.json',
    $id: form,
    title,
    $comment: '待补充：字段的来源（规格章节）与规格没有给出时所做的决定。表单引擎提供（ui.json 没有 servedBy），按本定义建表。',
    type: 'object',
    properties: {
      [field]: { type: 'string', title: field === DEFAULT_FORM_FIELD ? '备注' : '待补充', maxLength: FIELD_LENGTH },
      [STATE_FIELD]: { type: 'string', title: '申请状态', readOnly: true, 'x-options': { stateList: stateType } },
      [STATE_LABEL]: { type: 'string', title: '申请状态', readOnly: true },
      [HISTORY_FIELD]: historyRecords,
    },
    required: [field],
  };
}

function uiFile({ form, title, field }: NewForm, stateType: Pick<StateList, 'mode' | 'billType'>): unknown {
  const route = `/form/${form}`;
  return {
    $schema: '../meta/form-ui.schema.json',
    form,
    $comment: '待补充：取舍说明。表单引擎提供（没有 servedBy）：待提交或已退回时可编辑与提交，审核中锁定，审核员没有退回规则时通过。',
    route,
    api: { base: route, load: 'queryDetail', save: 'save', submit: 'submit' },
    state: { field: STATE_FIELD, label: STATE_LABEL, stateType, lockedIn: ['1'], lockedMessage: `${title}审核中，不允许编辑` },
    lifecycle: { actions: { submit: { from: ['0', '3'], to: '1' } } },
    reviewer: { name: '审核员', reviews: '1', approve: { to: '2', opinion: '审核通过' }, return: { to: '3' }, rules: [] },
    buttons: [
      { code: 'edit', kind: 'edit', text: '编辑', modes: ['view'], unlockedOnly: true },
      {
        code: 'submit',
        kind: 'submit',
        text: '提交',
        path: 'submit',
        confirm: `提交后审核期间不能修改，是否提交${title}?`,
        success: '提交成功!',
        unlockedOnly: true,
        primary: true,
      },
      { code: 'save', kind: 'submit', text: '保存', path: 'save', modes: ['edit'], success: '保存成功!' },
      { kind: 'cancel', text: '取消', modes: ['edit'], confirm: '放弃当前编辑内容?' },
    ],
    sections: [
      { title: '基本信息', columns: 3, stateTag: true, fields: [{ field, span: 'full' }] },
      { title: '审批记录', kind: 'records', field: HISTORY_FIELD, columns: ['operationTime', 'userName', 'stateName', 'opinion'] },
    ],
  };
}

/** The form's own files (the seed files it edits are added by scaffoldForm). */
export function formFiles(form: NewForm): NewFile[] {
  const { mode, billType } = stateListOf(form.form);
  return [
    [`schemas/forms/${form.form}.schema.json`, dataSchema(form, { mode, billType })],
    [`schemas/forms/${form.form}.ui.json`, uiFile(form, { mode, billType })],
    [
      `schemas/tables/forms/${form.form}.table.json`,
      {
        $schema: '../../meta/form-table.schema.json',
        form: form.form,
        source: '待补充：规格章节',
        description: '待补充：长度、必填与字典的出处。',
        rows: [{ field: form.field, kind: 'text', maxLength: FIELD_LENGTH, required: true, source: '待补充' }],
      },
    ],
  ];
}

function checkNames({ form, field }: NewForm): void {
  if (!CAMEL_NAME.test(form)) throw new ScaffoldError(`表单标识「${form}」不合规则：以小写字母开头，只含字母与数字`);
  if (!CAMEL_NAME.test(field)) throw new ScaffoldError(`字段名「${field}」不合规则：以小写字母开头，只含字母与数字`);
  if (ENGINE_FORM_COLUMNS.includes(toSnakeCase(field)) || [STATE_FIELD, STATE_LABEL, HISTORY_FIELD].includes(field))
    throw new ScaffoldError(`字段名「${field}」已由表单引擎或生成的文件使用（状态、审批记录与引擎自己的列），请换一个名字`);
}

/** Writes the new form's files, its menu page and its state list under `root`; answers the paths written. */
export function scaffoldForm(root: string, form: NewForm): string[] {
  checkNames(form);
  const files = formFiles(form);
  refuseExisting(root, files);
  const menu = readMenu(root);
  const page = { key: form.form, name: form.title, uri: `/form/${form.form}`, icon: ICON, buttons: ['edit', 'save', 'submit'] };
  const menuFile = addPage(menu, groupNamed(menu, form.group), page);
  const statesFile = addStateList(root, stateListOf(form.form));
  return writeFiles(root, [...files, menuFile, statesFile]);
}
