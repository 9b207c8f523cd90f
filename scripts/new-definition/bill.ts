// A new bill family (npm run new-definition -- bill import-xxx): its data schema, its UI file, its
// field table and its page in the menu. The family starts as a read-only list with one field and
// Excel查询; docs/definitions.md says how to grow it (fields, states, lifecycle, buttons).
import { CAMEL_NAME, readJson, refuseExisting, ScaffoldError, writeFiles, type NewFile } from './files.ts';
import { addPage, readMenu, type Menu, type MenuNode } from './menu.ts';

const FAMILY = /^(export|import|other)-([a-z][A-Za-z0-9]*)$/;
const ICON = 'FileTextOutlined';
/** The button code of the Excel查询 preset, the one button of a new list. */
const QUERY_CODE = 'conditionalQuery';

export const BILL_NEXT_STEPS = '各文件中“待补充”的说明；字段（数据模式、字段表、列表列）；需要时状态列表、生命周期与按钮（docs/definitions.md）。';

export interface NewBill {
  family: string;
  title: string;
  field: string;
}

/** The menu group holding most pages of the same direction (/bill/import/…), where the new page goes. */
function groupFor(menu: Menu, direction: string): MenuNode {
  let best: { group: MenuNode; count: number } | null = null;
  const visit = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (!node.children) continue;
      const count = node.children.filter((child) => !child.children && child.uri.startsWith(`/bill/${direction}/`)).length;
      if (count > 0 && (!best || count > best.count)) best = { group: node, count };
      visit(node.children);
    }
  };
  visit(menu.modules);
  if (!best) throw new ScaffoldError(`菜单中没有 /bill/${direction}/ 的页面分组，请先在 schemas/seed/menu.json 中建立分组`);
  return (best as { group: MenuNode }).group;
}

/** The field's length where the common limits (schemas/tables/_common.table.json) name it; 50 otherwise. */
function commonLength(root: string, field: string): { maxLength: number; label: string | null } {
  const common = readJson<{ limits: Array<{ label: string; fields: string[]; maxLength: number[] }> }>(root, 'schemas/tables/_common.table.json');
  const limit = common.limits.find((candidate) => candidate.fields.includes(field));
  return limit ? { maxLength: limit.maxLength[0], label: limit.label } : { maxLength: 50, label: null };
}

/** The files of a new bill family. */
export function billFiles(root: string, bill: NewBill): NewFile[] {
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
  if (!CAMEL_NAME.test(bill.field)) throw new ScaffoldError(`字段名「${bill.field}」不合规则：以小写字母开头，只含字母与数字`);
  const [, direction, name] = match;
  const files = billFiles(root, bill);
  refuseExisting(root, files);
  const menu = readMenu(root);
  const page = {
    key: `${direction}${name[0].toUpperCase()}${name.slice(1)}`,
    name: bill.title,
    uri: `/bill/${direction}/${name}`,
    icon: ICON,
    buttons: [QUERY_CODE],
  };
  const menuFile = addPage(menu, groupFor(menu, direction), page);
  return writeFiles(root, [...files, menuFile]);
}
