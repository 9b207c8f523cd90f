// Where the wizard is offered (docs/agreement.md): the home page shows a main account whose
// company has no resource-centre account the banner 立即升级 / 暂不升级; the wizard opens in a
// dialog (the way to a created account is in tests/browser/agreement.spec.ts). Sub-accounts and companies that have
// the account see nothing. The calls are replaced (agreementApi.ts is tested by the API specs).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText, openDialog } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { adminUserFixture, moduleTreeFixture, ordinaryUserFixture, userModuleTreeFixture } from '../shell/fixtures.ts';
import * as api from './agreementApi.ts';
import { UPGRADE_OFFER_TEXT } from './UpgradeOffer.tsx';
import { sampleInfo, sampleTemplate } from './sampleAgreement.ts';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));
vi.mock('./agreementApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./agreementApi.ts')>()),
  queryAgreementInfo: vi.fn(),
  loadAgreementTemplate: vi.fn(),
  createRsAccount: vi.fn(),
}));

const queryInfo = vi.mocked(api.queryAgreementInfo);
const loadTemplate = vi.mocked(api.loadAgreementTemplate);
const createRs = vi.mocked(api.createRsAccount);

beforeEach(() => {
  queryInfo.mockReset().mockResolvedValue(sampleInfo);
  loadTemplate.mockReset().mockResolvedValue(sampleTemplate);
  createRs.mockReset().mockResolvedValue({ loginName: sampleInfo.bizRegNo! });
});

describe('upgrade offer on the home page', () => {
  it('offers the wizard to a main account without the account, in a dialog that starts at the notice', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/home');
    expect(await screen.findByText(UPGRADE_OFFER_TEXT)).toBeTruthy();
    fireEvent.click(buttonByText('立即升级'));
    await waitFor(() => expect(openDialog()?.textContent).toContain('升级资源中心账号'));
    const agree = [...openDialog()!.querySelectorAll('button')].find((button) => /^同意协议（\d秒）$/.test(button.textContent ?? ''));
    expect(agree?.disabled).toBe(true);
    // Closing forgets the steps; the banner stays.
    fireEvent.click(openDialog()!.querySelector('.ant-modal-close')!);
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(screen.getByText(UPGRADE_OFFER_TEXT)).toBeTruthy();
  });

  it('hides for the session on 暂不升级', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/home');
    fireEvent.click(await waitFor(() => buttonByText('暂不升级')));
    await waitFor(() => expect(screen.queryByText(UPGRADE_OFFER_TEXT)).toBeNull());
    expect(sessionStorage.getItem(`upgrade-offer-dismissed:${adminUserFixture.id}`)).toBe('1');
  });

  it('shows nothing when the company has the account', async () => {
    queryInfo.mockResolvedValue({ ...sampleInfo, hasAccount: true, accountLoginName: sampleInfo.bizRegNo });
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/home');
    await screen.findByText('快捷入口');
    await waitFor(() => expect(queryInfo).toHaveBeenCalled());
    expect(screen.queryByText(UPGRADE_OFFER_TEXT)).toBeNull();
  });

  it('never asks for a sub-account', async () => {
    signIn(ordinaryUserFixture, userModuleTreeFixture);
    renderPortal('/home');
    await screen.findByText('快捷入口');
    expect(queryInfo).not.toHaveBeenCalled();
    expect(screen.queryByText(UPGRADE_OFFER_TEXT)).toBeNull();
  });
});
