import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillDetailView } from './BillDetailView.tsx';
import { exportDeclarationDefinition } from '#core/testing/declaration-definition.ts';
import { DETAIL_CODES, DetailSession, signInAs } from '../../testing/detailSession.tsx';
import { installFakeDetailServer } from '../../testing/fakeDetailServer.ts';
import { sampleDeclaration } from '../../testing/sampleDeclaration.ts';
import { sampleOrder } from '../../testing/sampleOrder.ts';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';

// The generic detail page on the reference form (出口报关单: ~70 header fields, 45 line fields)
// against a fake bill API behind the HTTP layer's transport: the same page a user sees.
const declaration = exportDeclarationDefinition();

const meta = {
  title: '单据引擎/单据详情页',
  component: BillDetailView,
  parameters: { router: false },
  args: { definition: declaration, id: 1 },
  decorators: [
    (Story, { args, parameters }) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <DetailSession definition={args.definition} codes={(parameters.codes as string[] | undefined) ?? DETAIL_CODES}>
          <Story />
        </DetailSession>
      </div>
    ),
  ],
  beforeEach: ({ args, parameters }) => {
    signInAs(args.definition, (parameters.codes as string[] | undefined) ?? DETAIL_CODES);
    const bills = (parameters.bills as Array<Record<string, unknown>> | undefined) ?? [sampleDeclaration((parameters.lines as number | undefined) ?? 12)];
    installFakeDetailServer(args.definition, bills, {
      changedMeanwhile: parameters.changedMeanwhile === true,
    });
  },
} satisfies Meta<typeof BillDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An existing declaration in view mode: read-only fields as text, 12 lines, 编辑 to change it. */
export const ViewMode: Story = {};

/** A new declaration: edit mode from the start, agent fields filled from the user's company. */
export const AddMode: Story = {
  args: { id: undefined },
};

/** The large-form case: 500 lines, ten a page with previous/next only. */
export const FiveHundredLines: Story = {
  parameters: { lines: 500 },
};

/** A user holding only 刷新: no edit, save or line buttons. */
export const ReadOnlyUser: Story = {
  parameters: { codes: ['refresh'] },
};

/**
 * A colleague saved the bill after it was opened here: 编辑, change a field, 保存 — the page says
 * the bill was changed, keeps the edits (继续编辑) or loads the bill again (重新加载).
 */
export const ChangedByAnother: Story = {
  parameters: { changedMeanwhile: true },
};

/** The bill is gone (another user deleted it): the page says so and why, with 返回列表 and 重试. */
export const NotFound: Story = {
  args: { id: 404, onLeave: fn() },
};

/** 编辑 adds 取消; with a changed field, 取消 and 刷新 ask before dropping the change. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /编\s*辑/ }));
    await expect(await canvas.findByRole('button', { name: /取\s*消/ })).toBeTruthy();
  },
};

const order = exportOrderDefinition();

/**
 * A 出口订单 draft without goods lines: 编辑, then 保存并申报 says 出口订单至少需要一条商品信息后才能申报
 * and sends nothing (issue 23 point 1; the server refuses it as well).
 */
export const OrderWithoutLines: Story = {
  args: { definition: order, id: 1 },
  parameters: { bills: [sampleOrder(0)] },
};

/**
 * A 出口订单 draft with one line (2 × 400 = 800): while editing, a changed 数量 or 单价 gives the
 * line its 总价 and the order its 商品价格 (the definition's x-productOf and x-sumOfLines).
 */
export const OrderLinesAddUp: Story = {
  args: { definition: order, id: 1 },
  parameters: { bills: [sampleOrder(1)] },
};
