// The form definitions as the validator applies them (issue 12): a copy of the tree holding only
// the company filing passes, and a form that breaks its field table — a per-field required message
// changed, a length, a required flag dropped, a field the table names missing, a UI file naming an
// unknown field, a form without a table, a records section naming no list — is reported as
// file#pointer at the place to fix.
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

const lines = (root: string) => checkForms(root).problems.map(formatProblem);

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
});
