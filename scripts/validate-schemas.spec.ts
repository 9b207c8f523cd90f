// The validator as an analyst meets it: the real tree passes, and a copy of the tree with one
// broken file reports that file and the JSON pointer of the mistake, and fails.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, reportLines, validateTree } from './validate-schemas.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const MENU = 'schemas/seed/menu.json';
const DICTIONARIES = 'schemas/seed/dictionaries.json';
const DEMO = 'schemas/seed/demo.json';
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
  cpSync(join(projectRoot, 'schemas/seed'), join(root, 'schemas/seed'), { recursive: true });
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
    expect(problemLines(root)).toEqual([`${MENU}#/modules/${group}/children/1/key: 菜单 key "${duplicated}" 重复（已用于 #/modules/${group}/children/0/key）`]);
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
    // The statistics definition names the page too, and says so as well.
    expect(problemLines(root)).toContain(`${MENU}#/modules: 菜单缺少规格中的页面 "/statistics"`);
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
    expect(problemLines(root)).toEqual([`${DEMO}#/accounts/1/denyButtons/${index}: 按钮编码 "sendReceipt" 不在菜单任何页面的 buttons 中`]);
  });

  it("reports another demo company that is not a demo bills' seller, repeats a code or a login name", () => {
    const root = copyOfTree();
    type Other = { role: string; company: { code: string; name: string }; accounts: Array<{ loginName: string }> };
    editJson<{ company: { code: string }; otherCompanies: Other[] }>(root, DEMO, (demo) => {
      demo.otherCompanies[0]!.company.code = '91330106MA2H7KQ8X5';
      demo.otherCompanies[1]!.accounts[0]!.loginName = 'admin';
    });
    expect(problemLines(root)).toEqual([
      `${DEMO}#/otherCompanies/0/company/code: 电商企业 "91330106MA2H7KQ8X5" 不是演示单据的电商企业（core/seed/demo-parties.ts SELLERS）之一`,
      `${DEMO}#/otherCompanies/1/company/code: 企业编码 "91330106MA2H7KQ8X5" 重复（已用于 #/otherCompanies/0/company/code）`,
      `${DEMO}#/otherCompanies/1/accounts/0/loginName: 登录名 "admin" 重复（已用于 #/accounts/0/loginName）`,
    ]);
  });

  it('checks definition files: syntax, and the schema they declare', () => {
    const root = copyOfTree();
    writeFile(root, 'schemas/bills/_broken.json', '{ "title": "出口订单" ');
    writeFile(
      root,
      'schemas/forms/lengths.schema.json',
      JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { orderNo: { type: 'string', maxLength: 60 } },
      }),
    );
    writeFile(root, 'schemas/forms/order.json', JSON.stringify({ $schema: './lengths.schema.json', orderNo: 'x'.repeat(61) }));
    expect(problemLines(root)).toEqual([
      'schemas/bills/_broken.json#: JSON 语法错误（第 1 行第 19 列）：文件意外结束',
      'schemas/forms/order.json#/orderNo: 不应多于 60 个字符',
    ]);
  });

  it("checks that a meta-schema's link to a docs section leads to one (issue 25)", () => {
    const root = copyOfTree();
    cpSync(join(projectRoot, 'docs'), join(root, 'docs'), { recursive: true });
    expect(problemLines(root)).toEqual([]);
    const forms = join(root, 'docs/forms.md');
    writeFileSync(forms, readFileSync(forms, 'utf8').replace('## Field tables', '## Tables'));
    rmSync(join(root, 'docs/kinds.md'));
    expect(problemLines(root)).toEqual([
      'schemas/meta/bill-data.schema.json#/definitions/valueKind/description: 链接的文档 docs/kinds.md 不存在',
      'schemas/meta/bill-data.schema.json#/definitions/numberField/properties/x-sumOf/description: 链接的文档 docs/kinds.md 不存在',
      'schemas/meta/form-table.schema.json#/description: docs/forms.md 中没有标题为「Field tables」的章节',
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

const ORDER_DATA = 'schemas/bills/export-order.schema.json';
const ORDER_UI = 'schemas/bills/export-order.ui.json';
const LOGISTICS_DATA = 'schemas/bills/export-logistics.schema.json';
const LOGISTICS_UI = 'schemas/bills/export-logistics.ui.json';
const SHARED = 'schemas/bills/_shared.schema.json';
const SYSTEM_FIELDS = 'id、companyCode、state、createTime、updateTime、appTime、returnInfo、version';

interface DataJson {
  properties: Record<string, Record<string, unknown>>;
  definitions: Record<string, Record<string, unknown>>;
}

interface UiJson {
  route: string;
  api: { base: string };
  list: {
    columns: Array<{ field: string }>;
    filters: Array<Record<string, unknown>>;
    pageSize: number;
    defaultSort: { field: string };
  };
  lifecycle: { editableIn: string[]; actions: Record<string, { from: string[] }> };
  buttons: Array<Record<string, unknown>>;
}

/** The JSON pointer of the menu page with this uri, as the validator names it. */
function menuPagePointer(uri: string): string {
  const menu = JSON.parse(readFileSync(join(projectRoot, MENU), 'utf8')) as { modules: MenuNodeJson[] };
  const find = (nodes: MenuNodeJson[], base: string): string | undefined => {
    for (const [i, node] of nodes.entries()) {
      if (node.uri === uri) return `${base}/${i}`;
      const inner = node.children && find(node.children, `${base}/${i}/children`);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(menu.modules, '/modules')!;
}

describe('validate-schemas on a broken bill definition, in the lines the command line prints', () => {
  const cases: Array<{ mistake: string; breakIt: (root: string) => void; expected: () => string[] }> = [
    {
      mistake: 'a column whose field the data schema lacks',
      breakIt: (root) =>
        editJson<UiJson>(root, ORDER_UI, (ui) => {
          ui.list.columns[2].field = 'ebcname';
        }),
      expected: () => [
        `${ORDER_UI}#/list/columns/2/field: 字段 "ebcname" 不在 ${ORDER_DATA} 的表头 properties 中，也不是系统字段（${SYSTEM_FIELDS}）（是否为 "ebcName"？）`,
      ],
    },
    {
      mistake: 'a dictionary that dictionaries.json lacks',
      breakIt: (root) =>
        editJson<DataJson>(root, ORDER_DATA, (data) => {
          data.properties.orderType['x-dictionary'] = 'order_kind';
        }),
      expected: () => [`${ORDER_DATA}#/properties/orderType/x-dictionary: 字典 "order_kind" 不在 ${DICTIONARIES} 中`],
    },
    {
      mistake: 'a lifecycle state missing from the state list',
      breakIt: (root) =>
        editJson<UiJson>(root, LOGISTICS_UI, (ui) => {
          ui.lifecycle.actions.chargeback.from.push('120');
        }),
      expected: () => [`${LOGISTICS_UI}#/lifecycle/actions/chargeback/from/3: 状态 "120" 不在状态列表 EXPU/ExpuLogisticsState 中（schemas/seed/states.json）`],
    },
    {
      mistake: 'a button code the menu page does not offer',
      breakIt: (root) =>
        editJson<UiJson>(root, ORDER_UI, (ui) => {
          ui.buttons.push({
            code: 'cancel',
            kind: 'prompt',
            text: '撤单',
            path: 'cancel',
            prompt: { key: 'reason', label: '撤单原因', required: '请输入撤单原因' },
          });
        }),
      expected: () => [
        `${ORDER_UI}#/buttons/9/code: 按钮编码 "cancel" 不在菜单页面 "/bill/export/order"（${MENU}#${menuPagePointer('/bill/export/order')}/buttons）中`,
      ],
    },
    {
      mistake: 'a code the menu page grants without its button (删除 on the list)',
      breakIt: (root) =>
        editJson<UiJson>(root, ORDER_UI, (ui) => {
          ui.buttons = ui.buttons.filter((button) => (button as unknown) !== 'delete');
          delete ui.lifecycle.actions.delete;
        }),
      expected: () => [
        `${ORDER_UI}#/buttons: 菜单页面 "/bill/export/order"（${MENU}#${menuPagePointer('/bill/export/order')}/buttons）授予按钮编码 "delete"，列表却没有该按钮`,
      ],
    },
    {
      mistake: "a button path the family's api already uses (the line delete)",
      breakIt: (root) =>
        editJson<UiJson>(root, ORDER_UI, (ui) => {
          ui.buttons = ui.buttons.map((button) => ((button as unknown) === 'delete' ? { preset: 'delete', path: 'findById' } : button));
        }),
      expected: () => [`${ORDER_UI}#/buttons/2: 按钮 "delete" 的接口子路径 "findById" 已由 api.detail 使用`],
    },
    {
      mistake: 'a route and an API base another family claims',
      breakIt: (root) =>
        editJson<UiJson>(root, ORDER_UI, (ui) => {
          ui.route = '/bill/export/logistics';
          ui.api.base = '/expu/logistics';
        }),
      expected: () => [
        `${ORDER_UI}#/route: 路由 "/bill/export/logistics" 已由 ${LOGISTICS_UI} 使用`,
        `${ORDER_UI}#/api/base: 接口基路径 "/expu/logistics" 已由 ${LOGISTICS_UI} 使用`,
      ],
    },
    {
      mistake: 'a data schema without its UI file',
      breakIt: (root) => rmSync(join(root, LOGISTICS_UI)),
      expected: () => [`${LOGISTICS_DATA}#: 缺少界面文件 ${LOGISTICS_UI}（一个单证族由数据模式与界面文件两个文件组成）`],
    },
    {
      mistake: 'a $ref to a shared field that does not exist',
      breakIt: (root) =>
        editJson<DataJson>(root, ORDER_DATA, (data) => {
          data.properties.copCode.$ref = '_shared.schema.json#/definitions/copcode';
        }),
      expected: () => [
        `${ORDER_DATA}#/properties/copCode/$ref: 无法解析 $ref "_shared.schema.json#/definitions/copcode"：${SHARED} 的 definitions 中没有 "copcode"（是否为 "copCode"？）`,
      ],
    },
    {
      mistake: 'a text field without maxLength',
      breakIt: (root) =>
        editJson<DataJson>(root, ORDER_DATA, (data) => {
          delete data.properties.orderNo.maxLength;
        }),
      expected: () => [`${ORDER_DATA}#/properties/orderNo: 应当有必需属性 maxLength`],
    },
  ];

  // The lines the command line prints (reportLines) for each broken copy. That it prints them
  // and exits with 1 is checked above ('prints one line per problem and a summary, and exits
  // with 1'); a command-line run per case cost ~3 s, mostly tsx starting.
  const runs: Array<{ lines: string[] }> = [];
  beforeAll(() => {
    for (const { breakIt } of cases) {
      const root = copyOfTree();
      breakIt(root);
      runs.push({ lines: reportLines(validateTree(root)) });
    }
  });

  it.each(cases.map((testCase, index) => ({ ...testCase, index })))('reports $mistake at its pointer and fails', ({ index, expected }) => {
    const { lines } = runs[index];
    const problems = expected();
    expect(lines.slice(0, -1)).toEqual(problems);
    expect(lines.at(-1)).toMatch(new RegExp(`^校验失败：检查了 \\d+ 个文件，发现 ${problems.length} 个问题。$`));
  });
});

describe('validate-schemas on a broken bill definition', () => {
  it('refuses a misspelt field keyword, so the typo cannot hide a missing length', () => {
    const root = copyOfTree();
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      data.properties.orderNo.maxlength = data.properties.orderNo.maxLength;
      delete data.properties.orderNo.maxLength;
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_DATA}#/properties/orderNo: 应当有必需属性 maxLength`,
      `${ORDER_DATA}#/properties/orderNo/maxlength: 不允许有额外的属性 maxlength`,
    ]);
  });

  it('allows multipleOf on a number (money to the cent) and a pattern with its own message (issue 25)', () => {
    const root = copyOfTree();
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      data.properties.goodsValue.multipleOf = 0.01;
      data.properties.orderNo.pattern = '^[A-Z0-9]+$';
      data.properties.orderNo['x-patternMessage'] = '订单编号只能由大写字母与数字组成';
    });
    expect(problemLines(root)).toEqual([]);
  });

  it('refuses a multipleOf that is no positive number, and a pattern message without its pattern', () => {
    const root = copyOfTree();
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      data.properties.goodsValue.multipleOf = 0;
      data.properties.orderNo['x-patternMessage'] = '订单编号格式不正确';
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_DATA}#/properties/orderNo: 应当拥有属性x-patternMessage的依赖属性pattern`,
      `${ORDER_DATA}#/properties/goodsValue/multipleOf: 应当为 > 0`,
    ]);
  });

  it('refuses an unknown value kind with the known ones, and a field whose kind nothing says', () => {
    const root = copyOfTree();
    const LINE = `${ORDER_DATA}#/properties/lines/items/properties`;
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      const items = (data.properties.lines as unknown as { items: { properties: Record<string, Record<string, unknown>> } }).items.properties;
      items.itemName['x-valueKind'] = 'goodsname';
      delete items.itemDescribe['x-valueKind'];
    });
    const lines = problemLines(root);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${LINE}/itemName/x-valueKind: 未知的取值种类 "goodsname"（是否为 "goodsName"？）；可用的种类：personName、`));
    expect(lines[1]).toBe(
      `${LINE}/itemDescribe: 字段 itemDescribe（企业商品描述）的取值种类无法从字典、格式或字段角色推出，请写 x-valueKind（种类见 docs/kinds.md）`,
    );
  });

  it('refuses a value relation reading a field that is missing, not a number, or itself, and x-sumOfLines on a line', () => {
    const root = copyOfTree();
    const HEAD = `${ORDER_DATA}#/properties`;
    const LINE = `${ORDER_DATA}#/properties/lines/items/properties`;
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      const head = data.properties as unknown as Record<string, Record<string, unknown>>;
      const items = (data.properties.lines as unknown as { items: { properties: Record<string, Record<string, unknown>> } }).items.properties;
      head.goodsValue['x-sumOfLines'] = 'totalprice';
      head.freight['x-sumOf'] = ['goodsValue', 'orderNo', '-freight'];
      items.totalPrice['x-productOf'] = ['qty', 'itemName'];
      items.price['x-sumOfLines'] = 'qty';
    });
    expect(problemLines(root)).toEqual([
      `${HEAD}/goodsValue/x-sumOfLines: x-sumOfLines 引用的字段 totalprice 不在表体中（是否为 totalPrice？）`,
      `${HEAD}/freight/x-sumOf: x-sumOf 不能引用字段自身 freight`,
      `${HEAD}/freight/x-sumOf: x-sumOf 引用的字段 orderNo（订单编号）不是数值或金额字段（取值种类 documentNo），不能相加或相乘`,
      `${LINE}/price/x-sumOfLines: x-sumOfLines 只能写在表头字段上（表体行没有下级行可加）`,
      `${LINE}/totalPrice/x-productOf: x-productOf 引用的字段 itemName（企业商品名称）不是数值或金额字段（取值种类 goodsName），不能相加或相乘`,
    ]);
  });

  it('refuses value relations that go round in a cycle', () => {
    const root = copyOfTree();
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      const head = data.properties as unknown as Record<string, Record<string, unknown>>;
      // 商品价格 is the sum of the lines (x-sumOfLines): this test makes it a product instead.
      delete head.goodsValue['x-sumOfLines'];
      head.goodsValue['x-productOf'] = ['freight', 'freight'];
      head.freight['x-productOf'] = ['goodsValue', 'goodsValue'];
    });
    expect(problemLines(root)).toEqual([`${ORDER_DATA}#/properties/goodsValue: 表头字段的取值关系形成循环：goodsValue → freight → goodsValue`]);
  });

  it('names the key a button of its kind must carry', () => {
    const root = copyOfTree();
    editJson<UiJson>(root, ORDER_UI, (ui) => {
      ui.buttons[1] = { code: 'declare', kind: 'confirm', text: '申报', confirm: '确认批量申报吗？' } as unknown as (typeof ui.buttons)[number];
    });
    expect(problemLines(root)).toEqual([`${ORDER_UI}#/buttons/1: 应当有必需属性 path`]);
  });

  it('refuses an unknown button preset, by name or as { preset }', () => {
    const root = copyOfTree();
    editJson<UiJson>(root, ORDER_UI, (ui) => {
      (ui.buttons as unknown[])[0] = 'excelQeury';
      ui.buttons[1] = { preset: 'declar', path: 'applyByIds' };
    });
    const presets = 'add、declare、delete、chargeback、updateStatus、resendReceipt、export、template、import、excelQuery';
    expect(problemLines(root)).toEqual([
      `${ORDER_UI}#/buttons/0: 应当是预设定的枚举值之一：${presets}`,
      `${ORDER_UI}#/buttons/1/preset: 应当是预设定的枚举值之一：${presets}`,
    ]);
  });

  it('still catches typos in the short form: a preset override, a list key, a lifecycle key', () => {
    const root = copyOfTree();
    editJson<UiJson>(root, ORDER_UI, (ui) => {
      (ui.buttons as unknown[])[4] = { preset: 'export', pth: 'exportOrderData' };
      (ui.list as Record<string, unknown>).pagesize = 50;
      (ui.lifecycle as Record<string, unknown>).editablein = [];
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_UI}#/list/pagesize: 不允许有额外的属性 pagesize`,
      `${ORDER_UI}#/lifecycle/editablein: 不允许有额外的属性 editablein`,
      `${ORDER_UI}#/buttons/4/pth: 不允许有额外的属性 pth`,
    ]);
  });

  it('refuses a state name the state list does not define, at the written place', () => {
    const root = copyOfTree();
    editJson<UiJson>(root, ORDER_UI, (ui) => {
      ui.lifecycle.actions.chargeback.from[1] = 'relaesed';
    });
    const [line] = problemLines(root);
    expect(line).toMatch(new RegExp(`^${ORDER_UI}#/lifecycle/actions/chargeback/from/1: 未知的状态名 "relaesed"，可用：draft、declared、`));
  });

  it('reports a named state whose code is not in the state list of the family', () => {
    const root = copyOfTree();
    editJson<UiJson>(root, ORDER_UI, (ui) => {
      ui.lifecycle.actions.sendReciept.from.push('released');
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_UI}#/lifecycle/actions/sendReciept/from/4: 状态 "800" 不在状态列表 EXPU/ExpuOrderState 中（schemas/seed/states.json）`,
    ]);
  });

  it('ties buttons and lifecycle actions both ways', () => {
    const root = copyOfTree();
    editJson<UiJson>(root, ORDER_UI, (ui) => {
      ui.buttons[1].action = 'apply';
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_UI}#/buttons/1/action: lifecycle.actions 中没有动作 "apply"`,
      `${ORDER_UI}#/lifecycle/actions/declare: 动作 "declare" 没有按钮（buttons 与 list.rowActions 中没有 action 为 "declare" 的按钮）`,
    ]);
  });

  it('checks the list: range filters on dates or numbers, page size offered, default sort sortable', () => {
    const root = copyOfTree();
    editJson<UiJson>(root, ORDER_UI, (ui) => {
      ui.list.filters.push({ field: 'orderNo', op: 'btw' });
      ui.list.pageSize = 20;
      ui.list.defaultSort.field = 'freight';
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_UI}#/list/filters/5/op: btw 条件只能用于日期（format date/date-time）或数值字段，"orderNo" 是文本字段`,
      `${ORDER_UI}#/list/pageSize: pageSize 20 应为 pageSizes 之一：50、100、200、500`,
      `${ORDER_UI}#/list/defaultSort/field: 默认排序字段 "freight" 应在 sortable 中（服务端只按 sortable 中的字段排序）`,
    ]);
  });

  it('reports a broken shared field once, where it is written', () => {
    const root = copyOfTree();
    editJson<DataJson>(root, SHARED, (shared) => {
      delete shared.definitions.copCode.maxLength;
    });
    expect(problemLines(root)).toEqual([`${SHARED}#/definitions/copCode: 应当有必需属性 maxLength`]);
  });

  it('checks form keys of the RJSF uiSchema against header and line fields', () => {
    const root = copyOfTree();
    editJson<Record<string, unknown>>(root, ORDER_UI, (ui) => {
      ui.form = { 'ui:order': ['orderNo', 'orderNumber', '*'], goodsValue: {}, lines: { items: { qtyy: {} } } };
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_UI}#/form/ui:order/1: 字段 "orderNumber" 不在 ${ORDER_DATA} 的表头 properties 中，也不是系统字段（${SYSTEM_FIELDS}）`,
      `${ORDER_UI}#/form/lines/items/qtyy: 字段 "qtyy" 不在 ${ORDER_DATA} 的表体 lines.items.properties 中`,
    ]);
  });
});
