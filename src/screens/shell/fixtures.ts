// A realistic session for stories and specs: the menu tree a declaring agent's main account
// receives at login (uri, id, parentId, name, icon, sortNo, children, buttonVos).
import type { ModuleNode, UserInfo } from '../../http/types.ts';

type Draft = Omit<ModuleNode, 'parentId' | 'children' | 'buttonVos' | 'sortNo'> & {
  codes?: string[];
  children?: Draft[];
};

function build(drafts: Draft[], parentId: string | null): ModuleNode[] {
  return drafts.map((d, i) => ({
    id: d.id,
    parentId,
    uri: d.uri,
    name: d.name,
    icon: d.icon ?? null,
    sortNo: i + 1,
    buttonVos: (d.codes ?? []).map((code) => ({ code })),
    children: build(d.children ?? [], d.id),
  }));
}

const billCodes = ['add', 'edit', 'delete', 'declare', 'importQuery', 'downTemplate', 'conditionalQuery', 'refresh'];

export const moduleTreeFixture: ModuleNode[] = build(
  [
    {
      id: '10',
      uri: '/bill/export',
      name: '出口申报',
      icon: 'ExportOutlined',
      children: [
        { id: '11', uri: '/bill/export/order', name: '出口订单', icon: 'FileTextOutlined', codes: billCodes },
        { id: '12', uri: '/bill/export/waybill', name: '物流运单', icon: 'CarOutlined', codes: [...billCodes, 'sendReciept'] },
        { id: '13', uri: '/bill/export/inventory', name: '出口清单', icon: 'ProfileOutlined', codes: [...billCodes, 'export', 'cancel'] },
        { id: '14', uri: '/bill/export/summaryApply', name: '汇总申请', icon: 'AuditOutlined', codes: ['add', 'summary', 'refresh'] },
      ],
    },
    {
      id: '20',
      uri: '/bill/import',
      name: '进口申报',
      icon: 'ImportOutlined',
      children: [
        { id: '21', uri: '/bill/import/order', name: '进口订单', icon: 'FileTextOutlined', codes: billCodes },
        { id: '22', uri: '/bill/import/payment', name: '支付单', icon: 'PayCircleOutlined', codes: ['conditionalQuery', 'refresh'] },
      ],
    },
    {
      id: '30',
      uri: '/settlement',
      name: '结汇管理',
      icon: 'MoneyCollectOutlined',
      children: [
        { id: '31', uri: '/exchangeSettlement', name: '结汇申请', icon: 'TransactionOutlined', codes: ['add', 'conditionalQuery'] },
        { id: '32', uri: '/settlementVerification', name: '核销申请', icon: 'ReconciliationOutlined', codes: ['add'] },
        { id: '33', uri: '/settlementAuthorization/apply', name: '结汇授权申请', icon: 'SafetyCertificateOutlined', codes: ['add', 'delete'] },
      ],
    },
    {
      id: '40',
      uri: '/company',
      name: '企业管理',
      icon: 'BankOutlined',
      children: [
        { id: '41', uri: '/enterprise', name: '企业备案', icon: 'IdcardOutlined', codes: ['save', 'saveDeclare'] },
        { id: '42', uri: '/parametersSetting', name: '参数设置', icon: 'SettingOutlined', codes: ['add', 'edit', 'delete'] },
        { id: '43', uri: '/account', name: '子账号管理', icon: 'TeamOutlined', codes: ['add', 'recovery', 'prohibit', 'delete'] },
      ],
    },
    {
      id: '50',
      uri: '/service',
      name: '服务中心',
      icon: 'CustomerServiceOutlined',
      children: [
        { id: '51', uri: '/workorder', name: '工单管理', icon: 'ToolOutlined', codes: ['add', 'deleteWorkorder'] },
        { id: '52', uri: '/feedback', name: '意见反馈', icon: 'MessageOutlined' },
        { id: '53', uri: '/notice', name: '通知公告', icon: 'NotificationOutlined' },
        { id: '54', uri: '/news', name: '新闻动态', icon: 'ReadOutlined' },
        { id: '55', uri: '/archive', name: '资料下载', icon: 'FolderOpenOutlined' },
      ],
    },
    { id: '60', uri: '/statistics', name: '数据统计', icon: 'BarChartOutlined' },
  ],
  null,
);

/** A sub-account's smaller menu: no company management, no settlement. */
export const userModuleTreeFixture: ModuleNode[] = moduleTreeFixture
  .filter((m) => m.id === '10' || m.id === '50')
  .map((m) => (m.id === '50' ? { ...m, children: m.children.filter((c) => c.id !== '51') } : m));

export const adminUserFixture: UserInfo = {
  id: '1',
  loginName: 'hzkj2024',
  username: '张晓明',
  userType: 'ADMIN',
  companyName: '杭州海贸供应链管理有限公司',
  companyCode: '3301960A2K',
  account: 'hzkj2024',
};

export const ordinaryUserFixture: UserInfo = {
  id: '2',
  loginName: 'liwei@hzkj2024',
  username: '李伟',
  userType: 'USER',
  companyName: '杭州海贸供应链管理有限公司',
  companyCode: '3301960A2K',
  account: 'hzkj2024',
};

/** A main account whose company has not been filed yet (no company code). */
export const unfiledUserFixture: UserInfo = {
  ...adminUserFixture,
  id: '3',
  loginName: 'newco2025',
  username: '王芳',
  companyName: null,
  companyCode: null,
  account: 'newco2025',
};
