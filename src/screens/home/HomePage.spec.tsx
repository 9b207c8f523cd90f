// The home page of a company without an approved filing (issue 23 point 8): the reminder to file,
// and nothing that asks what the server would refuse — no documents call (the archive needs a
// filing: the card says 暂无数据 quietly) and no upgrade offer (the resource-centre account is opened
// on the approved filing's identity). An approved company gets both.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CONTENT_PATHS } from '#core/content.ts';
import { FUNCTION_PATHS } from '#core/common-functions.ts';
import { AGREEMENT_PATHS } from '#core/agreement.ts';
import { installFakeApi, ok, recordFeedback, type FakeApi, type FeedbackLog } from '../../testing/fakeApi.ts';
import { signIn } from '../../testing/httpMock.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { BILL_DEFINITION_PATH, forgetBillDefinitions } from '../../engine/list/index.ts';
import { adminUserFixture, moduleTreeFixture, unfiledUserFixture } from '../shell/fixtures.ts';
import { sampleInfo } from '../agreement/sampleAgreement.ts';
import { UPGRADE_OFFER_TEXT } from '../agreement/UpgradeOffer.tsx';
import { TITLE_DOCUMENTS } from './HomeView.tsx';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

let api: FakeApi;
let feedback: FeedbackLog;
beforeEach(() => {
  forgetBillDefinitions();
  sessionStorage.clear();
  api = installFakeApi();
  feedback = recordFeedback();
  api.on(`POST ${FUNCTION_PATHS.findUserFunctions}`, () => ok([]));
  api.on(`POST ${CONTENT_PATHS.list}`, () => ok({ datas: [], total: 0 }));
  api.on(`POST ${AGREEMENT_PATHS.queryInfo}`, () => ok(sampleInfo));
});

const documentsCard = () => screen.getByText(TITLE_DOCUMENTS).closest('.ant-card') as HTMLElement;
const archiveCalls = () => api.requestsTo(`POST ${BILL_DEFINITION_PATH}`).filter((request) => JSON.stringify(request.body).includes('/archive'));

describe('HomePage and the company filing', () => {
  it.each([
    ['a user without a company', unfiledUserFixture],
    ['a company whose filing is not approved yet', { ...adminUserFixture, filingApproved: false }],
  ])('%s: the reminder, an empty 资料下载 card, no upgrade offer, no call refused, no toast', async (_what, user) => {
    signIn(user, moduleTreeFixture);
    renderPortal('/home');
    await screen.findByText('您的企业尚未备案，请先进行企业备案后再办理单据业务。');
    await waitFor(() => expect(api.requestsTo(`POST ${FUNCTION_PATHS.findUserFunctions}`)).toHaveLength(1));
    expect(documentsCard().querySelector('.ant-empty-description')?.textContent).toBe('暂无数据');
    expect(archiveCalls()).toEqual([]);
    expect(api.requestsTo(`POST ${AGREEMENT_PATHS.queryInfo}`)).toEqual([]);
    expect(screen.queryByText(UPGRADE_OFFER_TEXT)).toBeNull();
    expect(feedback.warnings).toEqual([]);
  });

  it('an approved company: the documents are asked and the upgrade is offered', async () => {
    signIn({ ...adminUserFixture, filingApproved: true }, moduleTreeFixture);
    renderPortal('/home');
    expect(await screen.findByText(UPGRADE_OFFER_TEXT)).toBeTruthy();
    await waitFor(() => expect(archiveCalls()).toHaveLength(1));
  });
});
