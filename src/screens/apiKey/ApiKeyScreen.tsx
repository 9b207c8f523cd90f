// /apiKey (系统管理 → 接口密钥): loads the keys and the scopes a key can have, creates a key (its
// secret shown once in the dialog) and revokes one. A main account's page: the server grants it to
// no sub-account and refuses one by name; a sub-account that opens the address sees why.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Result } from 'antd';
import { MSG_DELIVERY_RETRYING, MSG_KEY_ADMIN_ONLY, MSG_KEY_REVOKED, type ApiKeyView, type CallbackAttemptView, type CreatedApiKey } from '#core/open-api.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { ApiKeyCreateDialog, type NewKeyValues } from './ApiKeyCreateDialog.tsx';
import { ApiKeyListView, type ApiKeyListStatus } from './ApiKeyListView.tsx';
import { ApiKeyCallbackDialog } from './ApiKeyCallbackDialog.tsx';
import { ApiKeyDeliveryLog, type DeliveryLogStatus } from './ApiKeyDeliveryLog.tsx';
import { createKey, listKeys, loadDeliveries, loadScopes, retryDelivery, revokeKey, setCallbackUrl, type ScopeChoice } from './apiKeyApi.ts';

export const MSG_CALLBACK_SAVED = '回调地址已保存';

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
  const [callbackKey, setCallbackKey] = useState<ApiKeyView | null>(null);
  const [savingCallback, setSavingCallback] = useState(false);
  const [logKey, setLogKey] = useState<ApiKeyView | null>(null);
  const [logStatus, setLogStatus] = useState<DeliveryLogStatus>('loading');
  const [attempts, setAttempts] = useState<CallbackAttemptView[]>([]);
  const [logAttempt, setLogAttempt] = useState(0);
  const [retrying, setRetrying] = useState<number[]>([]);

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

  const reloadLog = () => {
    setLogStatus('loading');
    setLogAttempt((n) => n + 1);
  };

  useEffect(() => {
    if (!logKey) return;
    let current = true;
    loadDeliveries(logKey.keyId).then(
      (loaded) => {
        if (!current) return;
        setAttempts(loaded);
        setLogStatus('ready');
      },
      () => current && setLogStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [logKey, logAttempt]);

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

  const saveCallback = (callbackUrl: string | null) => {
    if (!callbackKey) return;
    setSavingCallback(true);
    setCallbackUrl(callbackKey.keyId, callbackUrl).then(
      () => {
        setSavingCallback(false);
        setCallbackKey(null);
        void message.success(MSG_CALLBACK_SAVED);
        reload();
      },
      // The HTTP layer showed why (not https, an inner address…); the dialog keeps the address.
      () => setSavingCallback(false),
    );
  };

  const retry = (attempt: CallbackAttemptView) => {
    setRetrying((ids) => [...ids, attempt.deliveryId]);
    retryDelivery(attempt.deliveryId)
      .then(
        () => {
          void message.success(MSG_DELIVERY_RETRYING);
          reloadLog();
        },
        () => undefined,
      )
      .finally(() => setRetrying((ids) => ids.filter((id) => id !== attempt.deliveryId)));
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
        onEditCallback={setCallbackKey}
        onShowDeliveries={(key) => {
          setAttempts([]);
          setLogStatus('loading');
          setLogKey(key);
        }}
        onRetry={reload}
      />
      <ApiKeyCallbackDialog apiKey={callbackKey} saving={savingCallback} onSubmit={saveCallback} onClose={() => setCallbackKey(null)} />
      <ApiKeyDeliveryLog
        apiKey={logKey}
        status={logStatus}
        attempts={attempts}
        retrying={retrying}
        onRetry={retry}
        onReload={reloadLog}
        onClose={() => setLogKey(null)}
      />
      <ApiKeyCreateDialog open={dialogOpen} scopes={scopes} saving={saving} created={created} onSubmit={submit} onClose={closeDialog} />
    </>
  );
}
