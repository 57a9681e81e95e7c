import type { AppliedFilters } from './filters';

/** Query keys of the featured list; requests change a card's button, so request events reset it. */
export const featuredKeys = {
  all: ['featured-profiles'] as const,
  list: (filters: AppliedFilters) => ['featured-profiles', 'list', filters] as const,
};
