// The page `npm run bench:writeoff` measures in headless chromium (production build):
// `?page=dialog|controlled|control&size=50|500&virtual=1|0`.
// - dialog: the running portal (providers painted, a launcher button); the clock starts at the
//   click that opens 申请核销 (src/screens/settlement/dialogs/WriteOffDialog.tsx), whose
//   /declarel/severList is answered in memory with 500 approved applications
//   (fakeSettlementServer.ts, no delay). Milestones: `first` = the first row's amount and
//   remainder and the total (共 500 条) painted; `last` = the page's last row painted too (page
//   50: row 50; page 500 without a virtual body: row 500; page 500 virtual: the rows in view).
//   size is the first page size; virtual=1 makes the body virtual at any size, virtual=0 renders
//   every row, no virtual parameter leaves the dialog's own rule (virtual always).
// - controlled: the peer, the same table with the amounts in React state (ControlledWriteOff.tsx),
//   the page's rows given at once (no fetch): for the keystroke comparison only.
// - control: one bare <input> on an empty page, the floor of the latency measurement.
import { useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from 'antd';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { WriteOffDialog } from '../../src/screens/settlement/dialogs/WriteOffDialog.tsx';
import { VIRTUAL_FROM } from '../../src/screens/settlement/dialogs/WriteOffTable.tsx';
import { installSettlementServer } from '../../src/screens/settlement/dialogs/fakeSettlementServer.ts';
import { manyCandidates } from '../../src/screens/settlement/dialogs/sampleSettlement.ts';
import { installLatencyProbe, watchMilestones } from '../detail-app/latencyProbe.ts';
import { ControlledWriteOff } from './ControlledWriteOff.tsx';

const query = new URLSearchParams(window.location.search);
const page = query.get('page') ?? 'dialog';
const size = Number(query.get('size') ?? 50);
// virtual=1: a virtual body at any size; 0: every row rendered; absent: the dialog's own rule.
const virtualParam = query.get('virtual');
const virtualFrom = virtualParam === '1' ? 0 : virtualParam === '0' ? Number.MAX_SAFE_INTEGER : undefined;
const CANDIDATES = 500;
const root = createRoot(document.getElementById('root')!);
const definition = exportOrderDefinition();
let started = performance.now();

installLatencyProbe();

const OPEN_LABEL = '申请核销';
const FIRST_ID = 1000;

function Launcher() {
  const [open, setOpen] = useState(false);
  const openDialog = (event: MouseEvent) => {
    started = event.timeStamp;
    setOpen(true);
  };
  return (
    <>
      <Button type="primary" onClick={openDialog}>
        {OPEN_LABEL}
      </Button>
      {open ? (
        <WriteOffDialog
          definition={definition}
          title={OPEN_LABEL}
          rows={[]}
          pageSize={size}
          virtualFrom={virtualFrom}
          onClose={() => setOpen(false)}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

if (page === 'control') {
  root.render(<input id="control" />);
} else if (page === 'controlled') {
  root.render(
    <AppProviders>
      <ControlledWriteOff rows={manyCandidates(CANDIDATES).slice(0, size)} virtual={virtualParam !== '0'} />
    </AppProviders>,
  );
} else {
  installSettlementServer({ candidates: manyCandidates(CANDIDATES) });
  const isVirtual = virtualFrom === undefined ? size > VIRTUAL_FROM : Math.min(size, CANDIDATES) > virtualFrom;
  const lastOnPage = isVirtual ? FIRST_ID : FIRST_ID + Math.min(size, CANDIDATES) - 1;
  watchMilestones(
    {
      first: [`#writeoff-amount-${FIRST_ID}`, `[data-remainder="${FIRST_ID}"]`, '.ant-pagination-total-text'],
      last: [`#writeoff-amount-${lastOnPage}`, `[data-remainder="${lastOnPage}"]`],
    },
    () => started,
  );
  root.render(
    <AppProviders>
      <div style={{ padding: 16 }}>
        <Launcher />
      </div>
    </AppProviders>,
  );
}
