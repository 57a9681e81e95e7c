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

/** True when the path is a page of the web app (with or without a trailing slash). */
export function isClientRoute(pathname: string): boolean {
  return routePatterns.some((re) => re.test(pathname));
}
