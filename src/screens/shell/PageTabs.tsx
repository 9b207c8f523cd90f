import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';

export interface PageTab {
  key: string;
  title: string;
  closable: boolean;
}

export interface PageTabsProps {
  tabs: readonly PageTab[];
  activeKey: string;
  onActivate: (key: string) => void;
  onClose: (key: string) => void;
  onCloseOthers: (key: string) => void;
  onCloseAll: () => void;
}

function tabActions(tab: PageTab | undefined, onlyHome: boolean): MenuProps['items'] {
  return [
    { key: 'close', label: '关闭当前', disabled: !tab?.closable },
    { key: 'closeOthers', label: '关闭其他', disabled: onlyHome },
    { key: 'closeAll', label: '关闭全部', disabled: onlyHome },
  ];
}

/**
 * The tab bar of opened pages (editable-card): the home tab cannot be closed; a right click on
 * a tab, or the 标签操作 menu at the end of the bar (reachable by keyboard), closes tabs.
 */
export function PageTabs({ tabs, activeKey, onActivate, onClose, onCloseOthers, onCloseAll }: PageTabsProps) {
  const onlyHome = tabs.length <= 1;
  const act = (action: string, key: string) => {
    if (action === 'close') onClose(key);
    else if (action === 'closeOthers') onCloseOthers(key);
    else if (action === 'closeAll') onCloseAll();
  };
  const active = tabs.find((t) => t.key === activeKey);

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active ? activeKey : undefined}
      onChange={onActivate}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') onClose(key);
      }}
      tabBarStyle={{ margin: 0 }}
      tabBarExtraContent={{
        right: (
          <Dropdown trigger={['click']} menu={{ items: tabActions(active, onlyHome), onClick: ({ key }) => act(key, activeKey) }}>
            <Button size="small" type="text" aria-label="标签操作">
              标签操作 <DownOutlined />
            </Button>
          </Dropdown>
        ),
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: tab.closable,
        closeIcon: tab.closable ? undefined : false,
        label: (
          <Dropdown trigger={['contextMenu']} menu={{ items: tabActions(tab, onlyHome), onClick: ({ key }) => act(key, tab.key) }}>
            <span>{tab.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
