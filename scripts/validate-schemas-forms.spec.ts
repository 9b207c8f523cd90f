// The form definitions as the validator applies them (issue 12): a copy of the tree holding only
// the company filing passes, and a form that breaks its field table — a per-field required message
// changed, a length, a required flag dropped, a field the table names missing, a UI file naming an
// unknown field, a form without a table, a records section naming no list — is reported as
// file#pointer at the place to fix. So are issue 25's holes: a dictionary or a state list that
// schemas/seed does not have, an upload button naming no attachments section, a records column
// that is no field of its records.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkForms } from './validate-schemas/check-forms.ts';
import { formatProblem } from './validate-schemas.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const DATA = 'schemas/forms/enterprise.schema.json';
const UI = 'schemas/forms/enterprise.ui.json';
const TABLE = 'schemas/tables/forms/enterprise.table.json';
const copies: string[] = [];

function copyOfForms(): string {
  const root = mkdtempSync(join(tmpdir(), 'validate-forms-'));
  copies.push(root);
  for (const folder of ['schemas/meta', 'schemas/forms', 'schemas/tables/forms', 'schemas/bills'])
    cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
  return root;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits arbitrary JSON
function edit(root: string, file: string, change: (json: Record<string, any>) => void): void {
  const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
  change(json);
  writeFileSync(join(root, file), JSON.stringify(json));
}

const seed = (file: string) => JSON.parse(readFileSync(join(projectRoot, 'schemas/seed', file), 'utf8'));
const seeds = { dictionaries: seed('dictionaries.json'), states: seed('states.json') };
const lines = (root: string) => checkForms(root, seeds).problems.map(formatProblem);

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('validate-schemas on form definitions', () => {
  it('passes the company filing as written', () => {
    expect(lines(copyOfForms())).toEqual([]);
  });

  it('catches a records section whose list is no list definition', () => {
    const root = copyOfForms();
    const ui = 'schemas/forms/rewardApply.ui.json';
    let at = -1;
    edit(root, ui, (json) => {
      at = json.sections.findIndex((section: { list?: string }) => section.list !== undefined);
      json.sections[at].list = '/rewardApplication/nowhere';
    });
    expect(lines(root)).toEqual([`${ui}#/sections/${at}/list: schemas/bills 中没有路由为 /rewardApplication/nowhere 的列表定义`]);
  });

  it("catches a required message that is not the spec's, a length, a dropped required flag", () => {
    const root = copyOfForms();
    edit(root, DATA, (schema) => {
      schema.properties.orgCode['x-requiredMessage'] = '请填写组织机构编码';
      schema.properties.taxPayerNo.maxLength = 40;
      schema.required = schema.required.filter((name: string) => name !== 'mobileNo');
    });
    const found = lines(root);
    expect(found).toContainEqual(
      expect.stringMatching(/^schemas\/forms\/enterprise\.schema\.json#\/properties\/orgCode\/x-requiredMessage: .*请输入组织机构编码/),
    );
    expect(found).toContainEqual(expect.stringMatching(/^schemas\/forms\/enterprise\.schema\.json#\/properties\/taxPayerNo\/maxLength: maxLength 为 40/));
    expect(found).toContainEqual(expect.stringMatching(/^schemas\/forms\/enterprise\.schema\.json#\/required: .*"mobileNo" 必填/));
  });

  it('catches a field the table names that the form lacks, and a UI file naming an unknown field', () => {
    const root = copyOfForms();
    edit(root, DATA, (schema) => {
      delete schema.properties.fax;
    });
    edit(root, UI, (ui) => {
      ui.sections[1].checkGroups[0].fields.push('bizTransit');
    });
    const found = lines(root);
    expect(found).toContainEqual(expect.stringMatching(/^schemas\/tables\/forms\/enterprise\.table\.json#\/rows\/\d+\/field: 字段 "fax" 不在/));
    expect(found).toContainEqual(expect.stringMatching(/^schemas\/forms\/enterprise\.ui\.json#\/sections\/0\/fields\/\d+: 字段 fax 不在数据定义中/));
  });

  it('asks for a table for every form', () => {
    const root = copyOfForms();
    rmSync(join(root, TABLE));
    expect(lines(root)).toContainEqual(
      expect.stringMatching(/^schemas\/forms\/enterprise\.schema\.json#: 缺少字段表 schemas\/tables\/forms\/enterprise\.table\.json/),
    );
  });

  it('catches a dictionary that schemas/seed does not have, in a field and in a record', () => {
    const root = copyOfForms();
    edit(root, DATA, (schema) => {
      schema.properties.orgType['x-dictionary'] = 'org_kind';
      schema.properties.companyFileVos.items.properties.fileType['x-dictionary'] = 'Company_File_Type';
    });
    const found = lines(root);
    expect(found).toContainEqual(`${DATA}#/properties/orgType/x-dictionary: 字典 "org_kind" 不在 schemas/seed/dictionaries.json 中`);
    // The record's field is in no field table: before issue 25 nothing caught it.
    expect(found).toContainEqual(
      `${DATA}#/properties/companyFileVos/items/properties/fileType/x-dictionary: 字典 "Company_File_Type" 不在 schemas/seed/dictionaries.json 中（是否为 "company_file_type"？）`,
    );
  });

  it('catches a state list that schemas/seed does not have, and a locking state outside the list', () => {
    const root = copyOfForms();
    edit(root, DATA, (schema) => {
      schema.properties.rateType['x-options'].stateList.billType = 'CompanyRate';
    });
    edit(root, UI, (ui) => {
      ui.state.lockedIn = ['5', '55'];
    });
    expect(lines(root)).toEqual([
      `${DATA}#/properties/rateType/x-options/stateList: 状态列表 COMPANY/CompanyRate 不在 schemas/seed/states.json 中`,
      `${UI}#/state/lockedIn/1: 状态 "55" 不在状态列表 COMPANY/CompanyApproveState 中`,
    ]);
    edit(root, UI, (ui) => {
      ui.state.lockedIn = ['5'];
      ui.state.stateType.mode = 'BILL';
    });
    expect(lines(root)).toContainEqual(
      `${UI}#/state/stateType: 状态列表 BILL/CompanyApproveState 不在 schemas/seed/states.json 中（CompanyApproveState 的 mode 是 COMPANY）`,
    );
  });

  it('catches an upload button naming no attachments section', () => {
    const root = copyOfForms();
    let at = -1;
    edit(root, UI, (ui) => {
      at = ui.buttons.findIndex((button: { kind: string }) => button.kind === 'upload');
      ui.buttons[at].section = 'companyFiles';
    });
    expect(lines(root)).toEqual([`${UI}#/buttons/${at}/section: sections 中没有字段为 "companyFiles" 的附件分区（kind 为 attachments）`]);
    edit(root, UI, (ui) => {
      ui.buttons[at].section = 'approvalRecordVos';
    });
    expect(lines(root)).toEqual([`${UI}#/buttons/${at}/section: 分区 sections/3（审批记录）是 records，上传按钮只能打开附件分区（kind 为 attachments）`]);
  });

  it('catches a records column that is no field of its records', () => {
    const root = copyOfForms();
    edit(root, UI, (ui) => {
      ui.sections[3].columns[1] = 'username';
    });
    expect(lines(root)).toEqual([
      `${UI}#/sections/3/columns/1: 列 "username" 不是记录 approvalRecordVos 的字段（数据定义的 properties/approvalRecordVos/items/properties 中没有）（是否为 "userName"？）`,
    ]);
  });
});
