// /apiKey (系统管理 → 接口密钥): loads the keys and the scopes a key can have, creates a key (its
// secret shown once in the dialog) and revokes one. A main account's page: the server grants it to
// no sub-account and refuses one by name; a sub-account that opens the address sees why.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Result } from 'antd';
import { MSG_KEY_ADMIN_ONLY, MSG_KEY_REVOKED, type ApiKeyView, type CreatedApiKey } from '#core/open-api.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { ApiKeyCreateDialog, type NewKeyValues } from './ApiKeyCreateDialog.tsx';
import { ApiKeyListView, type ApiKeyListStatus } from './ApiKeyListView.tsx';
import { createKey, listKeys, loadScopes, revokeKey, type ScopeChoice } from './apiKeyApi.ts';

export function ApiKeyScreen(_props: Partial<ScreenProps>) {
  const { userInfo } = useSession();
  if (userInfo?.userType !== 'ADMIN') return <Result status="403" title={MSG_KEY_ADMIN_ONLY} />;
  return <ApiKeyManager />;
}

function ApiKeyManager() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<ApiKeyListStatus>('loading');
  const [keys, setKeys] = useState<ApiKeyView[]>([]);
  const [scopes, setScopes] = useState<ScopeChoice[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [busyKeyIds, setBusyKeyIds] = useState<string[]>([]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let current = true;
    Promise.all([listKeys(), loadScopes()]).then(
      ([loadedKeys, loadedScopes]) => {
        if (!current) return;
        setKeys(loadedKeys);
        setScopes(loadedScopes);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const scopeLabels = useMemo(() => Object.fromEntries(scopes.map((choice) => [choice.scope, choice.label])), [scopes]);

  const submit = (values: NewKeyValues) => {
    setSaving(true);
    createKey(values).then(
      (key) => {
        setSaving(false);
        setCreated(key);
        reload();
      },
      // The HTTP layer showed the server's refusal; the form stays as filled.
      () => setSaving(false),
    );
  };

  const closeDialog = () => {
    setDialogOpen(false);
    // The secret is forgotten with the dialog.
    setCreated(null);
  };

  const revoke = (key: ApiKeyView) => {
    setBusyKeyIds((ids) => [...ids, key.keyId]);
    revokeKey(key.keyId)
      .then(
        () => {
          void message.success(MSG_KEY_REVOKED);
          reload();
        },
        () => undefined,
      )
      .finally(() => setBusyKeyIds((ids) => ids.filter((id) => id !== key.keyId)));
  };

  return (
    <>
      <ApiKeyListView
        status={status}
        keys={keys}
        scopeLabels={scopeLabels}
        busyKeyIds={busyKeyIds}
        onCreate={() => setDialogOpen(true)}
        onRevoke={revoke}
        onRetry={reload}
      />
      <ApiKeyCreateDialog open={dialogOpen} scopes={scopes} saving={saving} created={created} onSubmit={submit} onClose={closeDialog} />
    </>
  );
}
