import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ROUTES } from '@sakinah/contract';
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
// An unknown address under /user arrives with the pre-rendered 404 page, but on the client it sits
// behind the session check (which renders nothing while it loads), so hydrating it would mismatch.
const path = window.location.pathname.replace(/\/+$/, '');
const behindSession = path === ROUTES.user || path.startsWith(`${ROUTES.user}/`);
// Pre-rendered public pages arrive with their HTML: hydrate them. Other routes start empty.
if (root.firstElementChild && !behindSession) hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
