// Spec §7.4: after its confirm (when it has one), posts the selected ids and create-time window as terms.
import { SyncOutlined } from '@ant-design/icons';
import { updateStateBody } from '#core/list/action-bodies.ts';
import type { ClientButtonKind } from '../button-kind.ts';
import { MSG_SELECT_ROWS_TO_UPDATE } from '../../list/listMessages.ts';

export const updateStateButton: ClientButtonKind<'updateState'> = {
  kind: 'updateState',
  icon: <SyncOutlined />,
  selectionMessage: MSG_SELECT_ROWS_TO_UPDATE,
  run: async (button, context) => {
    if (!button.confirm || (await context.confirmed(button.confirm))) await context.calls.postAction(button, updateStateBody(context.selectedRows));
  },
};
