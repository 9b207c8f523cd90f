// Asks 确认 with the button's confirm text (a button without one posts at once), then posts the
// selected ids.
import { SendOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';
import { selectionBody } from '../bodies.ts';

export const confirmButton: ClientButtonKind<'confirm'> = {
  kind: 'confirm',
  icon: <SendOutlined />,
  run: async (button, context) => {
    if (button.confirm === undefined || (await context.confirmed(button.confirm))) await context.calls.postAction(button, selectionBody(button, context));
  },
};
