import type { Language } from './languages';

/**
 * The long texts of single public pages (issue 43): the terms and privacy policy, the FAQ, About, Contact, the home
 * page's sample profiles and stories, the Safety Centre. The web loads an area with its page, in English and in the
 * reader's language, so neither the app's first download nor a language's catalogue (catalogues/<lang>-app.ts) carries
 * them. Each loader is a chunk of its own in the web's build.
 */
export const PAGE_TEXT_AREAS = ['legal', 'faq', 'about', 'contact', 'landing', 'safetyCentre'] as const;
export type PageTextArea = (typeof PAGE_TEXT_AREAS)[number];

type Texts = Record<string, string>;
const json = (module: { default: Texts }): Texts => module.default;

export const PAGE_TEXT_LOADERS: Record<PageTextArea, Record<Language, () => Promise<Texts>>> = {
  legal: {
    en: () => import('./texts/legal').then((m) => m.LEGAL_TEXT),
    hi: () => import('./locales/legal.hi.json').then(json),
    ur: () => import('./locales/legal.ur.json').then(json),
  },
  faq: {
    en: () => import('./texts/faq').then((m) => m.FAQ_TEXT),
    hi: () => import('./locales/faq.hi.json').then(json),
    ur: () => import('./locales/faq.ur.json').then(json),
  },
  about: {
    en: () => import('./texts/about').then((m) => m.ABOUT_TEXT),
    hi: () => import('./locales/about.hi.json').then(json),
    ur: () => import('./locales/about.ur.json').then(json),
  },
  contact: {
    en: () => import('./texts/contact').then((m) => m.CONTACT_TEXT),
    hi: () => import('./locales/contact.hi.json').then(json),
    ur: () => import('./locales/contact.ur.json').then(json),
  },
  landing: {
    en: () => import('./texts/landing').then((m) => m.LANDING_TEXT),
    hi: () => import('./locales/landing.hi.json').then(json),
    ur: () => import('./locales/landing.ur.json').then(json),
  },
  safetyCentre: {
    en: () => import('./texts/safety-centre').then((m) => m.SAFETY_CENTRE_TEXT),
    hi: () => import('./locales/safety-centre.hi.json').then(json),
    ur: () => import('./locales/safety-centre.ur.json').then(json),
  },
};
