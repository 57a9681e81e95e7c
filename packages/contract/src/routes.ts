import { LANGUAGES, languageOfPath, pathInLanguage, type Language } from './i18n/languages';

/** Client routes (spec section 2). The server uses this list to answer 404 for unknown pages. */
export const ROUTES = {
  home: '/',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  safety: '/safety',
  settings: '/settings',
  login: '/auth/login',
  signInLink: '/auth/sign-in-link/:token',
  signup: '/auth/signup',
  forgetPassword: '/auth/forget-password',
  checkEmail: '/auth/check-email',
  resetPassword: '/auth/reset-password/:token',
  undoEmailChange: '/auth/undo-email-change/:token',
  thankYou: '/thank-you',
  user: '/user',
  profile: '/user/profile',
  profilePage: '/user/profile-page',
  connections: '/user/connections',
  /** Everything waiting for an answer: profile, photo and contact-sharing requests (issue 39; the tab bar's Requests). */
  requests: '/user/requests',
  featuredProfiles: '/user/featured-profiles',
  profileViewers: '/user/viewers',
  myReports: '/user/my-reports',
  /** The notification centre. */
  notifications: '/user/notifications',
  viewProfile: '/user/view-profile/:id',
  payment: '/payment',
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  receipt: '/user/receipts/:paymentId',
  devOutbox: '/dev/outbox',
  messages: '/user/messages',
  conversation: '/user/messages/:userId',
  guardianHome: '/guardian',
  guardianAccept: '/guardian/accept/:token',
  admin: '/admin',
  adminSection: '/admin/:section',
  adminMember: '/admin/members/:id',
  adminRisk: '/admin/risk',
} as const;

/** Public pages pre-rendered at build time, so their HTML carries the content before any script. */
export const PRERENDERED_ROUTES = [
  ROUTES.about,
  ROUTES.contact,
  ROUTES.privacy,
  ROUTES.terms,
  ROUTES.faq,
  ROUTES.thankYou,
  ROUTES.login,
  ROUTES.safety,
] as const;

/** Routes where the header and footer are hidden (spec section 2). */
export const CHROMELESS_ROUTES: readonly string[] = [ROUTES.login, ROUTES.signup, ROUTES.thankYou];

/**
 * A cookie scripts may read (the session cookie itself is httpOnly) that only says "a session was
 * started in this browser": without it a public page loads no app code and asks for no member.
 * It grants nothing; the server decides every request by the session cookie alone.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/**
 * Public pages whose content changes without a build (the plans, which admins edit; the home page's counts): the
 * build makes their template, the server renders them from the database when their data changes and serves that.
 */
export const SERVER_RENDERED_ROUTES = [ROUTES.home, ROUTES.pricing] as const;

/** Pages a visitor uses as they are: without a session hint the app asks nobody about a session there. */
export const VISITOR_PAGES: readonly string[] = [...PRERENDERED_ROUTES, ...SERVER_RENDERED_ROUTES];

/** Pages for someone who cannot sign in (a forgotten password): without a session hint, nobody to ask about there either. */
export const ACCOUNT_HELP_ROUTES: readonly string[] = [ROUTES.forgetPassword, ROUTES.checkEmail, ROUTES.resetPassword, ROUTES.undoEmailChange];

/** Routes where the session check at start is skipped (spec section 2). */
export const SESSION_SKIP_ROUTES: readonly string[] = [ROUTES.login, ROUTES.signup];

/** A route pattern as a test of paths: `:token` matches one segment, a trailing slash is allowed. */
const routeRegExp = (pattern: string) => new RegExp('^' + pattern.replace(/:[a-zA-Z]+/g, '[^/]+') + '/?$');
const routePatterns = Object.values(ROUTES).map(routeRegExp);

/** True when the path is a page of one of these route patterns. */
export function matchesAnyRoute(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => routeRegExp(pattern).test(pathname));
}

/**
 * The public pages that exist in every language (issue 43): English at `/…`, Hindi and Urdu under `/hi/…` and
 * `/ur/…`. The pre-rendered and server-rendered ones are built in each language; the others (sign-up, the
 * password's pages) are the app's own routes under the prefix.
 */
export const LOCALIZED_ROUTES: readonly string[] = [
  ...PRERENDERED_ROUTES,
  ...SERVER_RENDERED_ROUTES,
  ROUTES.signup,
  ROUTES.forgetPassword,
  ROUTES.checkEmail,
  ROUTES.resetPassword,
];

/** The pages search engines are told about (sitemap.xml), each in every language. */
export const SITEMAP_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.pricing,
  ROUTES.faq,
  ROUTES.safety,
  ROUTES.contact,
  ROUTES.terms,
  ROUTES.privacy,
];

const localizedPatterns = LOCALIZED_ROUTES.map(routeRegExp);

/** A path without its language prefix or trailing slash: `/ur/faq/` → `/faq`, `/hi` → `/`. */
export function bareRoute(pathname: string): string {
  return pathInLanguage(pathname, 'en').replace(/\/+$/, '') || '/';
}

/** A page's address in a language without a trailing slash, as the server looks pages up (`/`, `/hi`, `/ur/pricing`). */
export function trimmedPathInLanguage(route: string, language: Language): string {
  return pathInLanguage(route, language).replace(/\/+$/, '') || '/';
}

/** True when the page exists in every language (so the switch goes to its other language's address). */
export function isLocalizedRoute(pathname: string): boolean {
  const bare = bareRoute(pathname);
  return localizedPatterns.some((re) => re.test(bare));
}

/** A page's address in a language when it has one there, else the address as it is (a member's pages). */
export function localizedPath(pathname: string, language: Language): string {
  // `/auth/login?redirect=pricing`: the page is the part before the query or fragment.
  const cut = pathname.search(/[?#]/);
  const page = cut < 0 ? pathname : pathname.slice(0, cut);
  return isLocalizedRoute(page) ? pathInLanguage(page, language) + (cut < 0 ? '' : pathname.slice(cut)) : pathname;
}

/** The file name a page's HTML is written under in dist/pages/ (`/` → index, `/hi/` → hi, `/ur/auth/login` → ur__auth__login). */
export function pageFileName(route: string): string {
  const trimmed = route.replace(/\/+$/, '') || '/';
  return trimmed === '/' ? 'index' : trimmed.slice(1).replace(/\//g, '__');
}

/**
 * Written by the build where a page names its own absolute address (hreflang alternates must be absolute); the
 * server puts its PUBLIC_URL in its place when it sends the page, so one build serves any address.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.sakinah.invalid';

/** A page's addresses in each language and x-default (English), for `<link rel="alternate" hreflang>` and the sitemap. */
export function alternatesOf(route: string): Array<{ hreflang: Language | 'x-default'; path: string }> {
  const bare = bareRoute(route);
  return [...LANGUAGES.map((language) => ({ hreflang: language, path: pathInLanguage(bare, language) })), { hreflang: 'x-default', path: bare }];
}

/** Every address of the pages built ahead of a visitor, in every language (`/`, `/hi/`, `/ur/`, `/about`, `/hi/about` …). */
export function inEveryLanguage(routes: readonly string[]): string[] {
  return LANGUAGES.flatMap((language) => routes.map((route) => pathInLanguage(route, language)));
}

/**
 * True when the path is a page of the web app (with or without a trailing slash). Under `/hi/` and `/ur/` only the
 * localized public pages exist; any other prefix (`/fr/about`) is an unknown page (404), never an error.
 */
export function isClientRoute(pathname: string): boolean {
  if (languageOfPath(pathname) !== 'en') return isLocalizedRoute(pathname);
  return routePatterns.some((re) => re.test(pathname));
}
