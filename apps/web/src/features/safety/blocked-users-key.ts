/** The query key of my blocked members (Settings). */
export const BLOCKED_USERS_KEY = ['blocked-users'] as const;
