import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Languages } from 'lucide-react';
import { isLocalizedRoute, LANGUAGE_NAMES, LANGUAGES, languageOfPath, pathInLanguage, type Language } from '@sakinah/contract';
import { useSession } from '../features/session/session';
import { useChooseLanguage } from '../features/session/use-language';
import { browserLanguage, currentLanguage, languageCookie, rememberLanguage, switchLanguage, useT } from '../lib/i18n';
import { useDismiss } from '../lib/use-dismiss';

/**
 * Chooses a language and, on a public page, goes to that page's address in it (`/faq` → `/hi/faq`): the URL of a
 * public page is its language, so a shared link or a search result opens in the language it was found in.
 */
function useChooseAndGo() {
  const choose = useChooseLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  return async (language: Language) => {
    await choose(language);
    if (isLocalizedRoute(location.pathname) && languageOfPath(location.pathname) !== language) {
      await navigate(`${pathInLanguage(location.pathname, language)}${location.search}${location.hash}`);
    }
  };
}

/** The header's language switch: a button naming the language in itself, opening the three. */
export function LanguageSwitch() {
  const { t, language } = useT();
  const choose = useChooseAndGo();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${LANGUAGE_NAMES[language]}, ${t('language.label')}`}
        data-testid="language-switch"
        onClick={() => setOpen((value) => !value)}
      >
        <Languages className="h-4 w-4" aria-hidden="true" />
        {/* On a phone the icon alone keeps the header on one line; the button's name still says the language. */}
        <span lang={language} className="hidden sm:inline">
          {LANGUAGE_NAMES[language]}
        </span>
      </button>
      {open && (
        <div role="menu" className="absolute end-0 z-50 mt-2 w-40 rounded-2xl border border-brand-100 bg-white p-1.5 shadow-lg">
          {LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              role="menuitemradio"
              aria-checked={option === language}
              lang={option}
              dir={option === 'ur' ? 'rtl' : 'ltr'}
              className={`block w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-brand-50 ${option === language ? 'font-semibold text-brand-700' : 'text-ink'}`}
              onClick={() => {
                setOpen(false);
                void choose(option);
              }}
            >
              {LANGUAGE_NAMES[option]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Puts the page in the reader's language once the app runs: a signed-in member's record, else the cookie. The
 * pre-rendered HTML is English, so hydration matches it first. The record also sets the cookie, so answers the
 * server gives after she signs out stay in her language.
 */
export function LanguageSync() {
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  const own = user && (user.role ?? 'member') === 'member' ? user.language : undefined;
  // A public page under /hi/ or /ur/ is in that language whoever reads it (its URL was chosen).
  const ofPage = languageOfPath(pathname);
  useEffect(() => {
    if (own && languageCookie() !== own) rememberLanguage(own);
    if (ofPage !== 'en') {
      if (ofPage !== currentLanguage()) void switchLanguage(ofPage);
      return;
    }
    if (loading) return;
    const wanted = own ?? languageCookie() ?? 'en';
    if (wanted !== currentLanguage()) void switchLanguage(wanted);
  }, [own, loading, ofPage]);
  return null;
}

/** A first visit from a browser that prefers Hindi or Urdu: a suggestion, never a redirect (search engines keep English). */
export function LanguageSuggestion() {
  const { t, language } = useT();
  const choose = useChooseAndGo();
  const [dismissed, setDismissed] = useState(false);
  // Read after hydration (the pre-rendered page has none): a browser preferring Hindi or Urdu, with no choice made yet.
  const preferred = useSyncExternalStore(noSubscription, suggestionOf, () => undefined);
  const suggested = dismissed ? undefined : preferred;
  if (!suggested || suggested === language) return null;
  const name = LANGUAGE_NAMES[suggested];
  return (
    <div role="region" aria-label={t('language.label')} className="border-b border-gold-200 bg-gold-50">
      <div className="container-page flex flex-wrap items-center gap-3 py-2 text-sm">
        <p className="text-ink">{t('language.suggestion', { language: name })}</p>
        <button type="button" className="rounded-full bg-brand-700 px-3 py-1 font-medium text-white hover:bg-brand-800" onClick={() => void choose(suggested)}>
          <span lang={suggested}>{t('language.suggestionSwitch', { language: name })}</span>
        </button>
        <button
          type="button"
          className="rounded-full px-3 py-1 text-brand-700 hover:bg-brand-50"
          onClick={() => {
            rememberLanguage(language);
            setDismissed(true);
          }}
        >
          {t('language.suggestionDismiss')}
        </button>
      </div>
    </div>
  );
}

const noSubscription = () => () => undefined;
function suggestionOf(): Language | undefined {
  const preferred = browserLanguage();
  return !languageCookie() && preferred && preferred !== 'en' ? preferred : undefined;
}
