import { SESSION_QUERY_KEY } from './session-key';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ACCOUNT_HELP_ROUTES, API, bareRoute, matchesAnyRoute, SESSION_SKIP_ROUTES, VISITOR_PAGES, type SelfUser, type SelfResponse } from '@sakinah/contract';
import { forgetSessionHint, hasSessionHint } from '../../lib/session-hint';
import { ApiError, api } from '../../lib/api';

/** The signed-in member as the server sends it (`user` of get-user, sign-in, saves): the contract's one type. */
export type SessionUser = SelfUser;

interface SessionState {
  user: SessionUser | null;
  loading: boolean;
  /** Reloads the current member from the server. */
  refresh(): Promise<void>;
  /** Sets the member after sign-in or sign-up, without another round trip. */
  setUser(user: SessionUser | null): void;
}

const SessionContext = createContext<SessionState | null>(null);
export { SESSION_QUERY_KEY };

const noSubscription = () => () => undefined;

/**
 * The server could not answer for now (its database restarting: 503; a proxy between: 502, 504; no network):
 * whether she is signed in is unknown, not "no".
 */
function couldNotAsk(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
}

async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const data = await api<SelfResponse>('GET', API.getUser);
    return data.user ?? null;
  } catch (error) {
    // Asked again shortly (the page waits, as while loading), instead of sending a signed-in member to the login
    // page and forgetting her session hint because of an outage (docs/decisions.md).
    if (couldNotAsk(error)) throw error;
    // Any other answer than a 200 means no signed-in member (spec section 7); the hint is stale.
    forgetSessionHint();
    return null;
  }
}

/** Until the server answers: every 1, 2, 4 … s, at most 15 s apart. */
const SESSION_RETRY = {
  retry: (_failures: number, error: unknown) => couldNotAsk(error),
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000),
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // The same page in Hindi or Urdu (`/ur/faq`) is the same page for the session's rules.
  const route = bareRoute(pathname);
  // Whether a session was started in this browser (SESSION_HINT_COOKIE). Hydration reads it as the
  // pre-renderer did (none), so the first render matches the HTML, then as it is.
  const hinted = useSyncExternalStore(noSubscription, hasSessionHint, () => false);
  // The session check is skipped on the login and sign-up pages (spec section 2), and on a visitor's
  // pages and the password-help pages when no session was started here: there is no cookie to send,
  // so nobody to ask about.
  const nobodyHere = !hinted && (VISITOR_PAGES.includes(route) || matchesAnyRoute(route, ACCOUNT_HELP_ROUTES));
  const skip = SESSION_SKIP_ROUTES.includes(route) || nobodyHere;
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    enabled: !skip,
    staleTime: 60_000,
    ...SESSION_RETRY,
  });
  const value = useMemo<SessionState>(
    () => ({
      user: nobodyHere ? null : (query.data ?? null),
      loading: skip ? false : query.isPending,
      async refresh() {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      setUser(user) {
        queryClient.setQueryData(SESSION_QUERY_KEY, user);
      },
    }),
    [query.data, query.isPending, skip, nobodyHere, queryClient],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
