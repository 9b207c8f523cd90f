// The pages `npm run bench:detail` measures in headless chromium (production build): the engine's
// detail page and, for comparison, the same schema in plain @rjsf/core with the lines as an RJSF
// array field. `?page=engine|rjsf&lines=500`. The runner drives them through window.bench.
import { createRoot } from 'react-dom/client';
import { installFakeDetailServer } from '../../src/engine/detail/testing/fakeDetailServer.ts';
import { exportDeclarationDefinition } from '../../src/engine/detail/testing/definitions.ts';
import { DetailSession, signInAs } from '../../src/engine/detail/testing/detailSession.tsx';
import { sampleDeclaration } from '../../src/engine/detail/testing/sampleDeclaration.ts';
import { BillDetailPage } from '../../src/engine/detail/BillDetailPage.tsx';
import { PlainRjsfPage } from './PlainRjsfPage.tsx';
import { installLatencyProbe, watchFirstRender } from './latencyProbe.ts';

const query = new URLSearchParams(window.location.search);
const lineCount = Number(query.get('lines') ?? 500);
const definition = exportDeclarationDefinition();
const bill = sampleDeclaration(lineCount);

installLatencyProbe();
// The first render is over when what the page is for has been painted: for the engine the
// header form and the first grid row, for plain RJSF the last line's fields.
watchFirstRender(query.get('page') === 'rjsf' ? `#root_lines_${lineCount - 1}_gname` : '.ag-row[row-index="0"] [col-id="gname"]', '#root_copNo');
const root = createRoot(document.getElementById('root')!);
const started = performance.now();
(window as unknown as { bench: Record<string, unknown> }).bench = { started, lineCount };

if (query.get('page') === 'control') {
  root.render(<input id="control" />);
} else if (query.get('page') === 'rjsf') {
  root.render(<PlainRjsfPage definition={definition} bill={bill} />);
} else {
  installFakeDetailServer(definition, [bill]);
  signInAs(definition);
  root.render(
    <DetailSession definition={definition}>
      <BillDetailPage type="export" routeKey="declaration" id={1} />
    </DetailSession>,
  );
}
