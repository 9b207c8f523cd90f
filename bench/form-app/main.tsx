// The pages `npm run bench:form` measures in headless chromium (production build):
// `?page=engine|rjsf|control&open=click|start`.
// - engine: the generic form page (`<FormPage route="/enterprise" />`) on the company filing
//   definition, in the form specs' session and against their fake API (answers in memory). With
//   open=click (the default) the portal is already running: the providers have been painted with
//   a launcher button, and the clock starts at the click on it. With open=start the clock starts
//   with the app itself (the providers' first render included).
// - rjsf: the same form's writable fields as one object in plain @rjsf/core + @rjsf/antd,
//   controlled formData (bench/form-app/PlainRjsfForm.tsx).
// - control: one bare <input> on an empty page, the floor of the latency measurement.
import { useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from 'antd';
import { enterpriseForm } from '#core/testing/form-definitions.ts';
import { FormPage } from '../../src/engine/formPage/FormPage.tsx';
import { FormSession, signInForForm } from '../../src/testing/formSession.tsx';
import { installFakeFormServer } from '../../src/testing/fakeFormServer.ts';
import { sampleFiling } from '../../src/testing/sampleFiling.ts';
import { installClickMilestones, installLatencyProbe, watchMilestones } from '../detail-app/latencyProbe.ts';
import { PlainRjsfForm } from './PlainRjsfForm.tsx';

const query = new URLSearchParams(window.location.search);
const page = query.get('page') ?? 'engine';
const form = enterpriseForm();
const record = sampleFiling();
const root = createRoot(document.getElementById('root')!);
let started = performance.now();

installLatencyProbe();
installClickMilestones();

const OPEN_LABEL = '打开企业备案';

/** The running portal before the page is opened: one button, as a menu entry would be. */
function Launcher() {
  const [open, setOpen] = useState(false);
  const openPage = (event: MouseEvent) => {
    started = event.timeStamp;
    setOpen(true);
  };
  if (open) return <FormPage route={form.ui.route} />;
  return (
    <Button type="link" onClick={openPage}>
      {OPEN_LABEL}
    </Button>
  );
}

if (page === 'control') {
  root.render(<input id="control" />);
} else if (page === 'rjsf') {
  // The first render is over when the form's first and last fields have been painted.
  watchMilestones({ page: ['#root_companyEnName', '#root_operatorCompany'] }, () => started);
  root.render(
    <div style={{ padding: 16 }}>
      <PlainRjsfForm form={form} record={record} />
    </div>,
  );
} else {
  installFakeFormServer(form, record);
  signInForForm(form);
  // The first card's fields (its first and last) and the last card's table (审批记录, its rows).
  watchMilestones({ first: ['#s0_companyName', '#s0_bizScope'], last: ['[aria-label="审批记录"] tr.ant-table-row'] }, () => started);
  root.render(
    <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
      <FormSession form={form}>{query.get('open') === 'start' ? <FormPage route={form.ui.route} /> : <Launcher />}</FormSession>
    </div>,
  );
}
