/**
 * The only script a pre-rendered public page loads at first (scripts/prerender.mjs puts it there in
 * place of the app). The page is complete HTML already: reading it and following its links need no
 * script. The app (React, the router, the session) is loaded only when it is needed:
 * - at once for someone who has signed in in this browser (SESSION_HINT_COOKIE), whose header and
 *   menus are her own (a visitor who chose Hindi or Urdu is sent to the page's address in it: /hi/…, /ur/…);
 * - otherwise on the first touch of something that acts (a button, a form field): the app hydrates
 *   the page as it is, and a click that asked for it is replayed once the app is ready, so it is not lost;
 * - or when a part only the app can draw (`data-needs-app`, such as the contact form) is a screen away.
 */
import { APP_READY_EVENT } from './lib/app-ready';
import { hasSessionHint } from './lib/session-hint';

const appEntry = document.querySelector<HTMLMetaElement>('meta[name="sakinah-app"]')?.content;
/** What only the app can do: a click here waits for it, then is replayed. */
const ACTS = 'button, summary, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';
/** What asks for the app without waiting for it (typing into a field works before the app is there). */
const WAKES = `${ACTS}, input, select, textarea, label`;

let ready = document.documentElement.dataset.app === 'ready';
let loading: Promise<void> | null = null;

function loadApp(): Promise<void> {
  if (ready || !appEntry) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    document.addEventListener(APP_READY_EVENT, () => resolve(), { once: true });
    import(/* @vite-ignore */ appEntry).catch((error: unknown) => {
      loading = null; // a later touch tries again (the network may be back)
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return loading;
}

const closest = (target: EventTarget | null, selector: string) => (target instanceof Element ? target.closest(selector) : null);

function wake(event: Event) {
  if (closest(event.target, WAKES)) void loadApp().catch(() => undefined);
}

function holdUntilReady(event: Event) {
  if (ready) return;
  const target = event.type === 'submit' ? event.target : closest(event.target, ACTS);
  if (!(target instanceof HTMLElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  target.setAttribute('aria-busy', 'true');
  loadApp()
    .then(() => {
      target.removeAttribute('aria-busy');
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    })
    .catch(() => target.removeAttribute('aria-busy'));
}

document.addEventListener(APP_READY_EVENT, () => {
  ready = true;
  for (const type of ['pointerdown', 'focusin', 'keydown'] as const) document.removeEventListener(type, wake, true);
  document.removeEventListener('click', holdUntilReady, true);
  document.removeEventListener('submit', holdUntilReady, true);
});

// A visitor who chose Hindi or Urdu (the cookie her switch left) reads this page in it: an English page goes to its
// own address in her language (the page's hreflang alternate). Never by Accept-Language: that is only suggested.
const chosenLanguage = /(?:^|;\s*)sakinah_lang=(hi|ur)(?:;|$)/.exec(document.cookie)?.[1];
const inHerLanguage =
  chosenLanguage && document.documentElement.lang === 'en'
    ? document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${chosenLanguage}"]`)?.href
    : undefined;
if (inHerLanguage) window.location.replace(new URL(inHerLanguage).pathname + window.location.search + window.location.hash);
const signedIn = hasSessionHint();
if (!ready) {
  // Until the app is ready a click on something that acts waits for it, whoever is here.
  for (const type of ['pointerdown', 'focusin', 'keydown'] as const) document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener('click', holdUntilReady, true);
  document.addEventListener('submit', holdUntilReady, true);
  if (signedIn) void loadApp().catch(() => undefined);
  else {
    const appParts = document.querySelectorAll('[data-needs-app]');
    if (appParts.length > 0) {
      const seen = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          seen.disconnect();
          void loadApp().catch(() => undefined);
        },
        // A screen ahead: someone scrolling towards the form finds it drawn, not loading.
        { rootMargin: '100% 0px' },
      );
      appParts.forEach((part) => seen.observe(part));
    }
  }
}
