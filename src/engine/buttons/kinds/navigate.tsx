// Opens the page the button names (the add button: the family's new-bill page; a row action's
// view or edit page with the row's values in its query).
import { PlusOutlined } from '@ant-design/icons';
import { navigateTarget } from '#core/list/navigate-target.ts';
import type { ClientButtonKind } from '../button-kind.ts';

export const navigateButton: ClientButtonKind<'navigate'> = {
  kind: 'navigate',
  icon: <PlusOutlined />,
  primary: true,
  // A row action's query names the row's values (the first selected row's on the bar).
  run: (button, { navigate, selectedRows }) => {
    if (button.to) navigate(navigateTarget(button, selectedRows[0]));
  },
};
