// A definition the server cannot use stops it with the words validate-schemas prints (issue 25
// point 3): the file's path, the pointer, and for a JSON syntax error its line and column.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DefinitionError } from '#core/definition/index.ts';
import { loadDefinitions, loadFeatureLists } from './load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from './settings.ts';
import { DEFAULT_FORM_SCHEMA_DIR } from '../forms/settings.ts';
import { loadForms } from '../forms/load-forms.ts';

const folders: string[] = [];

function folderWith(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'load-definitions-'));
  folders.push(dir);
  writeFileSync(join(dir, name), text);
  return dir;
}

function thrown(load: () => unknown): DefinitionError {
  try {
    load();
  } catch (error) {
    if (error instanceof DefinitionError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loading definitions on the server', () => {
  it('names a JSON syntax error by path, line and column', () => {
    const dir = folderWith('export-x.ui.json', '{\n  "family": "export-x",\n  "route": "/bill/export/x",\n}\n');
    const error = thrown(() => loadDefinitions(dir));
    expect(error.file).toBe(join(dir, 'export-x.ui.json'));
    expect(error.pointer).toBe('');
    expect(error.problem).toBe('JSON 语法错误（第 4 行第 1 列）：应为用双引号括起的属性名');
  });

  it('names a form the engine cannot build by path and pointer', () => {
    const dir = folderWith('x.schema.json', JSON.stringify({ $id: 'y', title: 'x', type: 'object', properties: {} }));
    const error = thrown(() => loadForms(dir));
    expect([error.file, error.pointer, error.problem]).toEqual([join(dir, 'x.schema.json'), '/$id', '$id 应为 "x"']);
  });
});

describe('a definition folder read again', () => {
  it('is built once while its files stay the same, and again when one changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'load-definitions-'));
    folders.push(dir);
    cpSync(DEFAULT_BILL_SCHEMA_DIR, dir, { recursive: true });
    const first = loadDefinitions(dir);
    const again = loadDefinitions(dir);
    expect(again).not.toBe(first);
    again.forEach((definition, index) => expect(definition).toBe(first[index]));
    expect(loadFeatureLists(dir).every((list) => !first.includes(list))).toBe(true);

    const path = join(dir, 'export-order.schema.json');
    const schema = JSON.parse(readFileSync(path, 'utf8'));
    schema.properties.orderNo.title = '订单编号（改）';
    writeFileSync(path, JSON.stringify(schema));
    const changed = loadDefinitions(dir).find((definition) => definition.family === 'export-order')!;
    expect(changed).not.toBe(first.find((definition) => definition.family === 'export-order'));
    expect(changed.schema.properties.orderNo!.title).toBe('订单编号（改）');
  });

  it('is not kept when it is broken: the fixed folder is built', () => {
    const dir = folderWith('export-x.ui.json', '{');
    expect(() => loadDefinitions(dir)).toThrow(DefinitionError);
    rmSync(join(dir, 'export-x.ui.json'));
    expect(loadDefinitions(dir)).toEqual([]);
  });
});

describe('a form loaded at start', () => {
  it('compiles its check once, when first asked, and the check refuses what the schema refuses', () => {
    const forms = loadForms(DEFAULT_FORM_SCHEMA_DIR);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form.check).toBe(form.check);
      expect(form.check('not an object')).toBe(false);
    }
  });
});
