/** A photo access request as the lists show it. */
export type AccessStatus = 'pending' | 'accepted';

/**
 * Query keys of the photo-access views. Everything starts with `photoAccessKeys.all`, so one
 * invalidation (after an answer or a real-time event) refreshes the badge and both lists.
 * A file of its own: the real-time invalidation is in every member's first download and must not
 * bring the privacy API (and the contract's schemas) with it.
 */
export const photoAccessKeys = {
  all: ['photo-access'] as const,
  count: (userId: string) => ['photo-access', 'count', userId] as const,
  list: (userId: string, status: AccessStatus) => ['photo-access', 'list', userId, status] as const,
};
