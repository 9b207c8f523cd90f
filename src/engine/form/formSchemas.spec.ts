import { describe, expect, it } from 'vitest';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { formUiSchema, headerFormSchema, headerFormUi } from './formSchemas.ts';

const widgetOf = (ui: Record<string, unknown>, name: string) => (ui[name] as Record<string, unknown> | undefined)?.['ui:widget'];

describe('the header form of a new bill (issue 11 point 9)', () => {
  const definition = exportOrderDefinition();
  const schema = headerFormSchema(definition);

  it('hides the read-only fields only the server fills (no default) on a new bill', () => {
    const ui = formUiSchema(schema, headerFormUi(definition), { newBill: true });
    for (const name of ['state', 'appTime', 'createTime', 'returnInfo']) expect(widgetOf(ui, name)).toBe('hidden');
    expect(widgetOf(ui, 'orderNo')).not.toBe('hidden');
    expect(widgetOf(ui, 'copCode')).not.toBe('hidden');
  });

  it('shows them on a stored bill', () => {
    const ui = formUiSchema(schema, headerFormUi(definition));
    for (const name of ['state', 'appTime', 'createTime', 'returnInfo']) expect(widgetOf(ui, name)).not.toBe('hidden');
  });
});
