import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilingRequired } from './FilingGate.tsx';

// The card every page that needs a company filing shows instead of itself (issue 23 point 8).
const meta = {
  title: '页面/企业备案/未备案',
  component: FilingRequired,
  args: { onFile: () => undefined },
} satisfies Meta<typeof FilingRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A main account: 去备案 opens the filing page. */
export const WithFilingPage: Story = {};

/** A user who does not hold the filing page: the card alone. */
export const WithoutFilingPage: Story = { args: { onFile: undefined } };
