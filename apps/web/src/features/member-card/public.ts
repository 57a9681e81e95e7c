/** The member card the listings show (featured profiles, today's matches, who viewed you). */
export { FeaturedProfileCard } from './featured-profile-card';
