import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bareRoute, languageOfPath, ROUTES } from '@sakinah/contract';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import { APP_READY_EVENT } from './lib/app-ready';
import { loadPublicPages } from './routes/public-pages';
import { readPageData } from './page-data';
import { listenForInstallPrompt } from './lib/install-prompt';
import { switchLanguage } from './lib/i18n';
import './styles/app.css';

/** Says the page is live (its handlers attached): public-entry.ts replays the click that asked for the app. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}

// Before anything awaits: the browser fires its install offer early, once.
listenForInstallPrompt();

const root = document.getElementById('root')!;
// An unknown address under /user arrives with the pre-rendered 404 page, but on the client it sits
// behind the session check (which renders nothing while it loads), so hydrating it would mismatch.
const path = window.location.pathname.replace(/\/+$/, '');
const behindSession = path === ROUTES.user || path.startsWith(`${ROUTES.user}/`);
// The public page being hydrated is loaded first, so it renders at once as the pre-renderer rendered it.
const publicPages = await loadPublicPages((route) => route === bareRoute(path || '/'));
// A page under /hi/ or /ur/ was rendered in that language: its catalogue is loaded before hydrating, so the first
// render matches the HTML.
const pageLanguage = languageOfPath(path);
if (pageLanguage !== 'en') await switchLanguage(pageLanguage);
// The data a server-rendered page was rendered with: its first render here must be the same.
const pageData = readPageData();

// Navigations are not transitions: the next page (or its loading state) replaces the one being left at
// once, instead of the old page staying on screen, and taking input, while the next one loads.
const app = (
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <AppProviders pageData={pageData}>
        <AppRoutes publicPages={publicPages} />
      </AppProviders>
    </BrowserRouter>
    <AppReady />
  </StrictMode>
);

// Pre-rendered public pages arrive with their HTML: hydrate them. Other routes start empty.
if (root.firstElementChild && !behindSession) hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
