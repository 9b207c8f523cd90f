// The icon of a button: its lifecycle action's own where one is registered here, else its kind's
// (registry.ts). A kind's icon says how a click runs (a confirmed call, a prompt…), which several
// very different buttons share: 删除, 重发回执 and 批量改为退单 are all confirmed calls and would
// all show 申报's paper plane (issue 23 point 7). The key is the button's lifecycle action (a
// button without one: its code), the same names in every family's UI file.
import type { ReactNode } from 'react';
import { DeleteOutlined, RetweetOutlined, RollbackOutlined, UndoOutlined } from '@ant-design/icons';
import { buttonAction } from '#core/buttons/index.ts';
import type { ButtonDefinition } from '#core/definition/index.ts';
import { clientButtonKind } from './registry.ts';

/** Icons by lifecycle action (or code): adding one is a line here. */
export const ACTION_ICONS: Readonly<Record<string, ReactNode>> = {
  delete: <DeleteOutlined />,
  chargeback: <RollbackOutlined />,
  sendReciept: <RetweetOutlined />,
  revoke: <UndoOutlined />,
};

export function buttonIcon(button: ButtonDefinition): ReactNode {
  const key = buttonAction(button) ?? button.code;
  return (Object.hasOwn(ACTION_ICONS, key) ? ACTION_ICONS[key] : undefined) ?? clientButtonKind(button).icon;
}
