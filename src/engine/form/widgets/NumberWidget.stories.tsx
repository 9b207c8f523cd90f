import type { Meta, StoryObj } from '@storybook/react-vite';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { installFakeDetailServer } from '../../../testing/fakeDetailServer.ts';
import { BillForm } from '../BillForm.tsx';
import { createFormContext } from '../formContext.ts';
import { formUiSchema, headerFormSchema, headerFormUi } from '../formSchemas.ts';

// The number input of a bill form, in the header of a new 出口订单 (商品价格, 运杂费): what the
// field cannot hold is refused saying why, and what is not a number it may hold stays as typed,
// marked with the message a save gives it (issue 23 point 6). Type "abc", "-5" or a 6th decimal.
const definition = exportOrderDefinition();
const schema = headerFormSchema(definition);
const uiSchema = formUiSchema(schema, headerFormUi(definition), { newBill: true });

function OrderHeader({ initialData }: { initialData: Record<string, unknown> }) {
  return (
    <div style={{ padding: 16, maxWidth: 1200 }}>
      <BillForm schema={schema} uiSchema={uiSchema} initialData={initialData} readonly={false} context={createFormContext({}, { draftTyping: true })} />
    </div>
  );
}

const meta = {
  title: '单据引擎/数字输入',
  component: OrderHeader,
  args: { initialData: {} },
  // The form's selects (币制…) read their dictionaries from the fake API.
  beforeEach: () => void installFakeDetailServer(definition),
} satisfies Meta<typeof OrderHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new order: 商品价格 and 运杂费 empty. */
export const Empty: Story = {};

/** Amounts as stored (12.5, 0.00001): written out in plain decimals, never 1e-5. */
export const WithAmounts: Story = {
  args: { initialData: { goodsValue: 12.5, freight: 0.00001 } },
};
