// Scaffolding for analysts (issue 25 point 6): `npm run new-definition -- bill import-xxx [title]`
// writes the smallest valid set of files of a new bill family — its data schema, its UI file, its
// field table and its page in the menu — each with `$schema` for the editor's completion, then runs
// validate-schemas, which says what is left to fill. The family starts as a read-only list with one
// field and Excel查询; docs/definitions.md says how to grow it (fields, states, lifecycle, buttons).
//   npm run new-definition -- bill import-logisticsStatus 进口物流状态
//   options: --field <name> (the first field, default copNo), --root <folder> (default the project)
// Nothing is overwritten: a family whose files exist, or whose page the menu has, is refused.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportLines, validateTree } from './validate-schemas.ts';

const FAMILY = /^(export|import|other)-([a-z][A-Za-z0-9]*)$/;
const FIELD = /^[a-z][A-Za-z0-9]*$/;
const ICON = 'FileTextOutlined';
/** The button code of the Excel查询 preset, the one button of a new list. */
const QUERY_CODE = 'conditionalQuery';

export interface NewBill {
  family: string;
  title: string;
  field: string;
}

interface MenuNode {
  key: string;
  name: string;
  uri: string;
  icon?: string;
  buttons: string[];
  children?: MenuNode[];
}

export class ScaffoldError extends Error {}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function pagesOf(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? pagesOf(node.children) : [node]));
}

/** The menu group holding most pages of the same direction (/bill/import/…), where the new page goes. */
function groupFor(modules: MenuNode[], direction: string): MenuNode {
  let best: { group: MenuNode; count: number } | null = null;
  const visit = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (!node.children) continue;
      const count = node.children.filter((child) => !child.children && child.uri.startsWith(`/bill/${direction}/`)).length;
      if (count > 0 && (!best || count > best.count)) best = { group: node, count };
      visit(node.children);
    }
  };
  visit(modules);
  if (!best) throw new ScaffoldError(`菜单中没有 /bill/${direction}/ 的页面分组，请先在 schemas/seed/menu.json 中建立分组`);
  return (best as { group: MenuNode }).group;
}

/** The field's length where the common limits (schemas/tables/_common.table.json) name it; 50 otherwise. */
function commonLength(root: string, field: string): { maxLength: number; label: string | null } {
  const common = JSON.parse(readFileSync(join(root, 'schemas/tables/_common.table.json'), 'utf8')) as {
    limits: Array<{ label: string; fields: string[]; maxLength: number[] }>;
  };
  const limit = common.limits.find((candidate) => candidate.fields.includes(field));
  return limit ? { maxLength: limit.maxLength[0], label: limit.label } : { maxLength: 50, label: null };
}

/** The files of a new bill family, as [path relative to the root, content]. */
export function billFiles(root: string, bill: NewBill): Array<[string, unknown]> {
  const { family, title, field } = bill;
  const { maxLength, label } = commonLength(root, field);
  return [
    [
      `schemas/bills/${family}.schema.json`,
      {
        $schema: '../meta/bill-data.schema.json',
        $id: family,
        title,
        description: '待补充：字段的来源（规格章节、报文元素）与规格没有给出时所做的决定。',
        type: 'object',
        properties: {
          [field]: { type: 'string', title: label ?? `${title}编号`, maxLength },
          createTime: { $ref: '_shared.schema.json#/definitions/createTime' },
          updateTime: { $ref: '_shared.schema.json#/definitions/updateTime' },
        },
        required: [],
      },
    ],
    [
      `schemas/bills/${family}.ui.json`,
      {
        $schema: '../meta/bill-ui.schema.json',
        family,
        $comment: '待补充：接口路径与列表的取舍。新单证族先是只读列表；状态、生命周期、按钮与详情见 docs/definitions.md。',
        api: { list: 'queryPageList' },
        list: {
          columns: [{ field }, { field: 'createTime' }],
          filters: [
            { field, op: 'like' },
            { field: 'createTime', op: 'btw' },
          ],
          sortable: [field, 'createTime'],
          defaultSort: { field: 'createTime', order: 'desc' },
        },
        buttons: ['excelQuery'],
      },
    ],
    [
      `schemas/tables/${family}.table.json`,
      {
        $schema: '../meta/field-table.schema.json',
        family,
        source: '待补充：规格章节',
        description: '待补充：长度、必填与报文元素的出处。',
        rows: [{ part: 'head', field, kind: 'text', maxLength, source: '待补充' }],
      },
    ],
  ];
}

/** Writes the new family's files and its menu page under `root`; answers the paths written. */
export function scaffoldBill(root: string, bill: NewBill): string[] {
  const match = FAMILY.exec(bill.family);
  if (!match) throw new ScaffoldError(`单证族名「${bill.family}」不合规则：应为 export-xxx、import-xxx 或 other-xxx（xxx 以小写字母开头，只含字母与数字）`);
  if (!FIELD.test(bill.field)) throw new ScaffoldError(`字段名「${bill.field}」不合规则：以小写字母开头，只含字母与数字`);
  const [, direction, name] = match;
  const files = billFiles(root, bill);
  const existing = files.map(([path]) => path).filter((path) => existsSync(join(root, path)));
  if (existing.length > 0) throw new ScaffoldError(`已有文件，没有覆盖：${existing.join('、')}`);

  const menuPath = join(root, 'schemas/seed/menu.json');
  const menu = JSON.parse(readFileSync(menuPath, 'utf8')) as { modules: MenuNode[] };
  const uri = `/bill/${direction}/${name}`;
  const key = `${direction}${name[0].toUpperCase()}${name.slice(1)}`;
  if (pagesOf(menu.modules).some((page) => page.uri === uri || page.key === key)) throw new ScaffoldError(`菜单中已有页面 ${uri}（或 key ${key}）`);
  groupFor(menu.modules, direction).children!.push({ key, name: bill.title, uri, icon: ICON, buttons: [QUERY_CODE] });

  for (const [path, content] of files) writeFileSync(join(root, path), json(content));
  writeFileSync(menuPath, json(menu));
  return [...files.map(([path]) => path), 'schemas/seed/menu.json'];
}

function argument(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
}

function main(argv: string[]): number {
  const args = [...argv];
  const root = argument(args, '--root') ?? fileURLToPath(new URL('..', import.meta.url));
  const field = argument(args, '--field') ?? 'copNo';
  const [kind, family, title] = args;
  if (kind !== 'bill' || !family) {
    process.stderr.write('用法：npm run new-definition -- bill <export|import|other>-<名称> [中文名] [--field 首个字段] [--root 目录]\n');
    if (kind === 'form') process.stderr.write('表单（schemas/forms）的生成在表单引擎完成后提供（issue 25 第 1 点）。\n');
    return 2;
  }
  let written: string[];
  try {
    written = scaffoldBill(root, { family, title: title ?? family, field });
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  process.stdout.write(`已生成：\n${written.map((path) => `  ${path}`).join('\n')}\n\nvalidate-schemas：\n`);
  process.stdout.write(`${reportLines(validateTree(root)).join('\n')}\n`);
  process.stdout.write(`\n还要补充的：各文件中“待补充”的说明；字段（数据模式、字段表、列表列）；需要时状态列表、生命周期与按钮（docs/definitions.md）。\n`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
