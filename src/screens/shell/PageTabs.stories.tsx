import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTabs, type PageTab } from './PageTabs.tsx';

const severalTabs: PageTab[] = [
  { key: '/home', title: '首页', closable: false },
  { key: '/bill/export/order', title: '出口订单', closable: true },
  { key: '/details/export/order?id=1024', title: '出口订单·详情', closable: true },
  { key: '/account', title: '子账号管理', closable: true },
  { key: '/statistics', title: '数据统计', closable: true },
];

/** The tab bar with working close, close-others and close-all, without a router. */
function TabsPlayground({ initial, initialActive }: { initial: PageTab[]; initialActive: string }) {
  const [tabs, setTabs] = useState(initial);
  const [active, setActive] = useState(initialActive);
  const keep = (keys: string[]) => setTabs((all) => all.filter((t) => !t.closable || keys.includes(t.key)));
  return (
    <div style={{ padding: 12 }}>
      <PageTabs
        tabs={tabs}
        activeKey={active}
        onActivate={setActive}
        onClose={(key) => {
          keep(tabs.filter((t) => t.key !== key).map((t) => t.key));
          if (key === active) setActive('/home');
        }}
        onCloseOthers={(key) => {
          keep([key]);
          setActive(key);
        }}
        onCloseAll={() => {
          keep([]);
          setActive('/home');
        }}
      />
    </div>
  );
}

const meta = {
  title: '框架/页面标签',
  component: TabsPlayground,
  parameters: { router: false },
  args: { initial: severalTabs, initialActive: '/details/export/order?id=1024' },
} satisfies Meta<typeof TabsPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralOpen: Story = {};

export const OnlyHome: Story = { args: { initial: severalTabs.slice(0, 1), initialActive: '/home' } };
