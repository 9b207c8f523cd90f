// Asks for a date (the leave time) in a dialog, which posts it with the selected ids.
import { CalendarOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const datePromptButton: ClientButtonKind<'datePrompt'> = {
  kind: 'datePrompt',
  icon: <CalendarOutlined />,
  run: (button, { openDialog }) => openDialog({ kind: 'prompt', button }),
};
