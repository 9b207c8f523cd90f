import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { signIn } from '../../testing/httpMock.ts';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { BILL_DEFINITION_PATH, forgetBillDefinitions } from '../../engine/list/index.ts';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { modulesFor } from '../../testing/listSession.tsx';
import { sampleBills } from '../../testing/sampleBills.ts';
import { adminUserFixture, unfiledUserFixture } from '../shell/fixtures.ts';
import { signRecordDefinition } from '../../testing/sampleFamilies.ts';
import { signMenu } from '../../testing/signRecords.ts';
import { FILING_REQUIRED } from './BillPageScreen.tsx';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));
installInlineComputedStyles();

const definition = exportOrderDefinition();

function menu() {
  const [group] = modulesFor(definition);
  const receipt = { ...group.children[0], id: '12', uri: '/bill/export/receipt', name: '收款单', sortNo: 2 };
  return [{ ...group, children: [...group.children, receipt] }];
}

beforeEach(() => {
  forgetBillDefinitions();
  recordFeedback();
});

describe('BillPageScreen (spec §2.4, §6)', () => {
  it('shows the list built from the route definition, asking for the definition once', async () => {
    const server = installFakeBillServer([definition], { bills: sampleBills(definition, 3, { now: new Date() }) });
    signIn(adminUserFixture, menu());
    const first = renderPortal('/bill/export/order');
    // The lazy list screen, its definition and its rows: more than findByText's second on a busy machine.
    expect(await screen.findByText('EO2025000001', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByLabelText('订单编号')).toBeTruthy();
    first.unmount();
    renderPortal('/bill/export/order');
    await screen.findByText('EO2025000001', undefined, { timeout: 5_000 });
    expect(server.api.requestsTo(`POST ${BILL_DEFINITION_PATH}`).map((request) => request.body)).toEqual([{ data: { route: '/bill/export/order' } }]);
  });

  it('keeps the under-construction page for a family without a definition', async () => {
    installFakeBillServer([definition]);
    signIn(adminUserFixture, menu());
    renderPortal('/bill/export/receipt');
    expect(await screen.findByText('收款单（建设中）')).toBeTruthy();
  });

  it('opens the generic detail page on the detail route, from the same definition', async () => {
    const server = installFakeBillServer([definition]);
    signIn(adminUserFixture, menu());
    renderPortal('/details/export/order?id=1&startTime=2025-11-20%2000%3A00%3A00&endTime=2025-11-20%2023%3A59%3A59');
    await waitFor(() => expect(server.api.requestsTo(`POST ${BILL_DEFINITION_PATH}`).length).toBeGreaterThan(0));
    expect(screen.queryByText(/建设中/)).toBeNull();
  });

  it('shows the sign-record list, which is registered by its own uri', async () => {
    const sign = signRecordDefinition();
    const records = sampleBills(sign, 2, { now: new Date() });
    const server = installFakeBillServer([sign], { bills: records });
    signIn(adminUserFixture, signMenu());
    renderPortal('/bill/other/sign');
    expect(await screen.findByText(String(records[0].copNo))).toBeTruthy();
    expect(server.api.requestsTo(`POST ${BILL_DEFINITION_PATH}`).map((request) => request.body)).toEqual([{ data: { route: '/bill/other/sign' } }]);
  });

  it('asks a user without a filed company to file it first', async () => {
    const server = installFakeBillServer([definition]);
    signIn(unfiledUserFixture, menu());
    renderPortal('/bill/export/order');
    expect(await screen.findByText(FILING_REQUIRED)).toBeTruthy();
    await waitFor(() => expect(server.api.requestsTo(`POST ${BILL_DEFINITION_PATH}`)).toHaveLength(0));
  });

  it('keeps the gate for a company whose filing is not approved yet', async () => {
    const server = installFakeBillServer([definition]);
    signIn({ ...adminUserFixture, filingApproved: false }, menu());
    renderPortal('/bill/export/order');
    expect(await screen.findByText(FILING_REQUIRED)).toBeTruthy();
    await waitFor(() => expect(server.api.requestsTo(`POST ${BILL_DEFINITION_PATH}`)).toHaveLength(0));
  });
});
