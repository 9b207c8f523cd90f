import type { Meta, StoryObj } from '@storybook/react-vite';
import { exportInventoryDefinition } from '#core/testing/bill-definitions.ts';
import { installFakeDetailServer } from '../../../testing/fakeDetailServer.ts';
import { BillForm } from '../BillForm.tsx';
import { createFormContext } from '../formContext.ts';
import { formUiSchema, headerFormSchema, headerFormUi } from '../formSchemas.ts';

// A dictionary select in the header of a new 出口清单. 运费标志 and 保费标志 read the dictionary
// fee_flag (率, 单价, 总价) but CEB603 fixes them to 3, so their schema allows only 3 (enum): the
// select offers 总价 alone, and no choice the message would refuse can be made.
const definition = exportInventoryDefinition();
const schema = headerFormSchema(definition);
const uiSchema = formUiSchema(schema, headerFormUi(definition), { newBill: true });

function InventoryHeader({ initialData }: { initialData: Record<string, unknown> }) {
  return (
    <div style={{ padding: 16, maxWidth: 1200 }}>
      <BillForm schema={schema} uiSchema={uiSchema} initialData={initialData} readonly={false} context={createFormContext({}, { draftTyping: true })} />
    </div>
  );
}

const meta = {
  title: '单据引擎/字典选择',
  component: InventoryHeader,
  args: { initialData: {} },
  beforeEach: () => void installFakeDetailServer(definition),
} satisfies Meta<typeof InventoryHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new inventory: open 运费标志 — only 总价 is offered; 币制 offers its whole dictionary. */
export const NewInventory: Story = {};
