// What findAll answers for the shell fixtures' admin (src/screens/shell/fixtures.ts): module ids
// and names of that menu, 修改密码 last. Stories and specs share it.
import type { CommonFunction } from '#core/common-functions.ts';

const entry = (id: string, name: string, uri: string, type: CommonFunction['type'], icon: string, checked = false): CommonFunction => ({
  id,
  name,
  uri,
  type,
  icon,
  checked,
});

export const sampleFunctions: readonly CommonFunction[] = [
  entry('11', '出口订单', '/bill/export/order', 'billExport', 'FileTextOutlined', true),
  entry('12', '物流运单', '/bill/export/waybill', 'billExport', 'CarOutlined'),
  entry('13', '出口清单', '/bill/export/inventory', 'billExport', 'ProfileOutlined'),
  entry('21', '进口订单', '/bill/import/order', 'import', 'FileTextOutlined'),
  entry('22', '支付单', '/bill/import/payment', 'import', 'PayCircleOutlined'),
  entry('31', '结汇申请', '/exchangeSettlement', 'common', 'TransactionOutlined'),
  entry('41', '企业备案', '/enterprise', 'common', 'IdcardOutlined'),
  entry('43', '子账号管理', '/account', 'common', 'TeamOutlined'),
  entry('51', '工单管理', '/workorder', 'common', 'ToolOutlined'),
  entry('60', '数据统计', '/statistics', 'common', 'BarChartOutlined', true),
  entry('changePassword', '修改密码', '#changePassword', 'common', 'LockOutlined', true),
];
