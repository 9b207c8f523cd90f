// The sub-account list of /account (bill-families-and-screens.md §2, §3.1, §4, §6): login name,
// user name, account type, state, a ban-login switch per row, 修改密码 and 删除用户 on each row,
// 新增子账号 and 恢复登录 above. Pure: the screen (AccountScreen) loads and acts.
import { PageLoadFailed } from '../shared/PageLoadState.tsx';
import { Button, Empty, Flex, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ACCOUNT_STATE_NAMES, ACCOUNT_TYPE_NAMES, type AccountRow } from '#core/accounts.ts';
import { ACCOUNT_PAGE_SIZES } from './accountApi.ts';

export type AccountListStatus = 'loading' | 'ready' | 'failed';

/** The account list's button codes the user holds on /account (§6). */
export interface AccountButtons {
  add: boolean;
  prohibit: boolean;
  recovery: boolean;
  delete: boolean;
}

export interface AccountListViewProps {
  status: AccountListStatus;
  rows: readonly AccountRow[];
  total: number;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  /** The signed-in account is the main account (ADMIN): only it manages sub-accounts. */
  isAdmin: boolean;
  buttons: AccountButtons;
  selectedIds: readonly string[];
  /** Rows whose switch call is on its way. */
  busyIds?: readonly string[];
  onSelect: (ids: string[]) => void;
  onPage: (pageIndex: number, pageSize: number) => void;
  onAdd: () => void;
  onRecover: () => void;
  onToggleBan: (row: AccountRow, banned: boolean) => void;
  onChangePassword: (row: AccountRow) => void;
  onDelete: (row: AccountRow) => void;
  onRetry: () => void;
}

export const MSG_ACCOUNTS_LOAD_FAILED = '账号列表加载失败';

/** The main account acts on the company's sub-accounts, never on itself or another main account. */
export function isManageable(row: AccountRow, isAdmin: boolean): boolean {
  return isAdmin && !row.self && row.userType !== 'ADMIN';
}

/** 修改密码 on a row: the own row changes the own password; the main account resets a sub-account's. */
export function canChangePassword(row: AccountRow, isAdmin: boolean): boolean {
  return row.self || isManageable(row, isAdmin);
}

export function AccountListView(props: AccountListViewProps) {
  const { status, rows, total, pageIndex, pageSize, isAdmin, buttons, selectedIds, busyIds = [] } = props;
  const showBan = buttons.prohibit && isAdmin;
  const showDelete = buttons.delete && isAdmin;
  const showRecover = buttons.recovery && isAdmin;
  const showAdd = buttons.add && isAdmin;

  if (status === 'failed') return <PageLoadFailed title={MSG_ACCOUNTS_LOAD_FAILED} onRetry={props.onRetry} />;

  const columns: TableColumnsType<AccountRow> = [
    {
      title: '登录名',
      dataIndex: 'loginName',
      key: 'loginName',
      render: (value: string, row) => (
        <Space size={4}>
          <span>{value}</span>
          {row.self ? <Tag color="blue">当前账号</Tag> : null}
        </Space>
      ),
    },
    { title: '用户名', dataIndex: 'username', key: 'username' },
    {
      title: '账号类型',
      dataIndex: 'userType',
      key: 'userType',
      render: (value: AccountRow['userType']) => (value === 'ADMIN' ? ACCOUNT_TYPE_NAMES.ADMIN : ACCOUNT_TYPE_NAMES.USER),
    },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      render: (value: AccountRow['state']) => <Tag color={value === 'EFFECTIVE' ? 'green' : 'red'}>{ACCOUNT_STATE_NAMES[value] ?? value}</Tag>,
    },
  ];
  if (showBan) {
    columns.push({
      title: '禁止登录',
      key: 'ban',
      width: 100,
      render: (_value, row) => (
        <Switch
          size="small"
          aria-label={`禁止登录：${row.loginName}`}
          checked={row.state === 'INVALID'}
          disabled={!isManageable(row, isAdmin)}
          loading={busyIds.includes(row.id)}
          onChange={(banned) => props.onToggleBan(row, banned)}
        />
      ),
    });
  }
  columns.push({
    title: '操作',
    key: 'actions',
    width: 180,
    render: (_value, row) => (
      <Space size={0}>
        <Button type="link" size="small" disabled={!canChangePassword(row, isAdmin)} onClick={() => props.onChangePassword(row)}>
          修改密码
        </Button>
        {showDelete ? (
          <Button type="link" size="small" danger disabled={!isManageable(row, isAdmin)} onClick={() => props.onDelete(row)}>
            删除用户
          </Button>
        ) : null}
      </Space>
    ),
  });

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" role="toolbar" aria-label="账号操作">
        {showAdd ? (
          <Button type="primary" onClick={props.onAdd}>
            新增子账号
          </Button>
        ) : null}
        {showRecover ? <Button onClick={props.onRecover}>恢复登录</Button> : null}
        {isAdmin ? null : <Typography.Text type="secondary">子账号只能查看本账号；新增、冻结与删除由主账号操作</Typography.Text>}
      </Flex>
      <Table<AccountRow>
        rowKey="id"
        size="middle"
        aria-busy={status === 'loading'}
        loading={status === 'loading'}
        columns={columns}
        dataSource={rows as AccountRow[]}
        locale={{ emptyText: <Empty description="暂无账号" /> }}
        rowSelection={
          showRecover
            ? {
                selectedRowKeys: selectedIds as string[],
                onChange: (keys) => props.onSelect(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: !isManageable(row, isAdmin), 'aria-label': `选择 ${row.loginName}` }),
              }
            : undefined
        }
        pagination={{
          current: pageIndex + 1,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: ACCOUNT_PAGE_SIZES.map(String),
          showTotal: (count) => `共 ${count} 条`,
          onChange: (page, size) => props.onPage(size !== pageSize ? 0 : page - 1, size),
        }}
      />
    </Flex>
  );
}
