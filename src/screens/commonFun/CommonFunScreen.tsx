// /commonFun: loads the offered entries (findAll), saves the choice (saveFunctions), says 保存成功
// and tells an open home page to ask for its shortcuts again. The HTTP layer shows refusals.
import { useCallback, useEffect, useState } from 'react';
import { App } from 'antd';
import { MSG_FUNCTIONS_SAVED, type CommonFunction } from '#core/common-functions.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { CommonFunView, type CommonFunStatus } from './CommonFunView.tsx';
import { findAllFunctions, notifyFunctionsSaved, saveFunctions } from './commonFunctionsApi.ts';

export function CommonFunScreen(_props: Partial<ScreenProps>) {
  const { message } = App.useApp();
  const [status, setStatus] = useState<CommonFunStatus>('loading');
  const [functions, setFunctions] = useState<CommonFunction[]>([]);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    findAllFunctions().then(
      (answer) => {
        if (!current) return;
        setFunctions(answer);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  const save = async (chosen: CommonFunction[]) => {
    setSaving(true);
    try {
      await saveFunctions(chosen.map((entry) => ({ moduleId: entry.id, type: entry.type })));
      const ids = new Set(chosen.map((entry) => entry.id));
      setFunctions((all) => all.map((entry) => ({ ...entry, checked: ids.has(entry.id) })));
      message.success(MSG_FUNCTIONS_SAVED);
      notifyFunctionsSaved();
    } catch {
      // Refused: the HTTP layer has said why; the ticks stay as they are.
    } finally {
      setSaving(false);
    }
  };

  return <CommonFunView status={status} functions={functions} saving={saving} onSave={(chosen) => void save(chosen)} onRetry={retry} />;
}
