// The imported waybill rows of an import number (/subsidy/bill/list by its term): the columns and
// their titles from the list the apply form's records section names (useRecordsColumns), 10 a
// page (10/20/50/100), and on the apply page 删除 per row (是否删除该条记录?) and 全部删除
// (是否删除所有导入记录?).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Table, type TableColumnsType } from 'antd';
import type { FormDefinition } from '#core/forms/index.ts';
import { useConfirm } from '../../engine/detail/useConfirm.ts';
import type { Row, SubsidyCalls } from './subsidyApi.ts';
import { subsidyFeature } from '#core/subsidy/feature.ts';
import { useRecordsColumns } from './useRecordsColumns.ts';
import { LABEL_ACTIONS, LABEL_DELETE, LABEL_INDEX, MSG_DELETED, MSG_NO_DATA, totalText } from './subsidyTexts.ts';

export interface ImportedBillsProps {
  form: FormDefinition;
  calls: SubsidyCalls;
  importNo: string;
  /** Changes when the rows changed elsewhere (an import finished). */
  generation: number;
  /** Rows may be deleted (the apply page). */
  editable: boolean;
  /** 全部删除 went through: the page forgets its import number. */
  onCleared?(): void;
}

export function ImportedBills({ form, calls, importNo, generation, editable, onCleared }: ImportedBillsProps) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const settings = subsidyFeature(form).imports;
  const none = importNo === settings.none || importNo === '';
  const [paging, setPaging] = useState({ page: 1, size: settings.pageSize });
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; rows: Row[]; total: number } | null>(null);
  const key = `${importNo}/${paging.page}/${paging.size}/${generation}/${reloads}`;

  useEffect(() => {
    if (none) return;
    let live = true;
    calls.bills(form, importNo, paging.page - 1, paging.size).then(
      (page) => live && setLoaded({ key, rows: page.datas, total: page.total }),
      () => live && setLoaded({ key, rows: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [calls, form, importNo, none, paging, key]);
  const loading = !none && loaded?.key !== key;
  // While the next page loads the last one stays (no flicker); with nothing imported, nothing shows.
  const rows = none ? [] : (loaded?.rows ?? []);
  const total = none ? 0 : (loaded?.total ?? 0);

  const remove = useCallback(
    async (row: Row) => {
      if (!(await confirm(settings.deleteConfirm))) return;
      try {
        await calls.deleteBill(form, row.id);
        message.success(MSG_DELETED);
        setReloads((count) => count + 1);
      } catch {
        // The HTTP layer has said why.
      }
    },
    [calls, confirm, form, message, settings.deleteConfirm],
  );

  const removeAll = async () => {
    if (!(await confirm(settings.deleteAllConfirm))) return;
    try {
      await calls.deleteAllBills(form, importNo);
      message.success(MSG_DELETED);
      setPaging((now) => ({ ...now, page: 1 }));
      onCleared?.();
    } catch {
      // The HTTP layer has said why.
    }
  };

  const recordsColumns = useRecordsColumns(form, settings.rows);
  const columns = useMemo(() => {
    const shown: TableColumnsType<Row> = [
      { title: LABEL_INDEX, key: '#', width: 64, render: (_value, _row, index) => (paging.page - 1) * paging.size + index + 1 },
      ...(recordsColumns ?? []).map((column) => ({ title: column.title, dataIndex: column.field, key: column.field, width: column.width })),
    ];
    if (editable)
      shown.push({
        title: LABEL_ACTIONS,
        key: 'actions',
        width: 80,
        render: (_value, row) => (
          <Button type="link" size="small" danger onClick={() => void remove(row)}>
            {LABEL_DELETE}
          </Button>
        ),
      });
    return shown;
  }, [recordsColumns, editable, paging, remove]);

  return (
    <div data-testid="imported-bills">
      {editable && !none && total > 0 && (
        <div style={{ marginBottom: 8 }}>
          <Button danger onClick={() => void removeAll()}>
            {settings.deleteAllText}
          </Button>
        </div>
      )}
      <Table<Row>
        size="small"
        rowKey={(row) => String(row.id)}
        loading={loading || recordsColumns === null}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: MSG_NO_DATA }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total,
          showSizeChanger: true,
          pageSizeOptions: settings.pageSizes.map(String),
          showTotal: totalText,
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
      />
    </div>
  );
}
