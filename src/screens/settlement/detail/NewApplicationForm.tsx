// Add mode: the commerce company (among those that authorised the agent), the direction and a
// note; 保存 creates the application. Without an authorised company the page says so and links
// to /settlementAuthorization/apply.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Radio, Select, Skeleton } from 'antd';
import type { CompanyChoice } from '#core/auth-commerce.ts';
import { IE_TYPE_OPTIONS } from './billKinds.ts';
import {
  FIELD_LABELS as L,
  LABEL_GO_AUTHORISE,
  LABEL_SAVE,
  MSG_CHOOSE_COMMERCE,
  MSG_CHOOSE_IE_TYPE,
  MSG_NO_AUTHORISED,
  TITLE_NEW_APPLICATION,
} from './detailMessages.ts';
import type { NewApplication } from './detailTypes.ts';

export interface NewApplicationFormProps {
  companies(): Promise<CompanyChoice[]>;
  /** May the user create (button code add)? */
  canSave: boolean;
  saving: boolean;
  onSave(input: NewApplication): void;
  onAuthorise(): void;
}

const NOTE_MAX = 500;

export function NewApplicationForm({ companies, canSave, saving, onSave, onAuthorise }: NewApplicationFormProps) {
  const [choices, setChoices] = useState<CompanyChoice[] | null>(null);
  useEffect(() => {
    let current = true;
    companies().then(
      (list) => current && setChoices(list),
      () => current && setChoices([]),
    );
    return () => {
      current = false;
    };
  }, [companies]);

  if (choices === null) {
    return (
      <Card size="small" title={TITLE_NEW_APPLICATION}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  if (choices.length === 0) {
    return (
      <Card size="small" title={TITLE_NEW_APPLICATION}>
        <Empty description={MSG_NO_AUTHORISED}>
          <Button type="primary" onClick={onAuthorise}>
            {LABEL_GO_AUTHORISE}
          </Button>
        </Empty>
      </Card>
    );
  }
  return (
    <Card size="small" title={TITLE_NEW_APPLICATION}>
      <Form<NewApplication>
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        style={{ maxWidth: 640 }}
        initialValues={{ ieType: 'EXP', ebcCode: choices.length === 1 ? choices[0].companyCode : undefined }}
        disabled={saving}
        onFinish={(values) => onSave({ ebcCode: values.ebcCode, ieType: values.ieType, note: values.note?.trim() || null })}
      >
        <Form.Item name="ebcCode" label={L.ebcName} rules={[{ required: true, message: MSG_CHOOSE_COMMERCE }]}>
          <Select
            aria-label={L.ebcName}
            placeholder={MSG_CHOOSE_COMMERCE}
            showSearch={{ optionFilterProp: 'label' }}
            options={choices.map((choice) => ({ value: choice.companyCode, label: choice.companyName }))}
          />
        </Form.Item>
        <Form.Item name="ieType" label={L.ieType} rules={[{ required: true, message: MSG_CHOOSE_IE_TYPE }]}>
          <Radio.Group options={IE_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))} />
        </Form.Item>
        <Form.Item name="note" label={L.note}>
          <Input.TextArea aria-label={L.note} maxLength={NOTE_MAX} showCount rows={3} />
        </Form.Item>
        {canSave ? (
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {LABEL_SAVE}
            </Button>
          </Form.Item>
        ) : (
          <Alert type="info" showIcon title="当前账号没有新增结汇申请的权限" />
        )}
      </Form>
    </Card>
  );
}
