import { lazy, type ComponentType } from 'react';
import { ROUTES, type PRERENDERED_ROUTES, type SERVER_RENDERED_ROUTES } from '@sakinah/contract';

/**
 * The public pages rendered ahead of the browser (at build time, or by the server) by route. The pre-renderer loads them all before rendering; the app
 * loads only the page it hydrates and the rest on demand, so their text (FAQ, privacy, terms …) is not
 * part of every member's first download.
 */
const PUBLIC_PAGE_LOADERS: Record<
  (typeof PRERENDERED_ROUTES)[number] | (typeof SERVER_RENDERED_ROUTES)[number],
  () => Promise<ComponentType>
> = {
  [ROUTES.home]: () => import('./home-page').then((m) => m.HomePage),
  [ROUTES.about]: () => import('./about-page').then((m) => m.AboutPage),
  [ROUTES.contact]: () => import('./contact-page').then((m) => m.ContactPage),
  [ROUTES.privacy]: () => import('./privacy-page').then((m) => m.PrivacyPage),
  [ROUTES.terms]: () => import('./terms-page').then((m) => m.TermsPage),
  [ROUTES.faq]: () => import('./faq-page').then((m) => m.FaqPage),
  [ROUTES.thankYou]: () => import('./thank-you-page').then((m) => m.ThankYouPage),
  [ROUTES.login]: () => import('./login-page').then((m) => m.default),
  [ROUTES.safety]: () => import('./safety-page').then((m) => m.SafetyPage),
  [ROUTES.pricing]: () => import('./pricing-page').then((m) => m.default),
};

export type PublicPages = Record<keyof typeof PUBLIC_PAGE_LOADERS, ComponentType>;

/**
 * The public pages' components: those `loadNow` names are loaded before this resolves (the page being
 * hydrated must render at once, as the pre-renderer did), the others when first shown.
 */
export async function loadPublicPages(loadNow: (route: string) => boolean): Promise<PublicPages> {
  const entries = await Promise.all(
    Object.entries(PUBLIC_PAGE_LOADERS).map(async ([route, load]) => {
      const page: ComponentType = loadNow(route) ? await load() : lazy(async () => ({ default: await load() }));
      return [route, page] as const;
    }),
  );
  return Object.fromEntries(entries) as PublicPages;
}
