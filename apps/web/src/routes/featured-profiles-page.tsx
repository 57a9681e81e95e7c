import { Seo } from '../lib/seo';
import { FeaturedProfilesView } from '../features/discovery/featured-profiles-view';

export default function FeaturedProfilesPage() {
  return (
    <>
      <Seo title="Featured Profiles" description="Browse approved Sakinah members who match your preferences and send a request." />
      <FeaturedProfilesView />
    </>
  );
}
