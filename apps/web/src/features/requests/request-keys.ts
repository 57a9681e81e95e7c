/**
 * Query keys of everything built from requests. Every key starts with `requestKeys.all`, so one
 * invalidation (after a mutation or a real-time event) refreshes every request view at once.
 */
export const requestKeys = {
  all: ['requests'] as const,
  data: (userId: string) => ['requests', 'data', userId] as const,
  approved: (userId: string) => ['requests', 'approved', userId] as const,
};
