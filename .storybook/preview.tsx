import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders.tsx';

/** Every story in Chinese antd with the App context (message, modal), as the portal runs. */
const withAntd: Decorator = (Story) => (
  <AppProviders>
    <Story />
  </AppProviders>
);

/**
 * Screens use the router (links, navigate); stories start at `parameters.router.initialEntries`.
 * A story that brings its own router sets `parameters.router = false`.
 */
const withRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as { initialEntries?: string[] } | false | undefined;
  if (router === false) return <Story />;
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/home']}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [withRouter, withAntd],
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
