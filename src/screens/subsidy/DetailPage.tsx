// /rewardApplication/apply/detail?id (spec §2): the application read-only — the apply form's field
// cards in view mode with its state, the bound companies, and the waybill rows of its import
// number — from /subsidy/detail, with 返回 to the list.
import { useEffect, useState } from 'react';
import { Button, Card, Result, Space, Spin, Tag } from 'antd';
import type { FormDefinition, RecordsSection } from '#core/forms/index.ts';
import { isHttpError } from '../../http/index.ts';
import { CompanyPicker } from './CompanyPicker.tsx';
import { ImportedBills } from './ImportedBills.tsx';
import { subsidyCalls, type Row, type SubsidyCalls } from './subsidyApi.ts';
import { subsidyFeature } from '#core/subsidy/feature.ts';
import { useFieldSections } from './useFieldSections.ts';
import { FormSections } from './FormSections.tsx';
import { LABEL_BACK, LABEL_RETRY, MSG_LOAD_FAILED } from './subsidyTexts.ts';

export interface DetailPageProps {
  form: FormDefinition;
  id: string;
  calls?: SubsidyCalls;
  onBack(): void;
}

export function DetailPage({ form, id, calls = subsidyCalls, onBack }: DetailPageProps) {
  const [record, setRecord] = useState<Row | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    calls.detail(form, id).then(
      (answer) => live && setRecord(answer ?? {}),
      (error: unknown) => live && setFailure(isHttpError(error) ? (error.serverMessage ?? error.message) : ''),
    );
    return () => {
      live = false;
    };
  }, [calls, form, id, attempt]);

  if (failure !== null && !record)
    return (
      <Result
        status="error"
        title={MSG_LOAD_FAILED}
        subTitle={failure || undefined}
        extra={
          <Space>
            <Button
              onClick={() => {
                setFailure(null);
                setAttempt((count) => count + 1);
              }}
            >
              {LABEL_RETRY}
            </Button>
            <Button onClick={onBack}>{LABEL_BACK}</Button>
          </Space>
        }
      />
    );
  if (!record) return <Spin size="large" style={{ display: 'block', padding: 48 }} />;
  return <DetailView form={form} calls={calls} record={record} onBack={onBack} />;
}

function DetailView({ form, calls, record, onBack }: { form: FormDefinition; calls: SubsidyCalls; record: Row; onBack(): void }) {
  const feature = subsidyFeature(form);
  const fields = useFieldSections(form, record);
  const stateName = record[feature.results.stateLabel];
  const companies = Array.isArray(record[feature.companies.field]) ? (record[feature.companies.field] as Row[]) : [];
  const importNo = String(record[feature.imports.field] ?? feature.imports.none);

  const recordsCard = (section: RecordsSection, index: number) => (
    <Card key={index} size="small" title={section.title} className="form-page-card">
      {section.field === feature.companies.field ? (
        <CompanyPicker form={form} calls={calls} chosen={companies} readonly />
      ) : section.field === feature.imports.rows ? (
        <ImportedBills form={form} calls={calls} importNo={importNo} generation={0} editable={false} />
      ) : null}
    </Card>
  );

  return (
    <div>
      <Card
        size="small"
        className="form-page-toolbar"
        title={
          <span>
            {form.schema.title}
            {typeof stateName === 'string' && stateName !== '' && (
              <Tag color="blue" style={{ marginInlineStart: 8 }} data-testid="subsidy-state">
                {stateName}
              </Tag>
            )}
          </span>
        }
      >
        <Button onClick={onBack}>{LABEL_BACK}</Button>
      </Card>
      <FormSections form={form} fields={fields} readonly recordsCard={recordsCard} />
    </div>
  );
}
