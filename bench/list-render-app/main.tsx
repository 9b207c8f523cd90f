// The page `npm run bench:list-render` measures (bench/list-render.ts builds it with Vite in
// production mode and drives it in headless chromium). It renders the real BillListPage for a
// 20-column family against the fake bill API and times, per run, the moment the list answer is
// handed to the HTTP layer ("data arrival") to the first animation frame after the rows are in
// the DOM (they have then been laid out and painted).
import type { RunFigures } from './run-figures.ts';
import { createRoot } from 'react-dom/client';
import { useLayoutEffect, useState } from 'react';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { headerFields, type BillDefinition } from '#core/definition/index.ts';
import { BillListPage } from '../../src/engine/list/BillListPage.tsx';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { installFakeBillServer } from '../../src/testing/fakeBillServer.ts';
import { ListSession } from '../../src/testing/listSession.tsx';
import { sampleBills } from '../../src/testing/sampleBills.ts';

const COLUMNS = 20;
const BILLS = 1500;
const NOW = new Date(2025, 10, 20, 16);

/** export-order with every header field as a column (20 of them) and pages up to 500 rows. */
function benchDefinition(pageSize: number): BillDefinition {
  const base = exportOrderDefinition();
  const fields = headerFields(base.schema)
    .filter((field) => field.name !== 'companyCode' && field.name !== 'id')
    .slice(0, COLUMNS);
  return withUi(base, (ui) => ({
    ...ui,
    list: {
      ...ui.list,
      columns: fields.map((field, index) => ({ field: field.name, link: index === 0 || undefined, width: 150 })),
      pageSizes: [50, 100, 200, 500],
      pageSize,
    },
  }));
}

let arrival = 0;
let mount: (pageSize: number) => void = () => undefined;

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
}

/** Resolves with the time from data arrival to the frame after `ready()` holds. */
async function paintedAfterArrival(ready: () => boolean): Promise<number> {
  arrival = 0;
  for (;;) {
    await nextFrame();
    if (arrival > 0 && ready()) break;
  }
  return (await nextFrame()) - arrival;
}

const renderedRows = () => document.querySelectorAll('.ag-row[row-index]');
const firstRowHas = (text: string) => document.querySelector('.ag-row[row-index="0"]')?.textContent?.includes(text) ?? false;

function Bench() {
  const [state, setState] = useState({ key: 0, pageSize: 500 });
  // Handed to the bench driver once mounted (not while rendering): a run remounts the list.
  useLayoutEffect(() => {
    mount = (pageSize) => setState((current) => ({ key: current.key + 1, pageSize }));
  }, []);
  const definition = benchDefinition(state.pageSize);
  return (
    <AppProviders>
      <ListSession definition={definition}>
        <BillListPage key={state.key} definition={definition} now={NOW} gridHeight={800} />
      </ListSession>
    </AppProviders>
  );
}

const definition = benchDefinition(500);
const server = installFakeBillServer([definition], { bills: sampleBills(definition, BILLS, { now: NOW }) });
// The list answer is held until the page has mounted, then timed from the moment it is handed over.
server.api.on(`POST /api/enterprise${definition.ui.api.base}/${definition.ui.api.list}`, async (request) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const { pageIndex = 0, pageSize = 50 } = (request.body as { data: { pageIndex?: number; pageSize?: number } }).data;
  const datas = server.bills.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  arrival = performance.now();
  return { body: { code: 0, message: '操作成功！', data: { datas, total: server.bills.length } } };
});

createRoot(document.getElementById('root')!).render(<Bench />);

const columnsShown = () => document.querySelectorAll('.ag-header-cell[col-id]').length;

window.listRenderBench = {
  async firstPage(pageSize): Promise<RunFigures> {
    const measuring = paintedAfterArrival(() => firstRowHas(String(server.bills[0].orderNo)));
    mount(pageSize);
    const ms = await measuring;
    return { ms, rows: renderedRows().length, columnsInView: columnsShown(), columns: COLUMNS };
  },
  async nextPage(): Promise<RunFigures> {
    const current = Number(document.querySelector('.ant-pagination-item-active')?.textContent ?? '1');
    const next = current >= BILLS / 500 ? 1 : current + 1;
    const expected = String(server.bills[(next - 1) * 500].orderNo);
    const measuring = paintedAfterArrival(() => firstRowHas(expected));
    document.querySelector<HTMLElement>(`.ant-pagination-item-${next}`)!.click();
    const ms = await measuring;
    return { ms, rows: renderedRows().length, columnsInView: columnsShown(), columns: COLUMNS };
  },
};
