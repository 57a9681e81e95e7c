/**
 * Query keys of the messaging feature, in one place. Everything starts with `messageKeys.all`,
 * so a reconnect can refresh every chat view with one invalidation.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  thread: (userId: string) => ['messages', 'thread', userId] as const,
};
