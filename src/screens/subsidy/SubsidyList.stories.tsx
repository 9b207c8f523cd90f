import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillListPage } from '../../engine/list/BillListPage.tsx';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListPageDecorator } from '../../testing/listSession.tsx';
import { SUBSIDY_DIALOGS } from './SubsidyScreens.tsx';
import { installSubsidyServer } from './testing/fakeSubsidyServer.ts';
import { subsidyApplicationDefinition } from '#core/testing/subsidy-definitions.ts';
import { applicationRow } from './testing/subsidyFixtures.ts';

const definition = subsidyApplicationDefinition();

/** Two applications: one approved (E9), one still being verified (I7). */
export const APPLICATIONS = [
  { ...applicationRow('approved', 'E9'), id: 7 },
  { ...applicationRow('audit', 'I7'), id: 8, applyTime: '2026-11-23 09:00:00' },
];

// /rewardApplication: the generic list page on (a stand-in for) the other-rewardApplication
// definition with the subsidy dialogs: 查看 goes to the detail page, 核验结果 opens the result dialog.
const meta = {
  title: '页面/数据核验申请/申请列表',
  component: BillListPage,
  parameters: { router: false },
  args: { definition, dialogs: SUBSIDY_DIALOGS, gridHeight: 420 },
  decorators: [ListPageDecorator],
  beforeEach: () => {
    const server = installFakeBillServer([definition], { bills: APPLICATIONS, delayMs: 100 });
    installSubsidyServer({ api: server.api, definitions: [definition] });
  },
} satisfies Meta<typeof BillListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applications: Story = {};
