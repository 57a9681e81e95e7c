import { MSG, BRAND_NAME } from '@sakinah/contract';
import { PageLoading } from '../components/ui/page-loading';
import { Seo } from '../lib/seo';
import { useSession } from '../features/session/session';
import { ProfileEditor } from '../features/profile-editor/profile-editor';
import { useProfileDraft } from '../features/profile-editor/use-profile-draft';

/** `/user/profile`: the seven-tab profile editor (the route is only rendered for a signed-in member). */
export default function ProfileEditorPage() {
  const { user, loading } = useSession();
  const draft = useProfileDraft(Boolean(user));

  let body;
  if (loading || (user && draft.isPending)) body = <PageLoading />;
  else if (!user) {
    body = (
      <section className="container-page section text-center">
        <h1 className="text-3xl font-bold text-brand-800">My Profile</h1>
        <p className="mt-3 text-muted">{MSG.noUserData}</p>
      </section>
    );
  } else body = <ProfileEditor user={user} draft={draft.data ?? null} />;

  return (
    <>
      <Seo title="My Profile" description={`Complete your ${BRAND_NAME} profile: personal details, family, partner preferences and photos.`} />
      {body}
    </>
  );
}
