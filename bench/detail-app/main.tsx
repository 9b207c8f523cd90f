// The pages `npm run bench:detail` measures in headless chromium (production build):
// `?page=engine|rjsf|control&lines=500&open=click|start`.
// - engine: the engine's detail page of an export declaration. With open=click (the default) the
//   portal is already running, as when a user opens a bill from the list: the providers have
//   been painted with a launcher button, and the clock starts at the click on it. With
//   open=start the clock starts with the app itself (the providers' first render included).
// - rjsf: the same schema in plain @rjsf/core with the lines as an RJSF array field.
// - control: one bare <input> on an empty page, the floor of the latency measurement.
// With grid=portal the list page's AG Grid set-up is loaded first, as it is in the portal (the
// bill screens are one chunk). It used to register every community module for every grid, the
// line grid's too; each grid now gets its own modules, so the two figures should agree.
import { useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from 'antd';
import { installFakeDetailServer } from '../../src/testing/fakeDetailServer.ts';
import { exportDeclarationDefinition } from '#core/testing/declaration-definition.ts';
import { DetailSession, signInAs } from '../../src/testing/detailSession.tsx';
import { sampleDeclaration } from '../../src/testing/sampleDeclaration.ts';
import { BillDetailPage } from '../../src/engine/detail/BillDetailPage.tsx';
import { PlainRjsfPage } from './PlainRjsfPage.tsx';
import { installClickMilestones, installLatencyProbe, watchMilestones } from './latencyProbe.ts';

const query = new URLSearchParams(window.location.search);
const lineCount = Number(query.get('lines') ?? 500);
const page = query.get('page') ?? 'engine';
const definition = exportDeclarationDefinition();
const bill = sampleDeclaration(lineCount);
const root = createRoot(document.getElementById('root')!);
let started = performance.now();

installLatencyProbe();
installClickMilestones();

const OPEN_LABEL = '打开报关单';

/** The running portal before the bill is opened: one button, as a list row's link would be. */
function Launcher() {
  const [open, setOpen] = useState(false);
  const openBill = (event: MouseEvent) => {
    started = event.timeStamp;
    setOpen(true);
  };
  if (open) return <BillDetailPage type="export" routeKey="declaration" id={1} />;
  return (
    <Button type="link" onClick={openBill}>
      {OPEN_LABEL}
    </Button>
  );
}

if (page === 'control') {
  root.render(<input id="control" />);
} else if (page === 'rjsf') {
  // The first render is over when the last line's fields have been painted.
  watchMilestones({ page: [`#root_lines_${lineCount - 1}_gname`, '#root_copNo'] }, () => started);
  root.render(<PlainRjsfPage definition={definition} bill={bill} />);
} else {
  if (query.get('grid') === 'portal') await import('../../src/engine/list/agGridSetup.ts');
  installFakeDetailServer(definition, [bill]);
  signInAs(definition);
  // The header (the first screen) and the first page of lines (below it) painted.
  watchMilestones({ header: ['#root_copNo', '#root_returnInfo'], lines: ['.ag-row[row-index="0"] [col-id="gname"] .bill-line-cell'] }, () => started);
  root.render(
    <DetailSession definition={definition}>
      {query.get('open') === 'start' ? <BillDetailPage type="export" routeKey="declaration" id={1} /> : <Launcher />}
    </DetailSession>,
  );
}
