// 报文 on the detail page (issue 24 point 8): offered for a stored bill of a family the server says
// is declared in a customs message (the definition's customsMessage, never a list in the client),
// it opens the drawer with the bill's messages.
import { beforeEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { BILL_MESSAGES_SUB_PATH } from '#core/customs-messages.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { DETAIL_CODES, DetailSession, signInAs } from '../../testing/detailSession.tsx';
import { installFakeDetailServer } from '../../testing/fakeDetailServer.ts';
import { buttonNamed, clickButton } from '../../testing/detailQueries.ts';
import { sampleOrder } from '../../testing/sampleOrder.ts';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { forgetBillDefinitions } from '../list/billDefinitionSource.ts';
import { forgetDictionaries } from '../form/dictionaryStore.ts';
import { declaredOrder, RECEIVED_GUID, SENT_GUID } from '../messages/sampleMessages.ts';
import { BillDetailPage } from './BillDetailPage.tsx';

configure({ asyncUtilTimeout: 8000 });
installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);

const declaredIn = (customsMessage?: string): BillDefinition => ({ ...exportOrderDefinition(), ...(customsMessage ? { customsMessage } : {}) });

beforeEach(() => {
  recordFeedback();
  forgetBillDefinitions();
  forgetDictionaries();
});

function open(definition: BillDefinition, id?: number) {
  signInAs(definition);
  render(
    <DetailSession definition={definition} codes={DETAIL_CODES}>
      <BillDetailPage type="export" routeKey="order" id={id} />
    </DetailSession>,
  );
}

describe('报文 on the detail page', () => {
  it('opens the messages of a stored bill of a family declared in a message', async () => {
    const definition = declaredIn('CEB303');
    const server = installFakeDetailServer(definition, [sampleOrder(1)], { messages: declaredOrder });
    open(definition, 1);
    await screen.findByText('EO202506150001');
    await clickButton('报文');
    const blocks = await screen.findAllByTestId('customs-message');
    expect(blocks[0]!.closest('.ant-drawer')).toBeTruthy();
    expect(blocks.map((block) => block.dataset.guid)).toEqual([RECEIVED_GUID, SENT_GUID]);
    expect(server.calls(BILL_MESSAGES_SUB_PATH).map((request) => server.dataOf(request))).toEqual([{ id: 1 }]);
  });

  it('says 暂无报文 for a bill not declared yet', async () => {
    const definition = declaredIn('CEB303');
    installFakeDetailServer(definition, [sampleOrder(1)]);
    open(definition, 1);
    await screen.findByText('EO202506150001');
    await clickButton('报文');
    expect(await screen.findByText('暂无报文')).toBeTruthy();
  });

  it('is not offered for a family without a message', async () => {
    const plain = declaredIn();
    installFakeDetailServer(plain, [sampleOrder(1)]);
    open(plain, 1);
    await screen.findByText('EO202506150001');
    expect(buttonNamed('刷新')).toBeTruthy();
    expect(buttonNamed('报文')).toBeNull();
  });

  it('is not offered before a new bill is stored', async () => {
    const definition = declaredIn('CEB303');
    installFakeDetailServer(definition);
    open(definition);
    await waitFor(() => expect(buttonNamed('暂存')).toBeTruthy());
    expect(buttonNamed('报文')).toBeNull();
  });
});
