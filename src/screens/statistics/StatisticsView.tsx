// /statistics as it is shown (bill-families-and-screens.md §2, §3.11): the tabs, the filters
// (begin and end date, business mode, port), 查询 and 导出, the table sortable by the definition's
// sortable columns (on the server) with a totals row, and the chart of the same figures. Every
// title, column, filter, tab and sortable column comes from the definition
// (schemas/bills/other-statistics.ui.json); the screen owns the calls.
import { lazy, Suspense, useMemo } from 'react';
import { Alert, Button, DatePicker, Empty, Form, Select, Space, Spin, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { dayjs, type Dayjs } from '../../engine/dates/chinaDayjs.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import type { DictionaryItem } from '#core/wire.ts';
import { TOTALS_LABEL, statisticsOf, type StatisticsAnswer } from '#core/statistics.ts';

const StatisticsChart = lazy(() => import('./StatisticsChart.tsx'));

const DATE = 'YYYY-MM-DD';
export const MSG_NO_FIGURES = '暂无统计数据';
export const MSG_ASK_FIRST = '请选择统计条件后点击查询';
export const MSG_LOAD_FAILED = '统计数据加载失败';

export type StatisticsStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type StatisticsRow = StatisticsAnswer['datas'][number];

export interface StatisticsValues {
  begin: string;
  end: string;
  /** The other filters by field name. */
  [field: string]: string;
}

export interface StatisticsSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface StatisticsViewProps {
  definition: BillDefinition;
  tab: string;
  values: StatisticsValues;
  /** Dictionary items of the select filters, by field name. */
  options: Readonly<Record<string, readonly DictionaryItem[]>>;
  status: StatisticsStatus;
  answer: StatisticsAnswer | null;
  /** The range of the shown answer (the chart's axis). */
  shownRange: { begin: string; end: string } | null;
  sort: StatisticsSort | null;
  page: { pageIndex: number; pageSize: number };
  permissions: { query: boolean; export: boolean };
  exporting: boolean;
  onTab(tab: string): void;
  onValues(values: StatisticsValues): void;
  onQuery(): void;
  onExport(): void;
  onSort(sort: StatisticsSort | null): void;
  onPage(pageIndex: number, pageSize: number): void;
}

function fieldTitle(definition: BillDefinition, field: string): string {
  return definition.schema.properties[field]?.title ?? field;
}

const numeric = (definition: BillDefinition, field: string) => {
  const type = definition.schema.properties[field]?.type;
  return type === 'number' || type === 'integer';
};

export function StatisticsView(props: StatisticsViewProps) {
  const { definition, values, options, status, answer, sort, page, permissions } = props;
  const statistics = statisticsOf(definition.ui);
  const { list } = definition.ui;
  const dateFilter = statistics.dateFilter;
  const requiredFields = new Set(statistics.required.map((rule) => rule.field));
  const selectFilters = list.filters.filter((filter) => filter.op === 'eq' && filter.field !== statistics.tabField);

  const columns = useMemo<TableColumnsType<StatisticsRow>>(
    () =>
      list.columns.map((column) => {
        const sortable = list.sortable.includes(column.field);
        return {
          key: column.field,
          dataIndex: column.field,
          title: column.title ?? fieldTitle(definition, column.field),
          width: column.width,
          align: numeric(definition, column.field) ? ('right' as const) : undefined,
          sorter: sortable,
          sortOrder: sortable && sort?.field === column.field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
          sortDirections: ['descend', 'ascend'],
        };
      }),
    [definition, list, sort],
  );

  const change = (field: string, value: string) => props.onValues({ ...values, [field]: value });
  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<StatisticsRow> | SorterResult<StatisticsRow>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
    const next = one?.order && field ? { field, order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : null;
    if ((next?.field ?? null) !== (sort?.field ?? null) || (next?.order ?? null) !== (sort?.order ?? null)) return props.onSort(next);
    const pageSize = pagination.pageSize ?? page.pageSize;
    props.onPage(pageSize !== page.pageSize ? 0 : (pagination.current ?? 1) - 1, pageSize);
  };

  const totals = answer?.sum as Record<string, string | number> | undefined;
  const pageSizes = list.pageSizes ?? [50, 100, 200, 500];

  return (
    <div className="statistics-page" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Tabs activeKey={props.tab} onChange={props.onTab} items={statistics.tabs.map((tab) => ({ key: tab.value, label: tab.title }))} />
      <Form layout="inline" onFinish={() => permissions.query && props.onQuery()} style={{ rowGap: 8 }} aria-label="统计条件">
        <Form.Item label={dateFilter.beginTitle} required>
          <DatePicker
            aria-label={dateFilter.beginTitle}
            value={values.begin ? dayjs(values.begin, DATE) : null}
            onChange={(value: Dayjs | null) => change('begin', value ? value.format(DATE) : '')}
          />
        </Form.Item>
        <Form.Item label={dateFilter.endTitle} required>
          <DatePicker
            aria-label={dateFilter.endTitle}
            value={values.end ? dayjs(values.end, DATE) : null}
            onChange={(value: Dayjs | null) => change('end', value ? value.format(DATE) : '')}
          />
        </Form.Item>
        {selectFilters.map((filter) => {
          const label = filter.title ?? fieldTitle(definition, filter.field);
          return (
            <Form.Item key={filter.field} label={label} required={requiredFields.has(filter.field)}>
              <Select
                aria-label={label}
                style={{ minWidth: 180 }}
                showSearch
                optionFilterProp="label"
                allowClear={!requiredFields.has(filter.field)}
                placeholder={`请选择${label}`}
                value={values[filter.field] || undefined}
                onChange={(value?: string) => change(filter.field, value ?? '')}
                options={(options[filter.field] ?? []).map((item) => ({ value: item.value, label: `${item.value} ${item.name}` }))}
              />
            </Form.Item>
          );
        })}
        <Form.Item>
          <Space>
            {permissions.query && (
              <Button type="primary" htmlType="submit" loading={status === 'loading'}>
                查询
              </Button>
            )}
            {permissions.export && (
              <Button onClick={props.onExport} loading={props.exporting}>
                {definition.ui.buttons.find((button) => button.kind === 'export')?.text ?? '导出'}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      {status === 'failed' && <Alert type="error" showIcon title={MSG_LOAD_FAILED} />}
      <Table<StatisticsRow>
        size="small"
        bordered
        rowKey={(row) => list.columns.map((column) => String(row[column.field] ?? '')).join('|')}
        columns={columns}
        dataSource={answer?.datas ?? []}
        loading={status === 'loading'}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={status === 'idle' ? MSG_ASK_FIRST : MSG_NO_FIGURES} /> }}
        onChange={onTableChange}
        showSorterTooltip={false}
        pagination={
          answer
            ? {
                current: page.pageIndex + 1,
                pageSize: page.pageSize,
                total: answer.total,
                pageSizeOptions: pageSizes,
                showSizeChanger: true,
                showTotal: (total) => `共 ${total} 条`,
              }
            : false
        }
        summary={() =>
          totals && answer && answer.total > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row className="statistics-totals">
                {list.columns.map((column, i) => (
                  <Table.Summary.Cell key={column.field} index={i} align={numeric(definition, column.field) ? 'right' : undefined}>
                    {i === 0 ? (
                      <Typography.Text strong>{TOTALS_LABEL}</Typography.Text>
                    ) : (
                      <Typography.Text strong>{totals[column.field] ?? ''}</Typography.Text>
                    )}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
      {answer && answer.total > 0 && props.shownRange && (
        <Suspense fallback={<Spin aria-label="图表加载中" />}>
          <StatisticsChart
            series={answer.series}
            begin={props.shownRange.begin}
            end={props.shownRange.end}
            countTitle={fieldTitle(definition, 'total')}
            valueTitle={fieldTitle(definition, 'goodsValue')}
            weightTitle={fieldTitle(definition, 'grossWeight')}
          />
        </Suspense>
      )}
    </div>
  );
}
