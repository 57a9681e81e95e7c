import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { bareRoute, CHROMELESS_ROUTES, TOAST_MS } from '@sakinah/contract';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageSuggestion, LanguageSync } from './language-switch';
import { useT } from '../lib/i18n';
import { ScrollToTop } from './scroll-to-top';
import { BottomTabBar, useShowsTabBar } from './bottom-tab-bar';
import { useSession } from '../features/session/session';
import { MessageToasts } from '../features/messaging/message-toasts';
import { AccountWatch } from '../features/account-watch/account-watch';
import { CallLayer } from '../features/calls/call-layer';

/** Registers the service worker after the page has loaded: nothing of it needs to be in the first load. */
const DeviceWorkerLink = lazy(() => import('../features/notifications/device-worker-link').then((module) => ({ default: module.DeviceWorkerLink })));

/** Header and footer everywhere except the login, sign-up and thank-you pages (spec section 2). */
export function AppLayout() {
  const { pathname } = useLocation();
  const chromeless = CHROMELESS_ROUTES.includes(bareRoute(pathname));
  const { user } = useSession();
  const { t, dir } = useT();
  // On phones the tab bar covers the page's last 4 rem: leave room for it.
  const tabBar = useShowsTabBar() && !chromeless;
  return (
    <div className={`flex min-h-screen flex-col ${tabBar ? 'pb-16 md:pb-0' : ''}`}>
      <ScrollToTop />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2">
        {t('nav.skip')}
      </a>
      <LanguageSync />
      {!chromeless && <LanguageSuggestion />}
      {!chromeless && <Header />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {!chromeless && <Footer />}
      {tabBar && <BottomTabBar />}
      <Toaster position={dir === 'rtl' ? 'top-left' : 'top-right'} dir={dir} duration={TOAST_MS} richColors closeButton />
      {user && <MessageToasts />}
      {user && <AccountWatch />}
      {user && <CallLayer />}
      {user && (
        <Suspense fallback={null}>
          <DeviceWorkerLink />
        </Suspense>
      )}
    </div>
  );
}
