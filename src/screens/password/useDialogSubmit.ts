// The submit of a password dialog: send, then clear the fields and close; when the send fails
// (the HTTP layer has said why) the dialog stays with what was typed, for another try.
import { useState } from 'react';
import type { FormInstance } from 'antd';

export function useDialogSubmit<T>(form: FormInstance<T>, onSubmit: ((values: T) => Promise<void>) | undefined, onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const finish = async (values: T) => {
    if (!onSubmit) return;
    setSaving(true);
    try {
      await onSubmit(values);
      form.resetFields();
      onClose();
    } catch {
      // The HTTP layer has shown why; the fields stay for another try.
    } finally {
      setSaving(false);
    }
  };
  return { saving, finish };
}
