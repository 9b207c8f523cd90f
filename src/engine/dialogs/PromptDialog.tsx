// The dialog of prompt actions (spec §4.3, §5.2, §7.4): a reason (撤单原因, 退货原因...) that must
// not be blank, or a date such as the departure's leaveTime. The message of a blank entry comes
// from the definition (e.g. 请输入撤单原因). The dialog stays open with the entry kept when the
// action fails.
import { useState } from 'react';
import { DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
// Its pickers name China's day in Chinese.
import '../dates/chinaDayjs.ts';

export interface PromptDialogProps {
  open: boolean;
  /** The button's text (撤单, 退货...). */
  title: string;
  label: string;
  /** Shown when the entry is blank. */
  requiredMessage: string;
  kind: 'text' | 'date';
  /** Resolves true when the action succeeded (the caller then closes the dialog). */
  onSubmit(value: string): Promise<boolean>;
  onCancel(): void;
}

interface PromptValues {
  value?: string | Dayjs | null;
}

const MAX_TEXT = 1000;
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

export function PromptDialog({ open, title, label, requiredMessage, kind, onSubmit, onCancel }: PromptDialogProps) {
  const [form] = Form.useForm<PromptValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const { value } = await form.validateFields().catch(() => ({ value: undefined }));
    if (value === undefined || value === null) return;
    const text = typeof value === 'string' ? value.trim() : value.format(DATE_TIME);
    setSubmitting(true);
    try {
      await onSubmit(text);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open={open} title={title} onOk={submit} onCancel={onCancel} confirmLoading={submitting} destroyOnHidden forceRender={false}>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="value"
          label={label}
          rules={[kind === 'text' ? { required: true, whitespace: true, message: requiredMessage } : { required: true, message: requiredMessage }]}
        >
          {kind === 'text' ? (
            <Input.TextArea rows={4} maxLength={MAX_TEXT} showCount autoFocus />
          ) : (
            <DatePicker showTime format={DATE_TIME} style={{ width: '100%' }} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
