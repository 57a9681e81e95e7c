import i18next from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  directionOf,
  INTL_LOCALES,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromAcceptLanguage,
  localizedPath,
  MSG,
  UI_TEXT,
  type Language,
  type MessageCatalogueKey,
  type UiTextKey,
} from '@sakinah/contract';

/**
 * The web's translations (issue 43, docs/decisions.md "Hindi and Urdu"): react-i18next over i18next with ICU messages
 * (intl-messageformat).
 * English is the contract's own text (MSG, UI_TEXT), in the first load; Hindi and Urdu are the contract's ICU JSON
 * catalogues, each a chunk of its own fetched only when that language is chosen.
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

const english: Record<string, string> = { ...UI_TEXT };
for (const [key, value] of Object.entries(MSG)) if (typeof value === 'string') english[key] = value;

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
  hi: () => import('@sakinah/contract/catalogues/hi'),
  ur: () => import('@sakinah/contract/catalogues/ur'),
};

/** Loads a language's catalogue (once) and switches the page to it: texts, `<html lang>` and `dir`. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const catalogue = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', catalogue.default, true, true);
  }
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}

/**
 * The pre-renderer's way in (entry-server.tsx): both catalogues are in its bundle, so a page is rendered in its
 * language at once, without the browser's fetch of the catalogue.
 */
export function renderInLanguage(language: Language, catalogues: Record<Exclude<Language, 'en'>, Record<string, string>>): void {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', catalogues[language], true, true);
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

/** The texts of the current language, re-rendered when it changes. */
export function useT() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    t: (key: TextKey, values?: Record<string, string | number>) => t(key, values),
    language,
    dir: directionOf(language),
    /** Numbers, rupees and dates by the language's rules (hi-IN and ur-IN group by lakh: 1,25,000). */
    formatNumber: (value: number) => new Intl.NumberFormat(INTL_LOCALES[language]).format(value),
    formatRupees: (value: number) =>
      new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value),
    /** A link to a public page in this language (`/pricing` → `/ur/pricing`); a member's pages stay as they are. */
    path: (route: string) => localizedPath(route, language),
  };
}
