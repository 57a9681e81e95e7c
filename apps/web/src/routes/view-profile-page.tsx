import { useParams } from 'react-router';
import { BRAND_NAME } from '@sakinah/contract';
import { PageLoading } from '../components/ui/page-loading';
import { ApiError } from '../lib/api';
import { Seo } from '../lib/seo';
import { useMemberProfile } from '../features/view-profile/member-profile';
import { PhotoAccessButton } from '../features/view-profile/photo-access-button';
import { ProfileUnavailable } from '../features/view-profile/profile-unavailable';
import { ViewProfile } from '../features/view-profile/view-profile';

/** /user/view-profile/:id: another member's profile (RequireUser guards the route). */
export default function ViewProfilePage() {
  const { id = '' } = useParams();
  const query = useMemberProfile(id);
  // A live refetch can find the profile closed to me now (blocked, hidden, made private): the old
  // copy must not stay on screen. Other failures (offline) keep what was shown.
  const closed = query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404);

  if (query.data && !closed) {
    const { user, relation } = query.data;
    return (
      <>
        <Seo title={`${user.firstName} | Profile`} description={`${user.firstName}'s profile on ${BRAND_NAME}.`} />
        {/* Keyed by member so gallery and tab state start fresh when moving between profiles. */}
        <ViewProfile
          key={user.id}
          user={user}
          relation={relation}
          renderPhotoAccess={(member, memberRelation) => <PhotoAccessButton user={member} relation={memberRelation} queryId={id} />}
        />
      </>
    );
  }
  return (
    <>
      <Seo title="Profile" description={`A member's profile on ${BRAND_NAME}.`} />
      {query.isPending ? <PageLoading /> : <ProfileUnavailable error={query.error} userId={id} />}
    </>
  );
}
