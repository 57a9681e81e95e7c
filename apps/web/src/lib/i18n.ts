import i18next from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  directionOf,
  englishOf,
  INTL_LOCALES,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromAcceptLanguage,
  INDIA_TIME_ZONE,
  localizedPath,
  MSG,
  APP_TEXT,
  type Language,
  type MessageCatalogueKey,
  type TemplatedKey,
  type UiTextKey,
} from '@sakinah/contract';
import { PAGE_TEXT_LOADERS, type PageTextArea } from '@sakinah/contract/page-texts';

/**
 * The web's translations (issue 43, docs/decisions.md "Hindi and Urdu"): react-i18next over i18next with ICU messages
 * (intl-messageformat).
 * English is the contract's own text (MSG, APP_TEXT), in the first load; Hindi and Urdu are the contract's ICU JSON
 * catalogues, each a chunk of its own fetched only when that language is chosen. A public page's long texts (terms,
 * FAQ …) come with that page (`loadPageTexts`), in English and in the language being read.
 */
export type TextKey = UiTextKey | Exclude<MessageCatalogueKey, 'invalidType' | 'tooLarge'>;

/**
 * ICU messages (plurals, selects, named values) by intl-messageformat, the formatter the server uses too. A plugin of
 * a few lines rather than i18next-icu: its CommonJS build cannot load intl-messageformat 11 (ESM) outside a bundler,
 * so the pre-renderer and the tests would show `{name}` (docs/decisions.md).
 */
const compiled = new Map<string, IntlMessageFormat>();
const ICU = {
  type: 'i18nFormat' as const,
  init() {},
  parse(text: string, values: Record<string, unknown> | undefined, language: string) {
    if (!text.includes('{')) return text;
    const locale = INTL_LOCALES[isLanguage(language) ? language : 'en'];
    let format = compiled.get(`${locale}\u0000${text}`);
    if (!format) {
      format = new IntlMessageFormat(text, locale);
      compiled.set(`${locale}\u0000${text}`, format);
    }
    return String(format.format((values ?? {}) as Record<string, string | number>));
  },
  addLookupKeys(finalKeys: string[]) {
    return finalKeys;
  },
};

const english: Record<string, string> = { ...APP_TEXT };
for (const [key, value] of Object.entries(MSG)) if (typeof value === 'string') english[key] = value;

/**
 * English text → its key, for texts that reach a component as English: the contract's validation messages (zod runs
 * in the browser too) and the server's words when it answered before the language changed. The first key wins.
 */
const KEY_OF_ENGLISH = new Map<string, string>();
for (const [key, value] of Object.entries(english)) if (!KEY_OF_ENGLISH.has(value)) KEY_OF_ENGLISH.set(value, key);

/** An English text of the contract in the current language; any other text (a name, her own words) as it is. */
export function localized(text: string): string {
  const key = KEY_OF_ENGLISH.get(text);
  return key ? i18next.t(key) : text;
}

void i18next
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: english } },
    // Keys are the contract's (`nav.home`, `requestSent`): no nesting, no namespaces in them.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  hi: () => import('@sakinah/contract/catalogues/hi-app'),
  ur: () => import('@sakinah/contract/catalogues/ur-app'),
};

/** What is in i18next already: `hi` for a language's app catalogue, `legal:ur` for a page's texts in a language. */
const loaded = new Set<string>(['en']);
/** The page areas a shown page has asked for: a switch of language brings them in the new language too. */
const pageAreas = new Set<PageTextArea>();
/** The language being switched to, or in force: a page loading during a switch takes its texts in the new one. */
let wanted: Language = 'en';

async function addTexts(name: string, load: () => Promise<Record<string, string>>, language: Language): Promise<void> {
  if (loaded.has(name)) return;
  const texts = await load();
  i18next.addResourceBundle(language, 'translation', texts, true, true);
  loaded.add(name);
}

const addPageTexts = (area: PageTextArea, language: Language) => addTexts(`${area}:${language}`, PAGE_TEXT_LOADERS[area][language], language);

/**
 * Loads a public page's long texts (page-texts.ts) before the page renders: in English, which every key falls back
 * to, and in the language being read. Later switches of language load them in the new one.
 */
export async function loadPageTexts(areas: readonly PageTextArea[]): Promise<void> {
  const language = wanted;
  for (const area of areas) pageAreas.add(area);
  await Promise.all(areas.flatMap((area) => [addPageTexts(area, 'en'), addPageTexts(area, language)]));
}

/** Loads a language's catalogue (once) and switches the page to it: texts, `<html lang>` and `dir`. */
export async function switchLanguage(language: Language): Promise<void> {
  wanted = language;
  await Promise.all([
    language === 'en' ? undefined : addTexts(language, async () => (await loaders[language]()).default, language),
    ...[...pageAreas].map((area) => addPageTexts(area, language)),
  ]);
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}

/**
 * The pre-renderer's way in (entry-server.tsx): every text of every language is in its bundle (the whole catalogues,
 * page texts included), so a page is rendered in its language at once, without the browser's fetches.
 */
export function renderInLanguage(language: Language, catalogues: Record<Language, Record<string, string>>): void {
  wanted = language;
  if (!loaded.has(`all:${language}`)) {
    i18next.addResourceBundle(language, 'translation', catalogues[language], true, true);
    loaded.add(`all:${language}`);
  }
  void i18next.changeLanguage(language);
  if (i18next.language !== language) throw new Error(`The pre-renderer could not switch to ${language}.`);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/** The visitor's choice, remembered in a cookie the server reads too (its answers follow it). */
export function languageCookie(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The browser's own preference among our languages, to suggest (never to redirect to). */
export function browserLanguage(): Language | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return languageFromAcceptLanguage((navigator.languages ?? [navigator.language]).join(','));
}

/** A text in the language in force now (a toast after a switch: the component's `t` is still the old language's). */
export const textNow = (key: TextKey, values?: Record<string, string | number>): string => i18next.t(key, values);

/**
 * Rupees with lakh grouping (₹1,49,999) in every language: ur-IN's own pattern groups by thousands, so Urdu borrows
 * en-IN's (its digits are 0-9 too, docs/decisions.md).
 */
function rupees(language: Language, value: number): string {
  const locale = language === 'ur' ? INTL_LOCALES.en : INTL_LOCALES[language];
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value);
}

/** A left-to-right value (an amount) kept whole inside Urdu's right-to-left sentence: "₹2,549" never turns into "2,549₹". */
function isolateInRtl(language: Language, text: string): string {
  return directionOf(language) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** A date in a language, in India's time zone; a text that is not a date is shown as it came. */
export function formatDateIn(language: Language, value: string | Date, options: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: INDIA_TIME_ZONE, ...options }).format(date);
}

/** Only a right-to-left page needs the marks; elsewhere they would only change texts' accessible names. */
const inRtl = () => directionOf(currentLanguage()) === 'rtl';

/**
 * A name or other value of unknown direction set inside a sentence (FSI…PDI): "Ayesha" in an Urdu greeting keeps the
 * sentence's punctuation where it belongs.
 */
export const isolate = (value: string): string => (inRtl() ? `\u2068${value}\u2069` : value);

/** A value that reads left to right in every language (5'4" (163 cm), +91 98765…), isolated as such (LRI…PDI) in Urdu. */
export const isolateLtr = (value: string): string => isolateInRtl(currentLanguage(), value);

/** The texts of the current language, re-rendered when it changes. */
export function useT() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    t: (key: TextKey, values?: Record<string, string | number>) => t(key, values),
    /**
     * A templated contract message (`MSG.profileViewersLocked(3)`) in this language: the catalogue's ICU in Hindi and
     * Urdu, the contract's own function in English (the English resource holds only plain texts).
     */
    msg: (key: TemplatedKey, values: Record<string, string | number>) => (i18n.exists(key) ? t(key, values) : englishOf(key, values)),
    /** A contract English text (a validation message) in this language; other texts as they are. */
    tx: (text: string | undefined) => (text === undefined ? undefined : localized(text)),
    /**
     * A stored value's label (an option list's, keyed `<list>.<value>` in the contract's options texts): the value's
     * translation when the catalogue has one, else `fallback` (the English label) or the value itself, e.g. a degree
     * or a city, which keep their proper names.
     */
    label: (list: string, value: string, fallback?: string) =>
      i18n.exists(`${list}.${value}`) ? t(`${list}.${value}` as TextKey) : (fallback ?? value),
    language,
    dir: directionOf(language),
    /** Numbers, rupees and dates by the language's rules (hi-IN and ur-IN group by lakh: 1,25,000). */
    formatNumber: (value: number) => new Intl.NumberFormat(INTL_LOCALES[language]).format(value),
    formatRupees: (value: number) => isolateInRtl(language, rupees(language, value)),
    /** A moment as India reads it, "3 Nov 2026" by default (India's day, as receipts write it). */
    formatDate: (value: string | Date, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }) =>
      formatDateIn(language, value, options),
    /** A link to a public page in this language (`/pricing` → `/ur/pricing`); a member's pages stay as they are. */
    path: (route: string) => localizedPath(route, language),
  };
}
