// The bank dialog of /exchangeSettlement's 提交 (platform-and-settlement.md §2.6, §4.1, §7.7): one
// application in to_declare, a bank from the dictionary bank_code (required, searchable) and a
// note (≤ 500). 提交 posts { id, bankCode, note } to /declarel/declaration; success says 操作成功！
// and hands over to the list (onDone); a refusal (the HTTP layer shows it) keeps the dialog open
// with what was typed. Without exactly one row the dialog says so and cannot submit.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Modal, Select } from 'antd';
import type { FeatureDialogProps } from '../../../engine/dialogs/featureDialogs.ts';
import { useDictionary } from '../../../engine/form/dictionaryStore.ts';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { BANK_DICTIONARY, submitDeclaration } from './settlementDialogApi.ts';
import * as T from './dialogTexts.ts';

interface SubmitValues {
  bankCode?: string;
  note?: string;
}

export function SettlementSubmitDialog({ title, rows, onClose, onDone }: FeatureDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SubmitValues>();
  const [busy, setBusy] = useState(false);
  const banks = useDictionary(BANK_DICTIONARY);
  const bankOptions = useMemo(() => banks.items.map((item) => ({ value: item.value, label: item.name })), [banks.items]);
  const row = rows.length === 1 ? rows[0] : null;

  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields().catch(() => null);
    if (!values?.bankCode) return;
    setBusy(true);
    try {
      await submitDeclaration({ id: Number(row.id), bankCode: values.bankCode, note: (values.note ?? '').trim() });
      message.success(T.MSG_OK);
      onDone();
    } catch {
      // The HTTP layer has said why; the dialog stays with what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title || T.TITLE_SUBMIT}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {T.LABEL_CANCEL}
        </Button>,
        <Button key="submit" type="primary" disabled={!row} loading={busy} onClick={() => void submit()}>
          {T.LABEL_SUBMIT}
        </Button>,
      ]}
    >
      {row ? (
        <Flex vertical gap={16}>
          <ApplicationSummary row={row} />
          <Form form={form} layout="vertical" onFinish={() => void submit()}>
            <Form.Item name="bankCode" label={T.LABEL_BANK} rules={[{ required: true, message: T.MSG_SELECT_BANK }]}>
              <Select
                aria-label={T.LABEL_BANK}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={T.MSG_SELECT_BANK}
                loading={banks.status === 'loading'}
                options={bankOptions}
                allowClear
              />
            </Form.Item>
            <Form.Item name="note" label={T.LABEL_NOTE}>
              <Input.TextArea aria-label={T.LABEL_NOTE} rows={3} maxLength={T.MAX_NOTE} showCount />
            </Form.Item>
          </Form>
        </Flex>
      ) : (
        <Alert type="warning" showIcon title={T.MSG_SELECT_ONE} />
      )}
    </Modal>
  );
}
