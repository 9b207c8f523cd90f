// The imported rows' table takes its columns and their titles from the list definition the apply
// form's records section names (/rewardApplication/bills), not from a copy in the form: an
// analyst who retitles or reorders that list's columns sees it here too.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { forgetBillDefinitions } from '../../engine/list/billDefinitionSource.ts';
import { ImportedBills } from './ImportedBills.tsx';
import { subsidyCalls } from './subsidyApi.ts';
import { installSubsidyServer } from './testing/fakeSubsidyServer.ts';
import { importedBillsDefinition, rewardApplyForm } from './testing/subsidyFixtures.ts';

afterEach(() => {
  cleanup();
  forgetBillDefinitions();
});

const headers = async () => {
  const table = await screen.findByTestId('imported-bills');
  await within(table).findByText('共 3 条');
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
};

describe('ImportedBills', () => {
  it("shows the list definition's columns, titled by its fields, in its order", async () => {
    installSubsidyServer({ bills: 3 });
    render(
      <App>
        <ImportedBills form={rewardApplyForm()} calls={subsidyCalls} importNo="IMP20261124001" generation={0} editable={false} />
      </App>,
    );
    const { schema, ui } = importedBillsDefinition;
    expect(await headers()).toEqual(['序号', ...ui.list.columns.map((column) => schema.properties[column.field].title)]);
  });

  it('follows an analyst who retitles and reorders the list', async () => {
    const { schema, ui } = importedBillsDefinition;
    const [first, ...rest] = ui.list.columns;
    const edited = {
      ...importedBillsDefinition,
      schema: { ...schema, properties: { ...schema.properties, billNo: { ...schema.properties.billNo, title: '主运单号' } } },
      ui: { ...ui, list: { ...ui.list, columns: [...rest, first] } },
    };
    installSubsidyServer({ bills: 3, definitions: [edited] });
    render(
      <App>
        <ImportedBills form={rewardApplyForm()} calls={subsidyCalls} importNo="IMP20261124001" generation={0} editable />
      </App>,
    );
    const shown = await headers();
    expect(shown).toContain('主运单号');
    expect(shown).not.toContain(schema.properties.billNo.title);
    expect(shown.at(-2)).toBe(schema.properties[first.field].title);
  });
});
