// The subsidy routes (spec §2): /rewardApplication (the generic list of the other-rewardApplication
// definition with the 核验结果 dialog), /rewardApplication/apply/apply and
// /rewardApplication/apply/detail?id (the apply form's own pages, back to the list).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import type { FormDefinition } from '#core/forms/index.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import type { FeatureDialogs } from '../../engine/dialogs/featureDialogs.ts';
import { useTabLeave } from '../../engine/tab/TabContext.tsx';
import { BillListScreen } from '../bill/BillListScreen.tsx';
import { ApplyPage } from './ApplyPage.tsx';
import { DetailPage } from './DetailPage.tsx';
import { SubsidyResultDialog } from './SubsidyResultDialog.tsx';
import { loadApplyForm, SUBSIDY_ROUTE } from './subsidyApi.ts';
import { LABEL_RETRY, MSG_LOAD_FAILED } from './subsidyTexts.ts';

/** The dialogs the subsidy list's buttons name (other-rewardApplication's `subsidyResult`). */
export const SUBSIDY_DIALOGS: FeatureDialogs = { subsidyResult: SubsidyResultDialog };

export function SubsidyListScreen({ page }: ScreenProps) {
  return <BillListScreen route={page.path} title={page.title} planned={page.planned} dialogs={SUBSIDY_DIALOGS} />;
}

function useApplyForm(): { form: FormDefinition | null; failed: boolean; retry(): void } {
  const [form, setForm] = useState<FormDefinition | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadApplyForm().then(
      (definition) => live && setForm(definition),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    form,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}

function FormGate({ children }: { children(form: FormDefinition): React.ReactNode }) {
  const { form, failed, retry } = useApplyForm();
  if (form) return <>{children(form)}</>;
  if (failed) return <Result status="error" title={MSG_LOAD_FAILED} extra={<Button onClick={retry}>{LABEL_RETRY}</Button>} />;
  return <Spin size="large" style={{ display: 'block', padding: 48 }} />;
}

export function SubsidyApplyScreen(_props: Partial<ScreenProps>) {
  const leave = useTabLeave();
  const back = () => leave(SUBSIDY_ROUTE);
  return <FormGate>{(form) => <ApplyPage form={form} onDone={back} onBack={back} />}</FormGate>;
}

export function SubsidyDetailScreen(_props: Partial<ScreenProps>) {
  const { search } = useLocation();
  const leave = useTabLeave();
  const id = new URLSearchParams(search).get('id') ?? '';
  return <FormGate>{(form) => <DetailPage key={id} form={form} id={id} onBack={() => leave(SUBSIDY_ROUTE)} />}</FormGate>;
}
