// /apiKey (系统管理 → 接口密钥): loads the keys and the scopes a key can have, creates a key (its
// secret shown once in the dialog), renames and rescopes one (修改) and revokes one. A main account's page: the server grants it to
// no sub-account and refuses one by name; a sub-account that opens the address sees why.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Result } from 'antd';
import { ENVELOPE_CODE } from '#core/wire.ts';
import { MSG_DELIVERY_RETRYING, MSG_KEY_ADMIN_ONLY, MSG_KEY_REVOKED, type ApiKeyView, type CallbackAttemptView, type CreatedApiKey } from '#core/open-api.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { ApiKeyCreateDialog, type NewKeyValues } from './ApiKeyCreateDialog.tsx';
import { ApiKeyEditDialog, type KeyChangeValues } from './ApiKeyEditDialog.tsx';
import { ApiKeyListView, type ApiKeyListStatus } from './ApiKeyListView.tsx';
import { ApiKeyCallbackDialog } from './ApiKeyCallbackDialog.tsx';
import { ApiKeyDeliveryLog, type DeliveryLogStatus } from './ApiKeyDeliveryLog.tsx';
import { isHttpError } from '../../http/index.ts';
import { createKey, listKeys, loadDeliveries, loadScopes, retryDelivery, revokeKey, setCallbackUrl, updateKey, type ScopeChoice } from './apiKeyApi.ts';

export const MSG_CALLBACK_SAVED = '回调地址已保存';
/** 修改 saved, when the server's answer says nothing of its own. */
export const MSG_KEY_SAVED = '保存成功';
/** 修改 failed without a word from the server (no answer at all). */
export const MSG_KEY_SAVE_FAILED = '保存失败，请稍后重试';

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
  const [editKey, setEditKey] = useState<ApiKeyView | null>(null);
  const [savingEdit, setSavingEdit] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);
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

  const openEdit = (key: ApiKeyView) => {
    setEditError(null);
    setEditKey(key);
  };

  const saveEdit = (values: KeyChangeValues) => {
    if (!editKey) return;
    setSavingEdit(true);
    setEditError(null);
    updateKey(editKey.keyId, { name: values.name, scopes: values.scopes }).then(
      (answer) => {
        setSavingEdit(false);
        if (answer.code !== ENVELOPE_CODE.success) {
          setEditError(answer.message || MSG_KEY_SAVE_FAILED);
          return;
        }
        setEditKey(null);
        void message.success(answer.message || MSG_KEY_SAVED);
        reload();
      },
      // The server's refusal (revoked meanwhile, a scope that no longer exists…) stays in the dialog
      // with what was typed; the session ending or a cancelled call says nothing more.
      (error: unknown) => {
        setSavingEdit(false);
        if (isHttpError(error) && (error.sessionEnded || error.canceled)) return;
        setEditError((isHttpError(error) ? error.serverMessage : null) ?? MSG_KEY_SAVE_FAILED);
      },
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
        onEdit={openEdit}
        onEditCallback={setCallbackKey}
        onShowDeliveries={(key) => {
          setAttempts([]);
          setLogStatus('loading');
          setLogKey(key);
        }}
        onRetry={reload}
      />
      <ApiKeyEditDialog apiKey={editKey} scopes={scopes} saving={savingEdit} error={editError} onSubmit={saveEdit} onClose={() => setEditKey(null)} />
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
