import { useLayoutEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { FeedbackApi } from './lazyFeedback.ts';

/**
 * The lazy part of the portal's feedback (lazyFeedback.ts): what antd App renders for message,
 * notification and modal, here beside the page rather than around it, inside ConfigProvider so
 * that they speak Chinese and follow the theme.
 */
export function FeedbackHolders({ attach }: { attach: (api: FeedbackApi) => () => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  // A layout effect: the holders' refs are set, and it runs before the effects of the page beside it.
  useLayoutEffect(() => attach({ message: messageApi, notification: notificationApi, modal: modalApi }), [attach, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
