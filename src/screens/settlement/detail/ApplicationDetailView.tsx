// /exchangeSettlement/applicationDetail (platform-and-settlement.md §2.6, §4.1, §5.3, §7.7): the
// application's header and its bills. Add: the new-application form. Edit (to_declare only; any
// other state falls back to view): two tabs, 可添加清单 with 添加 and 已添加清单 with 删除. View:
// the attached bills only. A row's 详情 opens the bill-details panel; 返回 goes to the list.
import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Result, Tabs } from 'antd';
import type { BillRow } from '#core/list/list-page.ts';
import { PageLoadFailed, PageLoading } from '../../shared/PageLoadState.tsx';
import { billTypeOf } from './billKinds.ts';
import { BillDetailsDrawer } from './BillDetailsDrawer.tsx';
import { BillTab } from './BillTab.tsx';
import type { DetailAddress } from './detailParams.ts';
import { ApplicationHeader } from './ApplicationHeader.tsx';
import { NewApplicationForm } from './NewApplicationForm.tsx';
import { LABEL_BACK, MSG_LOAD_FAILED, MSG_SAVED, MSG_VIEW_ONLY, TAB_ATTACHED, TAB_CANDIDATES } from './detailMessages.ts';
import { NO_TITLES, type BillTabKey, type DetailCalls, type FieldTitles, type NewApplication, type SettlementApplication } from './detailTypes.ts';

export interface ApplicationDetailViewProps {
  address: DetailAddress;
  calls: DetailCalls;
  /** Held button codes of /exchangeSettlement: add creates; add or edit changes the bills (the server's guards). */
  codes: { add: boolean; edit: boolean };
  onBack(): void;
  /** The application was created: continue in edit mode on it. */
  onCreated(application: SettlementApplication): void;
  onAuthorise(): void;
}

const TO_DECLARE = 'to_declare';

export function ApplicationDetailView({ address, calls, codes, onBack, onCreated, onAuthorise }: ApplicationDetailViewProps) {
  const { message } = App.useApp();
  const back = (
    <Button onClick={onBack} key="back">
      {LABEL_BACK}
    </Button>
  );
  const [saving, setSaving] = useState(false);

  if (address.mode === 'invalid') {
    return <Result status="warning" title={address.reason} extra={back} />;
  }
  if (address.mode === 'add') {
    const save = async (input: NewApplication) => {
      setSaving(true);
      try {
        const created = await calls.create(input);
        message.success(MSG_SAVED);
        onCreated(created);
      } catch {
        // Refused: the HTTP layer said why; the form stays.
      } finally {
        setSaving(false);
      }
    };
    return (
      <Flex vertical gap={12}>
        <Flex justify="flex-end">{back}</Flex>
        <NewApplicationForm
          companies={calls.authorisedCompanies}
          canSave={codes.add}
          saving={saving}
          onSave={(input) => void save(input)}
          onAuthorise={onAuthorise}
        />
      </Flex>
    );
  }
  return <ExistingApplication id={address.id} wantsEdit={address.mode === 'edit'} calls={calls} codes={codes} back={back} />;
}

interface ExistingProps {
  id: number;
  wantsEdit: boolean;
  calls: DetailCalls;
  codes: ApplicationDetailViewProps['codes'];
  back: React.ReactNode;
}

function ExistingApplication({ id, wantsEdit, calls, codes, back }: ExistingProps) {
  const [application, setApplication] = useState<SettlementApplication | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [version, setVersion] = useState(0);
  const [titles, setTitles] = useState<FieldTitles>(NO_TITLES);
  const [bill, setBill] = useState<BillRow | null>(null);
  const [tab, setTab] = useState<BillTabKey>('candidates');

  useEffect(() => {
    let current = true;
    calls.application(id).then(
      (row) => current && setApplication(row),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [calls, id, attempt]);

  const billType = application ? billTypeOf(application.ieType) : null;
  useEffect(() => {
    if (!billType) return undefined;
    let current = true;
    calls.titles(billType).then(
      (found) => current && setTitles(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [calls, billType]);

  const changed = useCallback((row: SettlementApplication) => {
    // The server's answer carries the new totals: the header shows them, both tables reload.
    setApplication(row);
    setVersion((n) => n + 1);
  }, []);
  const lines = useCallback(
    (headId: number, pageIndex: number, pageSize: number) => calls.lines(billType ?? 'export', headId, pageIndex, pageSize),
    [calls, billType],
  );

  if (failed) {
    return (
      <Flex vertical gap={12}>
        <Flex justify="flex-end">{back}</Flex>
        <PageLoadFailed
          title={MSG_LOAD_FAILED}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      </Flex>
    );
  }
  if (!application || !billType) return <PageLoading />;

  const editing = wantsEdit && application.state === TO_DECLARE;
  const canChange = editing && (codes.add || codes.edit);
  const tabProps = { application, billType, calls, titles, canChange, version, onChanged: changed, onDetails: setBill };
  const attached = { key: 'attached', label: TAB_ATTACHED, children: <BillTab tab="attached" {...tabProps} /> };
  const items = editing ? [{ key: 'candidates', label: TAB_CANDIDATES, children: <BillTab tab="candidates" {...tabProps} /> }, attached] : [attached];

  return (
    <Flex vertical gap={12}>
      <ApplicationHeader application={application} extra={back} />
      {wantsEdit && !editing ? <Alert type="info" showIcon title={MSG_VIEW_ONLY} /> : null}
      <Card size="small">
        <Tabs activeKey={editing ? tab : 'attached'} onChange={(key) => setTab(key as BillTabKey)} items={items} />
      </Card>
      <BillDetailsDrawer bill={bill} titles={titles} lines={lines} onClose={() => setBill(null)} />
    </Flex>
  );
}
