// Where the upgrade wizard is offered (docs/agreement.md): on the home page, to a main account
// (userType ADMIN) whose company has no resource-centre account yet, as a banner with 立即升级
// (opens the wizard in a dialog) and 暂不升级 (hides the banner for this browser session).
// Sub-accounts never see it, and the server refuses their createRs anyway.
import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Modal } from 'antd';
import type { AgreementInfo } from '#core/agreement.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { createRsAccount, loadAgreementTemplate, queryAgreementInfo } from './agreementApi.ts';
import { UpgradeWizard, type UpgradeWizardProps } from './UpgradeWizard.tsx';

export const UPGRADE_OFFER_TEXT = '贵企业尚未开通资源中心账号。主账号可一次性升级开通，开通后可在资源中心查询和下载政策文件、业务指南与模板资料。';

const dismissKey = (userId: string) => `upgrade-offer-dismissed:${userId}`;

export interface UpgradeWizardModalProps extends Omit<UpgradeWizardProps, 'onDone'> {
  open: boolean;
  /** ✕ (any step) or 完成. */
  onClose: () => void;
}

/** The wizard in a dialog; closing it forgets the steps (a new opening starts at the notice). */
export function UpgradeWizardModal({ open, onClose, ...wizard }: UpgradeWizardModalProps) {
  return (
    <Modal open={open} title="升级资源中心账号" footer={null} width={760} destroyOnHidden mask={{ closable: false }} onCancel={onClose}>
      <UpgradeWizard {...wizard} onDone={onClose} />
    </Modal>
  );
}

/** The home page's banner and its wizard; nothing for a sub-account or a company that has the account. */
export function UpgradeOffer() {
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  const isAdmin = userInfo?.userType === 'ADMIN' && Boolean(userInfo.companyCode);
  const [info, setInfo] = useState<AgreementInfo | null>(null);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissKey(userId)) === '1');
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!isAdmin || dismissed) return;
    let current = true;
    queryAgreementInfo().then(
      (answer) => current && setInfo(answer),
      () => undefined, // The HTTP layer has said why; no banner.
    );
    return () => {
      current = false;
    };
  }, [isAdmin, dismissed]);

  const offered = isAdmin && !dismissed && !created && info !== null && !info.hasAccount && info.canCreate;
  const dismiss = () => {
    sessionStorage.setItem(dismissKey(userId), '1');
    setDismissed(true);
  };

  return (
    <>
      {offered && (
        <Alert
          type="info"
          showIcon
          role="region"
          aria-label="升级资源中心账号"
          title={UPGRADE_OFFER_TEXT}
          style={{ marginBottom: 16 }}
          action={
            <Flex gap={8}>
              <Button size="small" type="primary" onClick={() => setOpen(true)}>
                立即升级
              </Button>
              <Button size="small" onClick={dismiss}>
                暂不升级
              </Button>
            </Flex>
          }
        />
      )}
      {info && (
        <UpgradeWizardModal
          open={open}
          info={info}
          loadTemplate={loadAgreementTemplate}
          onCreate={async (password) => {
            const account = await createRsAccount(info.bizRegNo ?? '', password);
            setCreated(true); // One account per company: the banner goes, however the dialog is closed.
            return account;
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
