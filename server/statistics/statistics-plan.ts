// What a statistics call reads, worked out once at start from the statistics definition
// (schemas/bills/other-statistics.ui.json, block `statistics`) and the source family's fields:
// the table, the columns of the date, the customs, the business mode and each tab's company,
// the measured columns, the counted states, the terms a call may send and the sorts it may ask.
// A name the definition gives that the source family lacks stops the server at start.
import type { BillDefinition, FieldInfo } from '#core/definition/index.ts';
import { headerFields, toSnakeCase } from '#core/definition/index.ts';
import { statisticsOf, type StatisticsDefinition } from '#core/statistics.ts';
import type { BillFamily } from '../bills/family.ts';

export interface TabPlan {
  value: string;
  title: string;
  codeColumn: string;
  nameColumn: string;
}

export interface StatisticsPlan {
  definition: BillDefinition;
  statistics: StatisticsDefinition;
  title: string;
  table: string;
  dateColumn: string;
  /** Term column (snake_case) → source column, for the eq filters (business mode, customs). */
  eqColumns: Map<string, string>;
  /** The field names of those filters, by term column. */
  eqFields: Map<string, string>;
  customsColumn: string;
  goodsValueColumn: string;
  grossWeightColumn: string;
  tabs: TabPlan[];
  /** Term columns of the date range and the tab. */
  dateTerm: string;
  tabTerm: string;
  /** Sort name (snake_case, as the list engine sends) → measure key. */
  sorts: Map<string, 'total' | 'goodsValue' | 'grossWeight'>;
  /** Dictionaries naming the customs code and the business mode. */
  customsDictionary: string | undefined;
  modeDictionary: string | undefined;
  /** Columns of the statistics definition, in order: field and title (the export). */
  columns: { field: string; title: string }[];
}

function sourceColumn(source: BillFamily, name: string): string {
  const field = source.headFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`业务统计：单证族 ${source.id} 没有字段 ${name}`);
  return field.column;
}

export function planStatistics(definition: BillDefinition, families: readonly BillFamily[]): StatisticsPlan {
  const statistics = statisticsOf(definition.ui);
  const source = families.find((family) => family.id === statistics.source);
  if (!source) throw new Error(`业务统计：没有单证族 ${statistics.source}`);
  const own = headerFields(definition.schema);
  const ownField = (name: string): FieldInfo => {
    const field = own.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`业务统计：${definition.family} 没有字段 ${name}`);
    return field;
  };
  const { list } = definition.ui;
  const eqFilters = list.filters.filter((filter) => filter.op === 'eq' && filter.field !== statistics.tabField);
  // The daily rollup groups by the business mode and the customs only: no other eq filter can be answered.
  for (const filter of eqFilters) {
    if (filter.field !== statistics.row.mode && filter.field !== statistics.row.customs) throw new Error(`业务统计：不能按 ${filter.field} 查询`);
  }
  const measureKeys = ['total', 'goodsValue', 'grossWeight'] as const;
  const sorts = new Map<string, (typeof measureKeys)[number]>();
  for (const name of list.sortable) {
    const key = measureKeys.find((measure) => measure === name);
    if (!key) throw new Error(`业务统计：只能按统计列排序，${name} 不是统计列`);
    sorts.set(toSnakeCase(name), key);
  }
  return {
    definition,
    statistics,
    title: definition.schema.title ?? definition.family,
    table: source.headTable,
    dateColumn: sourceColumn(source, statistics.dateFilter.field),
    eqColumns: new Map(eqFilters.map((filter) => [toSnakeCase(filter.field), sourceColumn(source, filter.field)])),
    eqFields: new Map(eqFilters.map((filter) => [toSnakeCase(filter.field), filter.field])),
    customsColumn: sourceColumn(source, statistics.row.customs),
    goodsValueColumn: sourceColumn(source, statistics.measures.goodsValue),
    grossWeightColumn: sourceColumn(source, statistics.measures.grossWeight),
    tabs: statistics.tabs.map((tab) => ({
      value: tab.value,
      title: tab.title,
      codeColumn: sourceColumn(source, tab.codeField),
      nameColumn: sourceColumn(source, tab.nameField),
    })),
    dateTerm: toSnakeCase(statistics.dateFilter.field),
    tabTerm: toSnakeCase(statistics.tabField),
    sorts,
    customsDictionary: ownField(statistics.row.customs).dictionary,
    modeDictionary: ownField(statistics.row.mode).dictionary,
    columns: list.columns.map((column) => ({ field: column.field, title: column.title ?? ownField(column.field).title })),
  };
}
