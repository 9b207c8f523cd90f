import type { MenuProps } from 'antd';
import { CommentOutlined, DownloadOutlined, FormOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';

/** What the header's user dropdown can do (bill-families §2, row "Header dropdown"). */
export type UserMenuAction = 'enterprise' | 'parametersSetting' | 'changePassword' | 'workorder' | 'feedback' | 'agreement' | 'logout';

/** The page each navigating entry opens. */
export const USER_MENU_PATHS: Partial<Record<UserMenuAction, string>> = {
  enterprise: '/enterprise',
  parametersSetting: '/parametersSetting',
  workorder: '/workorder/edit',
  feedback: '/feedback',
};

/**
 * The dropdown entries. A page entry is enabled only when the user's modules register that page
 * (routes come only from the modules, spec §2.2). 下载协议 opens the agreement document
 * (/agreement/getDownloadUrl, docs/agreement.md).
 */
export function userMenuItems(isAvailable: (path: string) => boolean): MenuProps['items'] {
  const page = (key: UserMenuAction, label: string, icon: React.ReactNode) => {
    const available = isAvailable(USER_MENU_PATHS[key] ?? '');
    return { key, label, icon, disabled: !available, extra: available ? undefined : '无权限' };
  };
  return [
    page('enterprise', '企业备案', <IdcardOutlined />),
    page('parametersSetting', '参数设置', <SettingOutlined />),
    { key: 'changePassword', label: '修改密码', icon: <KeyOutlined /> },
    page('workorder', '提交工单', <FormOutlined />),
    page('feedback', '意见反馈', <CommentOutlined />),
    { key: 'agreement', label: '下载协议', icon: <DownloadOutlined /> },
    { type: 'divider' },
    { key: 'logout', label: '退出登录', icon: <LogoutOutlined />, danger: true },
  ];
}
