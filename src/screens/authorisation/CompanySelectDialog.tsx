// The company-selection dialog of /settlementAuthorization/apply (bill-families-and-screens.md §2):
// search companies by name (only with a non-empty name), choose one, 申请 asks it for
// authorisation. 申请 stays disabled until a company is chosen.
import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Table } from 'antd';
import type { CompanyChoice } from '#core/auth-commerce.ts';

export const TITLE_SELECT_COMPANY = '选择企业';
export const LABEL_APPLY = '申请';
export const MSG_ENTER_COMPANY_NAME = '请输入企业名称';

export interface CompanySelectDialogProps {
  open: boolean;
  search(companyName: string): Promise<CompanyChoice[]>;
  /** Asks the chosen company; true closes the dialog. */
  onApply(company: CompanyChoice): Promise<boolean>;
  onClose(): void;
}

export function CompanySelectDialog({ open, search, onApply, onClose }: CompanySelectDialogProps) {
  const [name, setName] = useState('');
  const [companies, setCompanies] = useState<CompanyChoice[]>([]);
  const [chosen, setChosen] = useState<CompanyChoice | null>(null);
  const [searching, setSearching] = useState(false);
  const [applying, setApplying] = useState(false);
  const [hint, setHint] = useState<string | null>(null);

  const find = async () => {
    const text = name.trim();
    if (text === '') {
      setHint(MSG_ENTER_COMPANY_NAME);
      return;
    }
    setHint(null);
    setSearching(true);
    try {
      setCompanies(await search(text));
      setChosen(null);
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSearching(false);
    }
  };

  const apply = async () => {
    if (!chosen) return;
    setApplying(true);
    try {
      if (await onApply(chosen)) onClose();
    } finally {
      setApplying(false);
    }
  };

  return (
    <Modal
      open={open}
      title={TITLE_SELECT_COMPANY}
      width={640}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="apply" type="primary" disabled={!chosen} loading={applying} onClick={() => void apply()}>
          {LABEL_APPLY}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Input.Search
          aria-label="企业名称"
          placeholder="企业名称"
          enterButton="查询"
          allowClear
          value={name}
          loading={searching}
          onChange={(event) => setName(event.target.value)}
          onSearch={() => void find()}
        />
        {hint ? <Alert type="warning" showIcon message={hint} /> : null}
        <Table<CompanyChoice>
          size="small"
          rowKey="companyCode"
          dataSource={companies}
          pagination={false}
          scroll={{ y: 320 }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: chosen ? [chosen.companyCode] : [],
            onChange: (_keys, rows) => setChosen(rows[0] ?? null),
          }}
          onRow={(row) => ({ onClick: () => setChosen(row) })}
          columns={[
            { title: '企业名称', dataIndex: 'companyName' },
            { title: '企业编码', dataIndex: 'companyCode', width: 200 },
          ]}
        />
      </Flex>
    </Modal>
  );
}
