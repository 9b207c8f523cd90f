// Opens the page the button names (the add button: the family's new-bill page).
import { PlusOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const navigateButton: ClientButtonKind<'navigate'> = {
  kind: 'navigate',
  icon: <PlusOutlined />,
  primary: true,
  run: (button, { navigate }) => {
    if (button.to) navigate(button.to);
  },
};
