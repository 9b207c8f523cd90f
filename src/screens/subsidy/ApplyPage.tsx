// /rewardApplication/apply/apply (spec §2, §3.5, §5, §8): the apply form's field cards (titles,
// dictionaries, limits and required words from schemas/forms/rewardApply), the bound companies,
// and the waybill import (template, the import dialog with its progress, the imported rows).
// 提交申请 checks the form as the server does — every field but the note (请完整填写申请数据),
// at least one bound company (请选择绑定企业) — then posts it; a -1000 answer is shown in an alert
// titled 错误提示 and nothing typed is lost; success says 提交申请成功 and goes back to the list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Card, Progress, Result, Space, Spin, Typography } from 'antd';
import type { FieldProblem } from '#core/definition/index.ts';
import type { FormButton, FormDefinition, RecordsSection } from '#core/forms/index.ts';
import { isHttpError } from '../../http/index.ts';
import { checkForm, checkFormField } from '../../engine/formPage/formChecks.ts';
import { headerProblems, serverProblems } from '../../engine/detail/serverProblems.ts';
import { useButtonCodes } from '../../engine/permissions/index.ts';
import { useUnsavedGuard } from '../../engine/tab/TabContext.tsx';
import { isBlank } from '#core/values.ts';
import { announceListChanged } from '../../engine/list/listChanges.ts';
import { CompanyPicker } from './CompanyPicker.tsx';
import { ImportedBills } from './ImportedBills.tsx';
import { WaybillImportDialog, progressPercent } from './WaybillImportDialog.tsx';
import { subsidyCalls, type Row, type SubsidyCalls } from './subsidyApi.ts';
import { subsidyFeature } from '#core/subsidy/feature.ts';
import { useFieldSections } from './useFieldSections.ts';
import { FormSections } from './FormSections.tsx';
import { useWaybillImport } from './useWaybillImport.ts';
import { LABEL_BACK, LABEL_RETRY, MSG_ALREADY_IMPORTED, MSG_EXPORT_FAILED, MSG_LOAD_FAILED, rowsRead, TITLE_ERROR } from './subsidyTexts.ts';

/** Submit while an import still runs (ours: the spec is silent). */
export const MSG_IMPORT_STILL_RUNNING = '运单号正在导入，请等待导入完成后再提交';

export interface ApplyPageProps {
  form: FormDefinition;
  calls?: SubsidyCalls;
  /** Values the form starts with besides the applicant's (a story's filled application). */
  initial?: Readonly<Row>;
  /** The application went in: back to the list. */
  onDone(): void;
  onBack?(): void;
}

const NO_PROBLEMS: FieldProblem[] = [];

export function ApplyPage({ form, calls = subsidyCalls, initial, onDone, onBack }: ApplyPageProps) {
  const [applicant, setApplicant] = useState<Row | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    calls.applicant(form).then(
      (record) => live && setApplicant(record ?? {}),
      (error: unknown) => live && setFailure(isHttpError(error) ? (error.serverMessage ?? error.message) : ''),
    );
    return () => {
      live = false;
    };
  }, [calls, form, attempt]);

  if (failure !== null && !applicant)
    return (
      <Result
        status="error"
        title={MSG_LOAD_FAILED}
        subTitle={failure || undefined}
        extra={
          <Button
            onClick={() => {
              setFailure(null);
              setAttempt((count) => count + 1);
            }}
          >
            {LABEL_RETRY}
          </Button>
        }
      />
    );
  if (!applicant) return <Spin size="large" style={{ display: 'block', padding: 48 }} />;
  return <ApplyForm form={form} calls={calls} applicant={{ ...initial, ...applicant }} onDone={onDone} onBack={onBack} />;
}

function defaultsOf(form: FormDefinition): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(form.schema.properties)) if (field.default !== undefined && field.readOnly !== true) out[name] = field.default;
  return out;
}

function ApplyForm({
  form,
  calls,
  applicant,
  onDone,
  onBack,
}: Required<Pick<ApplyPageProps, 'form' | 'calls' | 'onDone'>> & { applicant: Row; onBack?(): void }) {
  const { message, modal } = App.useApp();
  const feature = subsidyFeature(form);
  const { hasButton } = useButtonCodes(form.ui.route);
  const [start] = useState(() => ({ ...defaultsOf(form), ...applicant }));
  const fields = useFieldSections(form, start);
  const waybills = useWaybillImport(form, calls, String(start[feature.imports.field] ?? feature.imports.none));
  const [companies, setCompanies] = useState<Row[]>(() => {
    const given = start[feature.companies.field];
    return Array.isArray(given) ? (given as Row[]) : [];
  });
  const [problems, setProblems] = useState<FieldProblem[]>(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const imported = waybills.importNo !== feature.imports.none;
  // What was typed, chosen or imported asks before the tab closes — until the application went in.
  const sent = useRef(false);
  const unsaved = useCallback(
    () =>
      !sent.current && (companies.length > 0 || imported || Object.entries(fields.current()).some(([name, value]) => !isBlank(value) && value !== start[name])),
    [companies, imported, fields, start],
  );
  useUnsavedGuard(unsaved);
  const running = waybills.starting || waybills.progress?.state === 'running';

  const onFieldBlur = useCallback(
    (name: string, value: unknown) =>
      setProblems((current) => {
        const now = checkFormField(form.schema, name, value);
        if (now.length === 0 && !current.some((problem) => problem.field === name)) return current;
        return [...current.filter((problem) => problem.field !== name), ...now];
      }),
    [form],
  );

  const changeCompanies = (rows: Row[]) => {
    setCompanies(rows);
    if (rows.length > 0) setProblems((current) => current.filter((problem) => problem.field !== feature.companies.field));
  };

  const submit = async (button: FormButton) => {
    if (running) {
      message.warning(MSG_IMPORT_STILL_RUNNING);
      return;
    }
    const data: Row = { ...start, ...fields.current(), [feature.companies.field]: companies, [feature.imports.field]: waybills.importNo };
    const found = checkForm(form.schema, data);
    setProblems(found.length > 0 ? found : NO_PROBLEMS);
    if (found.length > 0) {
      message.warning(found[0].message);
      return;
    }
    const range = feature.dateRange;
    const body: Row = { ...data, [range.field]: [data[range.start], data[range.end]] };
    setBusy(true);
    try {
      const answer = await calls.apply(form, body);
      if (answer.code !== 0) {
        modal.error({ title: TITLE_ERROR, content: answer.message, okText: '确定' });
        return;
      }
      message.success(button.success ?? answer.message ?? '');
      sent.current = true;
      announceListChanged(feature.listRoute);
      onDone();
    } catch (error) {
      const refused = serverProblems(error);
      if (refused) setProblems(headerProblems(refused));
    } finally {
      setBusy(false);
    }
  };

  const downloadTemplate = async () => {
    try {
      if (!(await calls.downloadTemplate(form))) message.error(MSG_EXPORT_FAILED);
    } catch {
      // The HTTP layer has said why.
    }
  };

  const buttons = form.ui.buttons.filter((button) => button.kind === 'submit' && (!button.code || hasButton(button.code)));
  const companyProblem = problems.find((problem) => problem.field === feature.companies.field)?.message;
  const percent = waybills.progress ? progressPercent(waybills.progress) : undefined;

  const recordsCard = (section: RecordsSection, index: number) => {
    if (section.field === feature.companies.field)
      return (
        <Card key={index} size="small" title={section.title} className="form-page-card">
          <CompanyPicker form={form} calls={calls} chosen={companies} readonly={false} problem={companyProblem} onChange={changeCompanies} />
        </Card>
      );
    if (section.field === feature.imports.rows)
      return (
        <Card
          key={index}
          size="small"
          title={section.title}
          className="form-page-card"
          extra={
            <Space>
              {hasButton(feature.imports.templateCode) && <Button onClick={() => void downloadTemplate()}>{feature.imports.templateText}</Button>}
              {hasButton(feature.imports.importCode) && (
                <Button type="primary" disabled={imported && !running} onClick={() => setImporting(true)}>
                  {feature.imports.importText}
                </Button>
              )}
            </Space>
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{imported && !running ? MSG_ALREADY_IMPORTED : feature.imports.hint}</Typography.Text>
            {running && !importing && waybills.progress && (
              <div data-testid="page-import-progress">
                <Progress percent={percent ?? 0} status="active" size="small" />
                <Typography.Text type="secondary">{rowsRead(waybills.progress.rows, waybills.progress.total)}</Typography.Text>
              </div>
            )}
            <ImportedBills
              form={form}
              calls={calls}
              importNo={waybills.importNo}
              generation={waybills.generation}
              editable={hasButton(feature.imports.importCode)}
              onCleared={waybills.clear}
            />
          </Space>
        </Card>
      );
    return null;
  };

  return (
    <Spin spinning={busy} delay={300}>
      <Card size="small" className="form-page-toolbar" title={form.schema.title}>
        <Space wrap>
          {buttons.map((button) => (
            <Button key={button.text} type="primary" disabled={busy} onClick={() => void submit(button)}>
              {button.text}
            </Button>
          ))}
          {onBack && <Button onClick={onBack}>{LABEL_BACK}</Button>}
        </Space>
      </Card>
      <FormSections form={form} fields={fields} problems={problems} onFieldBlur={onFieldBlur} recordsCard={recordsCard} />
      <WaybillImportDialog
        open={importing}
        settings={feature.imports}
        progress={waybills.progress}
        starting={waybills.starting}
        onStart={(file) => void waybills.start(file)}
        onClose={() => {
          setImporting(false);
          waybills.reset();
        }}
      />
    </Spin>
  );
}
