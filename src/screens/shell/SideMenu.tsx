import { useMemo, useState } from 'react';
import { Flex, Menu, Tag, Tooltip } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import type { ModuleNode } from '#core/wire.ts';
import { menuItemsOf, openKeysFor } from './menuItems.tsx';

export interface SideMenuProps {
  modules: readonly ModuleNode[];
  /** The menu page the current location belongs to (a sub-route selects its parent page). */
  selectedPath: string | null;
  collapsed?: boolean;
  /** Main accounts (userType ADMIN) are flagged at the top of the menu. */
  isAdmin?: boolean;
  onOpen: (path: string) => void;
}

/** The side menu built from the user's modules; antd Menu gives arrow-key navigation. */
export function SideMenu({ modules, selectedPath, collapsed, isAdmin, onOpen }: SideMenuProps) {
  const items = useMemo(() => menuItemsOf(modules), [modules]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedPath ? openKeysFor(modules, selectedPath) : []));

  // Arriving on a page from elsewhere (a tab, a link) unfolds its group. Adjusted while
  // rendering, as React advises for state that follows props.
  const [shown, setShown] = useState({ modules, selectedPath });
  if (shown.modules !== modules || shown.selectedPath !== selectedPath) {
    setShown({ modules, selectedPath });
    if (selectedPath) {
      const needed = openKeysFor(modules, selectedPath);
      setOpenKeys((current) => [...new Set([...current, ...needed])]);
    }
  }

  return (
    <Flex vertical>
      {isAdmin ? (
        <Flex justify="center" style={{ padding: '12px 8px 4px' }}>
          <Tooltip title="主账号（ADMIN）：可管理子账号" placement="right">
            <Tag color="gold" icon={<CrownOutlined />} style={{ marginInlineEnd: 0 }}>
              {collapsed ? null : '主账号'}
            </Tag>
          </Tooltip>
        </Flex>
      ) : null}
      <Menu
        mode="inline"
        theme="dark"
        aria-label="功能菜单"
        items={items}
        selectedKeys={selectedPath ? [selectedPath] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={(keys) => setOpenKeys(keys as string[])}
        onClick={({ key }) => {
          if (key.startsWith('/')) onOpen(key);
        }}
      />
    </Flex>
  );
}
