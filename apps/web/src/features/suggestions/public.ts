/** What the featured-profiles page shows of suggestions: today's matches and the "Who viewed you" link. */
export { TodaysMatches } from './todays-matches';
export { ViewersBadgeLink } from './viewers-badge-link';
