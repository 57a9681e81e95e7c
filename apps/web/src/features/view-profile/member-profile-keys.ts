/** Query keys of other members' profile pages: one per member, all under one prefix. */
export const memberProfileKeys = {
  all: ['member-profile'] as const,
  one: (id: string) => ['member-profile', id] as const,
};
