// The validator as an analyst meets it: the real tree passes, and a copy of the tree with one
// broken file reports that file and the JSON pointer of the mistake, and fails.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, reportLines, validateTree } from './validate-schemas.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const MENU = 'server/seed/data/menu.json';
const DICTIONARIES = 'server/seed/data/dictionaries.json';
const DEMO = 'server/seed/data/demo.json';
const PASSWORD_RULE = '密码长度在10到20位之间，包含至少一个大写字母、一个小写字母、一个数字和一个特殊字符';

interface MenuNodeJson {
  key: string;
  uri: string;
  icon: string;
  children?: MenuNodeJson[];
}

const copies: string[] = [];

function copyOfTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'validate-schemas-'));
  copies.push(root);
  cpSync(join(projectRoot, 'server/seed/data'), join(root, 'server/seed/data'), { recursive: true });
  cpSync(join(projectRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
  return root;
}

function editJson<T>(root: string, file: string, edit: (data: T) => void): void {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as T;
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

function writeFile(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

function problemLines(root: string): string[] {
  return validateTree(root).problems.map(formatProblem);
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('validate-schemas on the real tree', () => {
  it('finds no problem in the seed data and definitions', () => {
    const report = validateTree(projectRoot);
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(reportLines(report).at(-1)).toMatch(/^校验通过：检查了 \d+ 个文件，没有发现问题。$/);
  });

  it('exits with 0 when run from the command line without a root', () => {
    const run = spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/validate-schemas.ts'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(/校验通过/);
    expect(run.status).toBe(0);
  });
});

describe('validate-schemas on a broken copy', () => {
  it('reports a duplicate menu key at the second occurrence', () => {
    const root = copyOfTree();
    let group = -1;
    let duplicated = '';
    editJson<{ modules: MenuNodeJson[] }>(root, MENU, (menu) => {
      group = menu.modules.findIndex((node) => (node.children?.length ?? 0) >= 2);
      const children = menu.modules[group].children!;
      duplicated = children[0].key;
      children[1].key = duplicated;
    });
    expect(problemLines(root)).toEqual([
      `${MENU}#/modules/${group}/children/1/key: 菜单 key "${duplicated}" 重复（已用于 #/modules/${group}/children/0/key）`,
    ]);
  });

  it('reports an icon @ant-design/icons does not have', () => {
    const root = copyOfTree();
    editJson<{ modules: MenuNodeJson[] }>(root, MENU, (menu) => {
      menu.modules[0].icon = 'HouseOutlined';
    });
    expect(problemLines(root)).toEqual([
      expect.stringMatching(new RegExp(`^${MENU}#/modules/0/icon: @ant-design/icons 中没有图标 "HouseOutlined"，相近的有：HomeOutlined`)),
    ]);
  });

  it('rejects a detail route as a menu page', () => {
    const root = copyOfTree();
    editJson<{ modules: MenuNodeJson[] }>(root, MENU, (menu) => {
      menu.modules[0].uri = '/account/add';
    });
    const [line] = problemLines(root);
    expect(line).toMatch(new RegExp(`^${MENU}#/modules/0/uri: "/account/add" 是子页面路由`));
  });

  it('reports a page of the spec that the menu lacks', () => {
    const root = copyOfTree();
    editJson<{ modules: MenuNodeJson[] }>(root, MENU, (menu) => {
      for (const group of menu.modules) group.children = group.children?.filter((node) => node.uri !== '/statistics');
      menu.modules = menu.modules.filter((node) => !node.children || node.children.length > 0);
    });
    expect(problemLines(root)).toEqual([`${MENU}#/modules: 菜单缺少规格中的页面 "/statistics"`]);
  });

  it('reports a JSON syntax error with its line and column', () => {
    const root = copyOfTree();
    writeFile(root, DICTIONARIES, '{\n  "dictionaries": [\n    { "code": "x", }\n  ]\n}\n');
    expect(problemLines(root)).toEqual([`${DICTIONARIES}#: JSON 语法错误（第 3 行第 20 列）：应为用双引号括起的属性名`]);
  });

  it('reports a dictionary item without its name', () => {
    const root = copyOfTree();
    editJson<{ dictionaries: Array<{ items: Array<{ name?: string }> }> }>(root, DICTIONARIES, (data) => {
      delete data.dictionaries[0].items[2].name;
    });
    expect(problemLines(root)).toEqual([`${DICTIONARIES}#/dictionaries/0/items/2: 应当有必需属性 name`]);
  });

  it('reports a demo password that breaks the password rule', () => {
    const root = copyOfTree();
    editJson<{ accounts: Array<{ password: string }> }>(root, DEMO, (demo) => {
      demo.accounts[1].password = 'declarer2024';
    });
    expect(problemLines(root)).toEqual([`${DEMO}#/accounts/1/password: ${PASSWORD_RULE}`]);
  });

  it('reports a denied button code that no menu page offers', () => {
    const root = copyOfTree();
    editJson<{ accounts: Array<{ denyButtons: string[] }> }>(root, DEMO, (demo) => {
      demo.accounts[1].denyButtons.push('sendReceipt');
    });
    const index = JSON.parse(readFileSync(join(root, DEMO), 'utf8')).accounts[1].denyButtons.length - 1;
    expect(problemLines(root)).toEqual([
      `${DEMO}#/accounts/1/denyButtons/${index}: 按钮编码 "sendReceipt" 不在菜单任何页面的 buttons 中`,
    ]);
  });

  it('checks definition files: syntax, and the schema they declare', () => {
    const root = copyOfTree();
    writeFile(root, 'schemas/bills/broken.json', '{ "title": "出口订单" ');
    writeFile(root, 'schemas/forms/lengths.schema.json', JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { orderNo: { type: 'string', maxLength: 60 } },
    }));
    writeFile(root, 'schemas/forms/order.json', JSON.stringify({ $schema: './lengths.schema.json', orderNo: 'x'.repeat(61) }));
    expect(problemLines(root)).toEqual([
      'schemas/bills/broken.json#: JSON 语法错误（第 1 行第 19 列）：文件意外结束',
      'schemas/forms/order.json#/orderNo: 不应多于 60 个字符',
    ]);
  });

  it('prints one line per problem and a summary, and exits with 1', () => {
    const root = copyOfTree();
    editJson<{ accounts: Array<{ password: string }> }>(root, DEMO, (demo) => {
      demo.accounts[0].password = 'short';
    });
    const run = spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/validate-schemas.ts', root], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.stdout.trim().split('\n')).toEqual([
      `${DEMO}#/accounts/0/password: ${PASSWORD_RULE}`,
      expect.stringMatching(/^校验失败：检查了 \d+ 个文件，发现 1 个问题。$/),
    ]);
    expect(run.status).toBe(1);
  });
});
