import { Seo } from '../lib/seo';
import { ProfileViewersView } from '../features/suggestions/profile-viewers-view';

export default function ProfileViewersPage() {
  return (
    <>
      <Seo title="Who viewed you" description="Members who viewed your Sakinah profile recently." />
      <ProfileViewersView />
    </>
  );
}
