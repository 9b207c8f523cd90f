// Asks 确认 (the button's confirm text, else its text), then posts the selected ids.
import { SendOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';
import { selectionBody } from '../bodies.ts';

export const confirmButton: ClientButtonKind<'confirm'> = {
  kind: 'confirm',
  icon: <SendOutlined />,
  run: async (button, context) => {
    if (await context.confirmed(button.confirm ?? button.text)) await context.calls.postAction(button, selectionBody(button, context));
  },
};
