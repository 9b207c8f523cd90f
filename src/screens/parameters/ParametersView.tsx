// /parametersSetting (bill-families-and-screens.md §2, §3.10, §5): the company's parameters as a
// table (类型, 代码, 值, 操作 编辑/删除) and a form (类型, 代码, 值, all required, with 保存 and
// 新增/清空). 编辑 loads a row into the form; 保存 then updates it, otherwise it creates one.
// Loading, load failure with 重试, and empty states. What the user may do comes as props (the
// screen reads the page's button codes: add, edit, save, delete).
import { PageLoadFailed, PageLoading } from '../shared/PageLoadState.tsx';
import { useEffect } from 'react';
import { Button, Card, Empty, Flex, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MSG_SETTINGS_LOAD_FAILED,
  SETTING_LABELS,
  SETTING_LIMITS,
  settingRequiredMessage,
  type CompanySetting,
  type SettingDraft,
} from '#core/company-settings.ts';

export type ParametersStatus = 'loading' | 'failed' | 'ready';

export interface ParametersPermissions {
  add: boolean;
  edit: boolean;
  save: boolean;
  delete: boolean;
}

export const ALL_PERMISSIONS: ParametersPermissions = { add: true, edit: true, save: true, delete: true };

export interface ParametersViewProps {
  status: ParametersStatus;
  settings: readonly CompanySetting[];
  /** The row in the form (编辑), or null: the form creates a new parameter. */
  editing: CompanySetting | null;
  saving?: boolean;
  /** The id of the row being deleted. */
  deletingId?: number | null;
  permissions?: ParametersPermissions;
  onEdit: (row: CompanySetting) => void;
  /** 新增/清空: back to an empty form that creates. */
  onNew: () => void;
  /** The form passed its checks; resolves true when saved (the form is then cleared). */
  onSave: (draft: SettingDraft) => Promise<boolean>;
  onDelete: (row: CompanySetting) => void;
  onRetry: () => void;
}

export const LABEL_SAVE = '保存';
export const LABEL_NEW = '新增/清空';
export const LABEL_EDIT = '编辑';
export const LABEL_DELETE = '删除';
export const TITLE_LIST = '参数列表';
export const TITLE_FORM_NEW = '新增参数';
export const TITLE_FORM_EDIT = '编辑参数';
export const EMPTY_TEXT = '暂无参数';

type FormValues = Pick<SettingDraft, 'type' | 'code' | 'value'>;
const EMPTY_FORM: FormValues = { type: '', code: '', value: '' };

function SettingForm({
  editing,
  saving,
  permissions,
  onNew,
  onSave,
}: Pick<ParametersViewProps, 'editing' | 'saving' | 'onNew' | 'onSave'> & { permissions: ParametersPermissions }) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(editing ? { type: editing.type, code: editing.code, value: editing.value } : EMPTY_FORM);
  }, [editing, form]);

  const mayWrite = permissions.save && (editing ? permissions.edit : permissions.add);
  const submit = async (values: FormValues) => {
    const saved = await onSave({ ...(editing ? { id: editing.id } : {}), type: values.type.trim(), code: values.code.trim(), value: values.value.trim() });
    if (saved && !editing) form.setFieldsValue(EMPTY_FORM);
  };
  const field = (name: keyof FormValues, maxLength: number, multiline = false) => (
    <Form.Item
      name={name}
      label={SETTING_LABELS[name]}
      required
      rules={[
        {
          validator: (_rule, value: unknown) =>
            typeof value === 'string' && value.trim() !== '' ? Promise.resolve() : Promise.reject(new Error(settingRequiredMessage(name))),
        },
      ]}
    >
      {multiline ? (
        <Input.TextArea maxLength={maxLength} showCount rows={3} disabled={!mayWrite || saving} aria-label={SETTING_LABELS[name]} />
      ) : (
        <Input maxLength={maxLength} disabled={!mayWrite || saving} aria-label={SETTING_LABELS[name]} />
      )}
    </Form.Item>
  );

  return (
    <Card
      size="small"
      title={
        <Space>
          {editing ? TITLE_FORM_EDIT : TITLE_FORM_NEW}
          {editing ? <Tag color="blue">{`${editing.type} / ${editing.code}`}</Tag> : null}
        </Space>
      }
      role="form"
      aria-label={editing ? TITLE_FORM_EDIT : TITLE_FORM_NEW}
    >
      <Form form={form} layout="vertical" initialValues={EMPTY_FORM} onFinish={(values) => void submit(values)} validateTrigger={['onChange', 'onBlur']}>
        {field('type', SETTING_LIMITS.type)}
        {field('code', SETTING_LIMITS.code)}
        {field('value', SETTING_LIMITS.value, true)}
        <Flex gap={8}>
          {mayWrite ? (
            <Button type="primary" htmlType="submit" loading={saving}>
              {LABEL_SAVE}
            </Button>
          ) : null}
          {permissions.add ? (
            <Button onClick={onNew} disabled={saving}>
              {LABEL_NEW}
            </Button>
          ) : null}
        </Flex>
        {!mayWrite && !editing ? (
          <Typography.Text type="secondary">{permissions.edit ? '没有新增参数的权限，可在列表中编辑已有参数' : '没有修改参数的权限'}</Typography.Text>
        ) : null}
      </Form>
    </Card>
  );
}

export function ParametersView(props: ParametersViewProps) {
  const { status, settings, editing, saving, deletingId, onEdit, onDelete, onRetry } = props;
  const permissions = props.permissions ?? ALL_PERMISSIONS;

  if (status === 'loading') return <PageLoading />;
  if (status === 'failed') return <PageLoadFailed title={MSG_SETTINGS_LOAD_FAILED} onRetry={onRetry} />;

  const columns: ColumnsType<CompanySetting> = [
    { title: SETTING_LABELS.type, dataIndex: 'type', key: 'type', width: '22%', ellipsis: true },
    { title: SETTING_LABELS.code, dataIndex: 'code', key: 'code', width: '22%', ellipsis: true },
    { title: SETTING_LABELS.value, dataIndex: 'value', key: 'value', ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_value, row) => (
        <Space size={0}>
          {permissions.edit ? (
            <Button type="link" size="small" onClick={() => onEdit(row)} disabled={saving}>
              {LABEL_EDIT}
            </Button>
          ) : null}
          {permissions.delete ? (
            <Button type="link" size="small" danger loading={deletingId === row.id} onClick={() => onDelete(row)}>
              {LABEL_DELETE}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Flex gap={16} wrap align="flex-start">
      <Card size="small" title={TITLE_LIST} style={{ flex: '2 1 480px', minWidth: 0 }} role="region" aria-label={TITLE_LIST}>
        <Table<CompanySetting>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={[...settings]}
          pagination={settings.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          rowClassName={(row) => (editing?.id === row.id ? 'ant-table-row-selected' : '')}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} /> }}
        />
      </Card>
      <div style={{ flex: '1 1 320px', minWidth: 280 }}>
        <SettingForm editing={editing} saving={saving} permissions={permissions} onNew={props.onNew} onSave={props.onSave} />
      </div>
    </Flex>
  );
}
