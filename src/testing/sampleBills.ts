// Deterministic sample bills of any family, from its schema alone: link numbers, company names
// and codes, dictionary values with their display names, amounts, states and times. For
// stories, specs and the benchmark; the server's seed makes its own.
import { headerFields, linkField, type BillDefinition, type FieldInfo } from '#core/definition/index.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { seedDictionary, seedStates } from './seedOptions.ts';

const COMPANIES = [
  '杭州海贸供应链管理有限公司',
  '义乌小商品跨境电商有限公司',
  '宁波保税区优选贸易有限公司',
  '深圳前海环球购科技有限公司',
  '广州穗通跨境供应链管理有限公司',
];
const PLATFORMS = ['天猫国际', '京东国际', '网易考拉', '亚马逊海外购', '速卖通'];
const RETURN_INFO: Record<string, string> = { '3': '发送海关成功', '100': '商品价格必须大于0', '120': '海关入库成功', '399': '海关审结通过' };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatDateTime(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())} ${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
}

function prefixOf(family: string): string {
  return family
    .split('-')
    .map((word) => word[0].toUpperCase())
    .join('');
}

function textValue(field: FieldInfo, index: number, link: FieldInfo, family: string): string {
  const max = field.maxLength ?? 50;
  let text: string;
  if (field.name === link.name) text = `${prefixOf(family)}2025${pad(index + 1, 6)}`;
  else if (field.title.includes('平台名称')) text = PLATFORMS[index % PLATFORMS.length];
  else if (field.title.includes('名称')) text = COMPANIES[index % COMPANIES.length];
  else if (field.title.includes('代码') || field.title.includes('编号')) text = `3301960${pad((index * 7919) % 100000, 5)}`;
  else text = `${field.title}${index + 1}`;
  return text.slice(0, max);
}

export interface SampleOptions {
  /** The newest bill's create time; older bills go back an hour each. */
  now?: Date;
  /** States to cycle through (default: the family's whole state list). */
  states?: readonly string[];
}

export function sampleBills(definition: BillDefinition, count: number, options: SampleOptions = {}): BillRow[] {
  const now = options.now ?? new Date(2025, 10, 20, 16, 0, 0);
  const stateList = definition.ui.stateType ? seedStates(definition.ui.stateType.mode, definition.ui.stateType.billType) : [];
  const cycle = options.states ?? stateList.map((option) => option.state);
  const fields = headerFields(definition.schema);
  const link = linkField(definition);
  return Array.from({ length: count }, (_, index) => {
    const row: BillRow = { id: index + 1 };
    const state = cycle[index % cycle.length] ?? '0';
    const created = new Date(now.getTime() - index * 3_600_000);
    for (const field of fields) {
      if (field.name === 'id' || field.name === 'companyCode') continue;
      if (field.name === 'state') row.state = state;
      else if (field.name === 'createTime' || field.name === 'updateTime') row[field.name] = formatDateTime(created);
      else if (field.name === 'appTime') row.appTime = state === '0' ? null : formatDateTime(new Date(created.getTime() + 600_000));
      else if (field.name === 'returnInfo') row.returnInfo = RETURN_INFO[state] ?? null;
      else if (field.dictionary) {
        const items = seedDictionary(field.dictionary);
        const item = items[index % Math.max(items.length, 1)];
        row[field.name] = item?.value ?? null;
        row[`${field.name}Name`] = item?.name ?? null;
      } else if (field.type === 'number') row[field.name] = Math.round(((index * 137.35) % 5000) * 100) / 100 + 1;
      else if (field.type === 'integer') row[field.name] = (index % 9) + 1;
      else if (field.format === 'date') row[field.name] = formatDateTime(created).slice(0, 10);
      else if (field.format === 'date-time') row[field.name] = formatDateTime(created);
      else row[field.name] = textValue(field, index, link, definition.family);
    }
    row.stateName = stateList.find((option) => option.state === state)?.stateName ?? state;
    return row;
  });
}
