/** What other features use of the session. */
export { useSession, SESSION_QUERY_KEY, type SessionUser } from './session';
export { useLogout } from './use-logout';
export { useChooseLanguage } from './use-language';
