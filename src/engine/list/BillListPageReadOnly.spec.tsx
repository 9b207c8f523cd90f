// Lists of read-only families (spec §2.4): a sign-record list links to its own detail route
// and hides the operation column; the knowledge-file list has no states, no link and no
// operation column; a family without api.save offers no 新增.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { queryButtonByText } from '../../testing/portalQueries.ts';
import { recordFeedback } from '../../testing/fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { BillListPage } from './BillListPage.tsx';
import { OPERATION_COLUMN } from './gridColumns.tsx';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { archiveDefinition, signRecordDefinition } from '../../testing/sampleFamilies.ts';
import { sampleBills } from '../../testing/sampleBills.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });
installInlineComputedStyles();

const now = new Date('2025-11-20T16:00:00+08:00');

beforeEach(() => {
  recordFeedback();
});

function renderList(definition: BillDefinition) {
  return render(
    <AppProviders>
      <ListSession definition={definition}>
        <BillListPage definition={definition} now={now} gridHeight={600} />
      </ListSession>
    </AppProviders>,
  );
}

const headerIds = () => [...document.querySelectorAll('.ag-header-cell[col-id]')].map((cell) => cell.getAttribute('col-id'));
const gridLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('.ag-row a')];

describe('read-only lists', () => {
  it('links a sign record to /sign/detail/{id} and shows no operation column', async () => {
    const definition = signRecordDefinition();
    const records = sampleBills(definition, 3, { now });
    installFakeBillServer([definition], { bills: records });
    renderList(definition);
    await screen.findByText(String(records[0].copNo));
    expect(headerIds()).not.toContain(OPERATION_COLUMN);
    expect(gridLinks().map((link) => link.getAttribute('href'))).toEqual(['/sign/detail/1', '/sign/detail/2', '/sign/detail/3']);
    fireEvent.click(gridLinks()[1]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign/detail/2'));
  });

  it('lists knowledge files without a state filter or links, with 下载 on the bar and in each row', async () => {
    const definition = archiveDefinition();
    const files = [
      { id: 11, fileName: '出口申报操作指南.pdf', filePath: 'knowledge/export-guide.pdf', fileType: 'e', createTime: '2025-11-20 09:00:00' },
      { id: 12, fileName: '进口申报操作指南.pdf', filePath: 'knowledge/import-guide.pdf', fileType: 'i', createTime: '2025-11-19 09:00:00' },
    ];
    const server = installFakeBillServer([definition], { bills: files });
    renderList(definition);
    expect(await screen.findByText('出口申报操作指南.pdf')).toBeTruthy();
    expect(server.rowCalls('list')).toHaveLength(1);
    expect(screen.queryByRole('radiogroup', { name: '单据状态' })).toBeNull();
    expect(gridLinks()).toHaveLength(0);
    expect(headerIds()).toContain(OPERATION_COLUMN);
    expect(queryButtonByText('下载')).toBeTruthy();
    // The row's own 下载 fetches that one file.
    const second = [...document.querySelectorAll<HTMLElement>('[col-id="fileName"]')].find((cell) => cell.textContent === '进口申报操作指南.pdf')!;
    const index = second.closest('.ag-row')!.getAttribute('row-index');
    fireEvent.click(within(document.querySelector<HTMLElement>(`.ag-row[row-index="${index}"] [col-id="${OPERATION_COLUMN}"]`)!).getByText('下载'));
    await waitFor(() => expect(server.calls('download', 'GET')).toHaveLength(1));
    expect(server.calls('download', 'GET')[0]!.query.file_path).toBe('knowledge/import-guide.pdf');
  });

  it('offers no 新增 for a family without api.save', async () => {
    const readOnly = withUi(exportOrderDefinition(), (ui) => ({ ...ui, api: { ...ui.api, save: undefined, saveAndDeclare: undefined } }));
    installFakeBillServer([readOnly], { bills: sampleBills(readOnly, 2, { now }) });
    renderList(readOnly);
    await screen.findByText('EO2025000001');
    expect(queryButtonByText('申报')).toBeTruthy();
    expect(queryButtonByText('新增')).toBeNull();
  });
});
