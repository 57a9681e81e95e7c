import type { SessionUser } from '../session/public';
import { BlockedMembersCard, MyReportsLinkCard } from '../safety/public';
import { AccountPrivacyCard } from './account-privacy-card';
import { PhotoPrivacyCard } from './photo-privacy-card';
import { SharedContactsCard } from './shared-contacts-card';

/**
 * Settings → Privacy: photo privacy with access requests, account privacy controls, the members I
 * share contact details with, the members I blocked and the way to what I reported.
 * `user` is the session's member, so each save (which puts the server's user there) shows at once.
 */
export function PrivacyTab({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-6">
      <PhotoPrivacyCard user={user} />
      <AccountPrivacyCard user={user} />
      {user.role !== 'guardian' && <SharedContactsCard meId={user.id} />}
      <BlockedMembersCard />
      {user.role !== 'guardian' && <MyReportsLinkCard />}
    </div>
  );
}
