// validate-schemas on engine forms (issue 25 point 1; docs/forms.md "表单引擎"): the analyst's
// form of the acceptance test (tests/fixtures/analyst-form) in a copy of the definitions tree
// passes, its menu node at /form/{form} included; and each thing the engine could not serve is
// reported as file#pointer at the place to fix — a route or api base off the convention, a
// lifecycle action that is no call, a state outside the state list, a reviewer with nothing to
// review, a required file type outside its dictionary, a history column the engine does not
// answer, a field stored in one of the engine's own columns, a reviewer rule on an unknown field,
// and a menu node naming a form that does not exist.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYST_FORM_FIXTURE, definitionsTree, type DefinitionsTree } from '../tests/support/definitions-tree.ts';
import { formatProblem, validateTree } from './validate-schemas.ts';

const DATA = 'schemas/forms/companyChange.schema.json';
const UI = 'schemas/forms/companyChange.ui.json';
const trees: DefinitionsTree[] = [];

function tree(): DefinitionsTree {
  const made = definitionsTree(ANALYST_FORM_FIXTURE);
  trees.push(made);
  return made;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits arbitrary JSON
function edit(root: string, file: string, change: (json: Record<string, any>) => void): void {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

const problems = (root: string) => validateTree(root).problems.map(formatProblem);

afterEach(() => {
  for (const made of trees.splice(0)) made.dispose();
});

describe('validate-schemas on a form the engine serves', () => {
  it("passes the analyst's form and its menu node", () => {
    expect(problems(tree().root)).toEqual([]);
  });

  it('asks for the conventional route (or a page of the spec) and an api base equal to it', () => {
    const { root } = tree();
    edit(root, UI, (ui) => {
      ui.route = '/companyChange';
      ui.api.base = '/companyChange';
    });
    expect(problems(root)).toContainEqual(expect.stringMatching(new RegExp(`^${UI}#/route: 表单引擎提供的表单，route 应为 "/form/companyChange"`)));
    const other = tree().root;
    edit(other, UI, (ui) => (ui.api.base = '/companyChange'));
    expect(problems(other)).toContainEqual(
      `${UI}#/api/base: 表单引擎提供的表单，api.base 应与 route 相同，为 "/form/companyChange"（接口为 /api/enterprise/form/companyChange/…）`,
    );
  });

  it('keeps a new-record engine form (意见反馈) to fields and a save', () => {
    const { root } = tree();
    const feedback = 'schemas/forms/feedback.ui.json';
    edit(root, feedback, (ui) => (ui.lifecycle = { actions: { save: { from: ['0'], to: '1' } } }));
    expect(problems(root)).toContainEqual(`${feedback}#/lifecycle: 新建表单（record new）每次提交新建一条记录，没有生命周期`);
  });

  it('catches a lifecycle action that is no call of api', () => {
    const { root } = tree();
    edit(root, UI, (ui) => (ui.lifecycle.actions.approve = { from: ['1'], to: '2' }));
    expect(problems(root)).toContainEqual(`${UI}#/lifecycle/actions/approve: 动作 approve 不在 api 中（应写 "api": { "approve": "…" }）`);
  });

  it('catches lifecycle and reviewer states outside the state list', () => {
    const { root } = tree();
    edit(root, UI, (ui) => {
      ui.lifecycle.actions.submit.from = ['0', '9'];
      ui.reviewer.approve.to = '8';
    });
    const found = problems(root);
    expect(found).toContainEqual(`${UI}#/lifecycle/actions/submit/from/1: 状态 "9" 不在状态列表 COMPANY/CompanyChangeState 中`);
    expect(found).toContainEqual(`${UI}#/reviewer/approve/to: 状态 "8" 不在状态列表 COMPANY/CompanyChangeState 中`);
  });

  it('catches a reviewer with nothing to review, and a rule on an unknown field', () => {
    const { root } = tree();
    edit(root, UI, (ui) => (ui.reviewer.reviews = '2'));
    expect(problems(root)).toContainEqual(`${UI}#/reviewer/reviews: 没有生命周期动作把记录改为 "2"，审核员无事可做`);
    const other = tree().root;
    edit(other, UI, (ui) => (ui.reviewer.rules[0].field = 'capital'));
    expect(problems(other)).toContainEqual(`${UI}#/reviewer/rules/0/field: 字段 capital 不在数据定义中`);
  });

  it('catches a required file type outside its dictionary', () => {
    const { root } = tree();
    let at = -1;
    edit(root, UI, (ui) => {
      at = ui.sections.findIndex((section: { kind?: string }) => section.kind === 'attachments');
      ui.sections[at].upload.required = ['1', '7'];
    });
    expect(problems(root)).toContainEqual(`${UI}#/sections/${at}/upload/required/1: 文件类型 "7" 不在字典 company_change_file_type 中`);
  });

  it('catches a history column the engine does not answer', () => {
    const { root } = tree();
    let at = -1;
    edit(root, DATA, (schema) => (schema.properties.history.items.properties.reviewer = { type: 'string', title: '审核人', maxLength: 50 }));
    edit(root, UI, (ui) => {
      at = ui.sections.findIndex((section: { kind?: string }) => section.kind === 'records');
      ui.sections[at].columns.push('reviewer');
    });
    expect(problems(root)).toContainEqual(expect.stringMatching(new RegExp(`^${UI}#/sections/${at}/columns/4: 审批记录没有 reviewer；可用：operationTime`)));
  });

  it('catches a field stored in one of the engine’s own columns', () => {
    const { root } = tree();
    edit(root, DATA, (schema) => (schema.properties.version = { type: 'string', title: '版本', maxLength: 10 }));
    expect(problems(root)).toContainEqual(`${DATA}#/properties/version: 字段名 version 与表单引擎自己的列 version 相同，请换一个名字`);
  });

  it('refuses a menu node at /form/{form} when no engine form has that route', () => {
    const { root } = tree();
    edit(root, 'schemas/seed/menu.json', (menu) => {
      const group = menu.modules.find((node: { key: string }) => node.key === 'enterpriseManage');
      group.children.push({ key: 'nowhere', name: '无此表单', uri: '/form/nowhere', icon: 'FormOutlined', buttons: [] });
    });
    expect(problems(root)).toContainEqual(
      expect.stringMatching(/^schemas\/seed\/menu\.json#\/modules\/\d+\/children\/\d+\/uri: "\/form\/nowhere" 不是规格允许的页面路由/),
    );
  });
});
