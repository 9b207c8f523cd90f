// The bound receiving companies (§3.5 recCompanyList, §5): a name search that runs only when the
// name is not empty (/subsidy/company/queryRecCompany), 选择 adds a company (once), 移除 takes it
// away; in view mode the chosen ones only. Columns and titles from the form's records field.
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { FormDefinition } from '#core/forms/index.ts';
import type { Row, SubsidyCalls } from './subsidyApi.ts';
import { recordColumns, recordItemFields, subsidyFeature } from '#core/subsidy/feature.ts';
import {
  LABEL_ACTIONS,
  LABEL_CHOOSE,
  LABEL_CHOSEN,
  LABEL_REMOVE,
  LABEL_SEARCH,
  MSG_NO_COMPANY_FOUND,
  MSG_NO_COMPANY_NAME,
  MSG_NO_DATA,
} from './subsidyTexts.ts';

export interface CompanyPickerProps {
  form: FormDefinition;
  calls: SubsidyCalls;
  chosen: readonly Row[];
  readonly: boolean;
  /** The form's problem with the list (请选择绑定企业). */
  problem?: string;
  onChange?(rows: Row[]): void;
}

export function CompanyPicker({ form, calls, chosen, readonly, problem, onChange }: CompanyPickerProps) {
  const settings = subsidyFeature(form).companies;
  const [name, setName] = useState('');
  const [found, setFound] = useState<Row[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const codes = useMemo(() => new Set(chosen.map((row) => String(row[settings.code]))), [chosen, settings.code]);
  const fields = recordItemFields(form, settings.field);
  const shown = recordColumns(form, settings.field);

  const search = async () => {
    const text = name.trim();
    if (text === '') {
      setHint(MSG_NO_COMPANY_NAME);
      return;
    }
    setHint(null);
    setSearching(true);
    try {
      const rows = await calls.searchCompanies(form, text);
      setFound(rows);
      if (rows.length === 0) setHint(MSG_NO_COMPANY_FOUND);
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSearching(false);
    }
  };

  const pick = (row: Row) => {
    if (codes.has(String(row[settings.code]))) return;
    onChange?.([...chosen, { [settings.code]: row[settings.code], [settings.name]: row[settings.name] }]);
  };
  const drop = (row: Row) => onChange?.(chosen.filter((one) => one[settings.code] !== row[settings.code]));

  const columns = (action?: (row: Row) => React.ReactNode): TableColumnsType<Row> => [
    ...shown.map((field) => ({ title: fields[field]?.title ?? field, dataIndex: field, key: field })),
    ...(action ? [{ title: LABEL_ACTIONS, key: 'actions', width: 90, render: (_value: unknown, row: Row) => action(row) }] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="company-picker">
      {!readonly && (
        <>
          <Input.Search
            aria-label={settings.searchLabel}
            placeholder={MSG_NO_COMPANY_NAME}
            value={name}
            enterButton={LABEL_SEARCH}
            loading={searching}
            maxLength={fields[settings.name]?.maxLength as number | undefined}
            style={{ maxWidth: 480 }}
            onChange={(event) => setName(event.target.value)}
            onSearch={() => void search()}
          />
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
          {found && found.length > 0 && (
            <Table<Row>
              size="small"
              data-testid="company-results"
              rowKey={(row) => String(row[settings.code])}
              columns={columns((row) =>
                codes.has(String(row[settings.code])) ? (
                  <Typography.Text type="secondary">{LABEL_CHOSEN}</Typography.Text>
                ) : (
                  <Button type="link" size="small" onClick={() => pick(row)}>
                    {LABEL_CHOOSE}
                  </Button>
                ),
              )}
              dataSource={found.slice(0, settings.maxResults)}
              pagination={false}
              scroll={{ y: 200 }}
            />
          )}
        </>
      )}
      <Table<Row>
        size="small"
        data-testid="chosen-companies"
        rowKey={(row) => String(row[settings.code])}
        columns={columns(
          readonly
            ? undefined
            : (row) => (
                <Button type="link" size="small" danger onClick={() => drop(row)}>
                  {LABEL_REMOVE}
                </Button>
              ),
        )}
        dataSource={[...chosen]}
        pagination={false}
        locale={{ emptyText: MSG_NO_DATA }}
      />
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Space>
  );
}
