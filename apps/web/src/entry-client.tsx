import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import './styles/app.css';

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

const root = document.getElementById('root')!;
// Pre-rendered public pages arrive with their HTML: hydrate them. Other routes start empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
