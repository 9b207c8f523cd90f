// 核验结果 of a /rewardApplication row (spec §3.5, §4, §8, §9): while the application is not
// approved, the notice 数据核验申请已收到，正在处理中，请耐心等待反馈核验结果！; once approved, its
// result rows (/subsidy/result/{applyType}/list, 10 a page, 10/20/50/100) with the columns of the
// result list definition of the apply type's form (the apply form's UI file maps E91/E9/I9 → L11-1,
// E1/I1 → L11-2, I7 → L10-2, others → L10-1), and 导出 (/subsidy/result/{applyType}/export) with
// the note that it covers only the company's own declarations (§8.4).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Modal, Result, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { BillDefinition } from '#core/definition/index.ts';
import type { FormDefinition } from '#core/forms/index.ts';
import { lookUpDefinition } from '../../engine/list/billDefinitionSource.ts';
import type { FeatureDialogProps } from '../../engine/dialogs/featureDialogs.ts';
import { useButtonCodes } from '../../engine/permissions/index.ts';
import { loadApplyForm, subsidyCalls, type Row, type SubsidyCalls } from './subsidyApi.ts';
import { resultFormOf, subsidyFeature } from '#core/subsidy/feature.ts';
import { LABEL_EXPORT, LABEL_INDEX, LABEL_RETRY, MSG_EXPORT_FAILED, MSG_EXPORT_SCOPE, MSG_LOAD_FAILED, MSG_NO_DATA, totalText } from './subsidyTexts.ts';

const MIDNIGHT = /^(\d{4}-\d{2}-\d{2}) 00:00:00$/;

/** §9: a reward date at 00:00:00 is shown as the date alone. */
export function rewardCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return MIDNIGHT.exec(text)?.[1] ?? text;
}

export interface SubsidyResultDialogProps extends FeatureDialogProps {
  calls?: SubsidyCalls;
  loadForm?: () => Promise<FormDefinition>;
}

export function SubsidyResultDialog({ title, rows, onClose, calls = subsidyCalls, loadForm = loadApplyForm }: SubsidyResultDialogProps) {
  const [form, setForm] = useState<FormDefinition | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadForm().then(
      (definition) => live && setForm(definition),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadForm, attempt]);

  const application = rows[0] ?? {};
  const body = form ? (
    <ResultBody form={form} calls={calls} application={application} />
  ) : failed ? (
    <Result
      status="error"
      title={MSG_LOAD_FAILED}
      extra={
        <Button
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {LABEL_RETRY}
        </Button>
      }
    />
  ) : (
    <Spin style={{ display: 'block', padding: 32 }} />
  );
  return (
    <Modal open title={title} width="80%" onCancel={onClose} footer={null} destroyOnHidden>
      {body}
    </Modal>
  );
}

function ResultBody({ form, calls, application }: { form: FormDefinition; calls: SubsidyCalls; application: Row }) {
  const settings = subsidyFeature(form).results;
  if (application[settings.stateField] !== settings.approvedState) return <Result status="info" title={settings.pendingNotice} data-testid="subsidy-pending" />;
  return <ResultList form={form} calls={calls} application={application} />;
}

function ResultList({ form, calls, application }: { form: FormDefinition; calls: SubsidyCalls; application: Row }) {
  const { message } = App.useApp();
  const settings = subsidyFeature(form).results;
  const { hasButton } = useButtonCodes(form.ui.route);
  const applyType = String(application[settings.typeField] ?? '');
  const resultForm = resultFormOf(settings, applyType);
  const [definition, setDefinition] = useState<BillDefinition | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paging, setPaging] = useState({ page: 1, size: settings.pageSize });
  const [loaded, setLoaded] = useState<{ key: string; rows: Row[]; total: number } | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (!resultForm) return;
    let live = true;
    lookUpDefinition({ route: resultForm.route }).then(
      (lookup) => {
        if (!live) return;
        if (lookup.status === 'ready') setDefinition(lookup.definition);
        else setProblem(lookup.message);
      },
      () => live && setProblem(settings.failedMessage),
    );
    return () => {
      live = false;
    };
  }, [resultForm, settings.failedMessage]);

  const key = `${paging.page}/${paging.size}`;
  useEffect(() => {
    let live = true;
    calls.results(form, applyType, application.id, paging.page - 1, paging.size).then(
      (page) => live && setLoaded({ key, rows: page.datas, total: page.total }),
      () => {
        if (!live) return;
        setLoaded({ key, rows: [], total: 0 });
        setProblem(settings.failedMessage);
      },
    );
    return () => {
      live = false;
    };
  }, [calls, form, applyType, application.id, paging, key, settings.failedMessage]);
  const loading = loaded?.key !== key;
  const rows = loaded?.rows ?? [];
  const total = loaded?.total ?? 0;

  const columns = useMemo<TableColumnsType<Row>>(() => {
    if (!definition) return [];
    const properties = definition.schema.properties;
    return [
      { title: LABEL_INDEX, key: '#', width: 64, render: (_value, _row, index) => (paging.page - 1) * paging.size + index + 1 },
      ...definition.ui.list.columns
        .filter((column) => !column.hide)
        .map((column) => ({
          title: column.title ?? properties[column.field]?.title ?? column.field,
          dataIndex: column.field,
          key: column.field,
          width: column.width,
          render: rewardCell,
        })),
    ];
  }, [definition, paging]);

  const exportRows = async () => {
    setExporting(true);
    try {
      if (!(await calls.exportResults(form, applyType, application.id))) message.error(MSG_EXPORT_FAILED);
    } catch {
      message.error(MSG_EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  if (problem && !definition) return <Result status="error" title={problem} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="subsidy-results" data-form={resultForm?.form}>
      {problem && <Result status="error" title={problem} />}
      {hasButton(settings.exportCode) && (
        <Space wrap>
          <Button onClick={() => void exportRows()} loading={exporting} disabled={total === 0} aria-describedby="subsidy-export-scope">
            {LABEL_EXPORT}
          </Button>
          {/* §8.4: said before the export, so nobody expects other companies' declarations in the file. */}
          <Typography.Text type="secondary" id="subsidy-export-scope" data-testid="subsidy-export-scope">
            <InfoCircleOutlined /> {MSG_EXPORT_SCOPE}
          </Typography.Text>
        </Space>
      )}
      <Table<Row>
        size="small"
        rowKey={(row, index) => String(row.id ?? index)}
        loading={loading || !definition}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: MSG_NO_DATA }}
        scroll={{ x: 'max-content', y: 400 }}
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
    </Space>
  );
}
