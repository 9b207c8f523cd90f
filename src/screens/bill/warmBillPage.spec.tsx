import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { BillListPage } from '../../engine/list/BillListPage.tsx';
import { forgetBillDefinitions } from '../../engine/list/billDefinitionSource.ts';
import { KEPT_LIST_QUERY } from '../../engine/list/firstRows.ts';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { dataOf, installFakeBillServer, type FakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { sampleBills } from '../../testing/sampleBills.ts';
import { keepTabMemory } from '../shell/pageTabsModel.ts';
import { warmBillPage } from './warmBillPage.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

vi.setConfig({ testTimeout: 30_000 });

// The list's default date window follows the clock: the early call and the page must see the same day.
const now = new Date('2025-11-20T16:00:00+08:00');
const definition = exportOrderDefinition();
const route = definition.ui.route;
// A page size the list offers other than its default.
const keptSize = definition.ui.list.pageSizes.find((size) => size !== definition.ui.list.pageSize)!;
let server: FakeBillServer;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  forgetBillDefinitions();
  server = installFakeBillServer([definition], { bills: sampleBills(definition, 80, { now }) });
});

afterEach(() => {
  vi.useRealTimers();
});

const rowCalls = () => server.rowCalls('pageList');
const definitionAsked = () => waitFor(() => expect(server.calls('/bill/definition')).not.toHaveLength(0));

function renderList() {
  return render(
    <AppProviders>
      <ListSession definition={definition}>
        <BillListPage definition={definition} gridHeight={600} />
      </ListSession>
    </AppProviders>,
  );
}

describe('a bill list opened cold asks its first rows before it renders (issue 26 point 3)', () => {
  it('asks the first page once the definition is in, and the list shows that answer without asking again', async () => {
    warmBillPage({ pathname: route, search: '', opened: true });
    // Nothing is rendered yet: the rows are asked on the strength of the definition alone.
    await waitFor(() => expect(rowCalls()).toHaveLength(1));
    expect(dataOf(rowCalls()[0])).toMatchObject({ pageIndex: 0, pageSize: definition.ui.list.pageSize, part: 'rows' });

    renderList();
    await waitFor(() => expect(document.querySelectorAll('.ag-row[row-index]').length).toBeGreaterThan(0));
    await waitFor(() => expect(server.totalCalls('pageList')).toHaveLength(1));
    expect(rowCalls()).toHaveLength(1);
    expect(await screen.findByText(/共 80 条/)).toBeTruthy();
  });

  it('asks what the tab kept on a reload: the kept page and page size', async () => {
    keepTabMemory(route, KEPT_LIST_QUERY, { search: {}, state: null, pageIndex: 1, pageSize: keptSize, sort: null });
    warmBillPage({ pathname: route, search: '', opened: true });
    await waitFor(() => expect(rowCalls()).toHaveLength(1));
    expect(dataOf(rowCalls()[0])).toMatchObject({ pageIndex: 1, pageSize: keptSize, part: 'rows' });
  });

  it('asks no rows for a move inside the portal (a list kept open in its tab would not take them)', async () => {
    warmBillPage({ pathname: route, search: '', opened: false });
    await definitionAsked();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowCalls()).toHaveLength(0);
  });

  it('leaves a detail page alone', async () => {
    warmBillPage({ pathname: route, search: '?id=1', opened: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls('/bill/definition')).toHaveLength(0);
    expect(rowCalls()).toHaveLength(0);
  });

  it('a list that asks another page than the early one asks the server', async () => {
    keepTabMemory(route, KEPT_LIST_QUERY, { search: {}, state: null, pageIndex: 1, pageSize: keptSize, sort: null });
    warmBillPage({ pathname: route, search: '', opened: true });
    await waitFor(() => expect(rowCalls()).toHaveLength(1));
    // The page here has no tab: it opens on the first page, not the kept one.
    renderList();
    await waitFor(() => expect(rowCalls()).toHaveLength(2));
    expect(dataOf(rowCalls()[1])).toMatchObject({ pageIndex: 0, part: 'rows' });
  });
});
