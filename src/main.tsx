import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { PortalApp } from './app/PortalApp.tsx';
import { preloadOpeningPage } from './app/routing/preloadSignedInPage.ts';
import { screenRegistry } from './app/screenRegistry.ts';
import './app/global.css';

// The page the browser opened starts fetching its code (and a list its definition and first
// rows) before React renders anything.
preloadOpeningPage(screenRegistry, window.location);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <PortalApp />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
