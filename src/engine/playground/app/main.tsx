// The page `npm run playground` serves: the playground with the full validate-schemas of its dev
// server (scripts/playground.ts) beside the browser's checks.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { PLAYGROUND_VALIDATE_PATH } from '../../../../scripts/playground/validate-contract.ts';
import { Playground } from '../Playground.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <Playground fullCheckUrl={PLAYGROUND_VALIDATE_PATH} />
    </AppProviders>
  </StrictMode>,
);
