// A new bill from the selection (or the list's conditions): asks its prompt in a dialog, else 确认.
import { FileAddOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';
import { selectionBody } from '../bodies.ts';

export const collectButton: ClientButtonKind<'collect'> = {
  kind: 'collect',
  icon: <FileAddOutlined />,
  run: async (button, context) => {
    if (button.prompt) context.openDialog({ kind: 'prompt', button });
    else if (await context.confirmed(button.confirm ?? button.text)) await context.calls.postAction(button, selectionBody(button, context));
  },
};
