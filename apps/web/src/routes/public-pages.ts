import { lazy, type ComponentType } from 'react';
import { ROUTES, type PRERENDERED_ROUTES, type SERVER_RENDERED_ROUTES } from '@sakinah/contract';
import type { PageTextArea } from '@sakinah/contract/page-texts';
import { loadPageTexts } from '../lib/i18n';

/**
 * The public pages rendered ahead of the browser (at build time, or by the server) by route. The pre-renderer loads them all before rendering; the app
 * loads only the page it hydrates and the rest on demand, each with its long texts (FAQ, privacy, terms …), so these
 * are not part of every member's first download.
 */
/** A page's component once its texts (page-texts.ts) are in too, so its first render is in words, not keys. */
async function withTexts(areas: readonly PageTextArea[], page: Promise<ComponentType>): Promise<ComponentType> {
  const [component] = await Promise.all([page, loadPageTexts(areas)]);
  return component;
}

const PUBLIC_PAGE_LOADERS: Record<
  (typeof PRERENDERED_ROUTES)[number] | (typeof SERVER_RENDERED_ROUTES)[number],
  () => Promise<ComponentType>
> = {
  [ROUTES.home]: () => withTexts(['landing'], import('./home-page').then((m) => m.HomePage)),
  [ROUTES.about]: () => withTexts(['about', 'contact'], import('./about-page').then((m) => m.AboutPage)),
  [ROUTES.contact]: () => withTexts(['contact'], import('./contact-page').then((m) => m.ContactPage)),
  [ROUTES.privacy]: () => withTexts(['legal'], import('./privacy-page').then((m) => m.PrivacyPage)),
  [ROUTES.terms]: () => withTexts(['legal'], import('./terms-page').then((m) => m.TermsPage)),
  [ROUTES.faq]: () => withTexts(['faq', 'contact'], import('./faq-page').then((m) => m.FaqPage)),
  [ROUTES.thankYou]: () => import('./thank-you-page').then((m) => m.ThankYouPage),
  [ROUTES.login]: () => import('./login-page').then((m) => m.default),
  [ROUTES.safety]: () => withTexts(['safetyCentre', 'legal'], import('./safety-page').then((m) => m.SafetyPage)),
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
