// Renders the whole portal at a path inside a MemoryRouter, with a probe that shows where the
// router is, so specs assert navigation the way a user would notice it (the address).
import { afterEach, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders.tsx';
import { PortalApp } from '../app/PortalApp.tsx';
import { loadSignedInParts } from '../app/routing/lazySignedIn.ts';

// The shell comes in a lazy chunk (lazySignedIn.ts). Loaded here, as the file is imported, the
// first render of a spec does not spend its findBy… patience importing it on a busy machine.
await loadSignedInParts();

afterEach(cleanup);

// A whole antd screen re-renders slowly in jsdom when the two cores are shared with other test
// runs; these are ceilings for waiting, not speed checks (nothing here asserts a duration).
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderPortal(path: string) {
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <PortalApp />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location: () => screen.getByTestId('location').textContent };
}
