import type { StorybookConfig } from '@storybook/react-vite';

// Minimal on purpose: no addons, no telemetry, no docgen, so `storybook build` works offline.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
