// /parametersSetting: loads the company's parameters (querySettingList), saves the form
// (saveSetting: 保存成功, the list reloads), deletes a row after 是否删除该条记录? (删除成功). The
// HTTP layer shows refusals (a duplicate, missing data); the form keeps what was typed.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App } from 'antd';
import { MSG_SETTING_DELETED, MSG_SETTING_DELETE_CONFIRM, MSG_SETTING_SAVED, type CompanySetting, type SettingDraft } from '#core/company-settings.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useButtonCodes } from '../../engine/permissions/index.ts';
import { ParametersView, type ParametersPermissions, type ParametersStatus } from './ParametersView.tsx';
import { deleteSetting, querySettingList, saveSetting } from './parametersApi.ts';

export const TITLE_CONFIRM = '提示';

export function ParametersScreen(_props: Partial<ScreenProps>) {
  const { message, modal } = App.useApp();
  const { hasButton } = useButtonCodes();
  const permissions = useMemo<ParametersPermissions>(
    () => ({ add: hasButton('add'), edit: hasButton('edit'), save: hasButton('save'), delete: hasButton('delete') }),
    [hasButton],
  );
  const [status, setStatus] = useState<ParametersStatus>('loading');
  const [settings, setSettings] = useState<CompanySetting[]>([]);
  const [editing, setEditing] = useState<CompanySetting | null>(null);
  const [saving, setSaving] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    querySettingList().then(
      (answer) => {
        if (!current) return;
        setSettings(answer);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setStatus('loading');
    reload();
  }, [reload]);

  const save = async (draft: SettingDraft): Promise<boolean> => {
    setSaving(true);
    try {
      await saveSetting(draft);
      message.success(MSG_SETTING_SAVED);
      setEditing(null);
      reload();
      return true;
    } catch {
      // Refused: the HTTP layer has said why; the form keeps the values.
      return false;
    } finally {
      setSaving(false);
    }
  };

  const remove = (row: CompanySetting) => {
    modal.confirm({
      title: TITLE_CONFIRM,
      content: MSG_SETTING_DELETE_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setDeletingId(row.id);
        try {
          await deleteSetting(row.id);
          message.success(MSG_SETTING_DELETED);
          setEditing((current) => (current?.id === row.id ? null : current));
          reload();
        } catch {
          // The HTTP layer has said why.
        } finally {
          setDeletingId(null);
        }
      },
    });
  };

  return (
    <ParametersView
      status={status}
      settings={settings}
      editing={editing}
      saving={saving}
      deletingId={deletingId}
      permissions={permissions}
      onEdit={setEditing}
      onNew={() => setEditing(null)}
      onSave={save}
      onDelete={remove}
      onRetry={retry}
    />
  );
}
