// The one filing gate (issue 23 point 8): the card's stories, and the portal putting it in front of
// every page whose server routes need an approved filing — the bill pages, the archive, exchange
// settlement and its write-off — for a company that has not filed or whose filing is not approved
// yet, without a call the server would refuse (and so without its toast). Pages that need no filing
// (the filing page itself, statistics) open as they are.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { installFakeApi, recordFeedback, type FakeApi, type FeedbackLog } from '../../testing/fakeApi.ts';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText, queryButtonByText } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { BILL_DEFINITION_PATH, forgetBillDefinitions } from '../../engine/list/index.ts';
import { adminUserFixture, moduleTreeFixture, unfiledUserFixture } from '../shell/fixtures.ts';
import * as stories from './FilingGate.stories.tsx';
import { FILING_REQUIRED, hasApprovedFiling } from './FilingGate.tsx';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

const { WithFilingPage, WithoutFilingPage } = composeStories(stories, preview);
const notApproved = { ...adminUserFixture, filingApproved: false };

let api: FakeApi;
let feedback: FeedbackLog;
beforeEach(() => {
  forgetBillDefinitions();
  api = installFakeApi();
  feedback = recordFeedback();
});

describe('FilingRequired stories', () => {
  it('WithFilingPage: 请先进行企业备案！ and 去备案', () => {
    const onFile = vi.fn();
    render(<WithFilingPage onFile={onFile} />);
    expect(screen.getByText(FILING_REQUIRED)).toBeTruthy();
    fireEvent.click(buttonByText('去备案'));
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('WithoutFilingPage: the card alone', () => {
    render(<WithoutFilingPage />);
    expect(screen.getByText(FILING_REQUIRED)).toBeTruthy();
    expect(queryButtonByText('去备案')).toBeNull();
  });
});

describe('hasApprovedFiling', () => {
  it('needs a company and an approval (a session from before the field counts as approved: the server decides)', () => {
    expect(hasApprovedFiling(null)).toBe(false);
    expect(hasApprovedFiling(unfiledUserFixture)).toBe(false);
    expect(hasApprovedFiling(notApproved)).toBe(false);
    expect(hasApprovedFiling({ ...adminUserFixture, filingApproved: true })).toBe(true);
    expect(hasApprovedFiling(adminUserFixture)).toBe(true);
  });
});

describe('the gate in front of the pages that need a filing', () => {
  const definitionCalls = () => api.requestsTo(`POST ${BILL_DEFINITION_PATH}`);

  it.each([
    ['/exchangeSettlement', unfiledUserFixture],
    ['/settlementVerification', notApproved],
    ['/exchangeSettlement/applicationDetail', notApproved],
    ['/archive', unfiledUserFixture],
    ['/bill/export/order', notApproved],
  ])('%s: the card, no call, no toast', async (path, user) => {
    signIn(user, moduleTreeFixture);
    const { location } = renderPortal(path);
    expect(await screen.findByText(FILING_REQUIRED)).toBeTruthy();
    expect(screen.getAllByTestId('filing-required')).toHaveLength(1);
    fireEvent.click(buttonByText('去备案'));
    await waitFor(() => expect(location()).toBe('/enterprise'));
    expect(definitionCalls()).toEqual([]);
    expect(feedback.warnings).toEqual([]);
  });

  it('opens the page for an approved company (its definition is asked)', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/exchangeSettlement');
    await waitFor(() => expect(definitionCalls().map((request) => request.body)).toEqual([{ data: { route: '/exchangeSettlement' } }]));
    expect(screen.queryByText(FILING_REQUIRED)).toBeNull();
  });

  it('leaves the pages that need no filing alone (statistics)', async () => {
    signIn(unfiledUserFixture, moduleTreeFixture);
    renderPortal('/statistics');
    await screen.findAllByText('数据统计');
    expect(screen.queryByTestId('filing-required')).toBeNull();
  });
});
