/**
 * Query keys of the server state that real-time events make stale (features/realtime/event-invalidation.ts maps
 * each event to them). They live here, below every feature, so that the map and the features that fill and
 * refresh these queries both import them without a circle. Keys a feature alone uses stay in the feature.
 * Nothing else in this file: the real-time map is in every member's first download.
 */

/**
 * Everything built from requests. Every key starts with `requestKeys.all`, so one invalidation (after a
 * mutation or a real-time event) refreshes every request view at once.
 */
export const requestKeys = {
  all: ['requests'] as const,
  data: (userId: string) => ['requests', 'data', userId] as const,
  approved: (userId: string) => ['requests', 'approved', userId] as const,
};

/** What waits for the member's answer (the tab bar's badge): every request, photo-access and contact-exchange event refreshes it. */
export const WAITING_COUNTS_KEY = ['waiting-counts'] as const;

/** The featured list; requests change a card's button, so request events reset it. */
export const featuredKeys = {
  all: ['featured-profiles'] as const,
  /** One filtered listing (discovery's AppliedFilters). */
  list: (filters: object) => ['featured-profiles', 'list', filters] as const,
};

/** The messaging feature's: everything starts with `messageKeys.all`, so a reconnect refreshes every chat view at once. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  thread: (userId: string) => ['messages', 'thread', userId] as const,
};

/** The contact exchanges I take part in (Settings → Shared contact details). */
export const contactExchangeKeys = {
  all: ['contact-exchanges'] as const,
};

/** Other members' profile pages: one per member, all under one prefix. */
export const memberProfileKeys = {
  all: ['member-profile'] as const,
  one: (id: string) => ['member-profile', id] as const,
};

/** A photo access request as the lists show it. */
export type AccessStatus = 'pending' | 'accepted';

/**
 * The photo-access views. Everything starts with `photoAccessKeys.all`, so one invalidation (after an answer or a
 * real-time event) refreshes the badge and both lists.
 */
export const photoAccessKeys = {
  all: ['photo-access'] as const,
  count: (userId: string) => ['photo-access', 'count', userId] as const,
  list: (userId: string, status: AccessStatus) => ['photo-access', 'list', userId, status] as const,
};

/** The members I blocked (Settings → Privacy). */
export const BLOCKED_USERS_KEY = ['blocked-users'] as const;

/** The contact exchanges a guardian is asked to approve. */
export const guardianApprovalKeys = {
  all: ['guardian', 'approvals'] as const,
};

/** The notification centre: the bell's count and the pages of the list, refreshed together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
  /** Settings → Notifications; its plan-ending mail is also Settings → Account's renewal reminders. */
  preferences: ['notifications', 'preferences'] as const,
};

/**
 * The member's own record as her overview reads it, and her payments: a decision of the team (approval starts a
 * plan bought during review, a rejection refunds it) changes both.
 */
export const OWN_PROFILE_QUERY_KEY = ['own-profile'] as const;
export const PAYMENT_HISTORY_QUERY_KEY = ['payment-history'] as const;
