import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Eye } from 'lucide-react';
import { API, MSG, PRIVACY_TOAST_MS, type SelfUpdatedResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { useSession, type SessionUser } from '../session/public';
import { SegmentedControl, SwitchRow, type SegmentOption } from '../../components/ui/setting-controls';
import {
  failureText,
  privacySettingsOf,
  type AccountPrivacy,
  type PrivacySettings,
  type ProfileVisibility,
} from './privacy-api';

const ACCOUNT_OPTIONS: ReadonlyArray<SegmentOption<AccountPrivacy>> = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

const VISIBILITY_OPTIONS: ReadonlyArray<SegmentOption<ProfileVisibility>> = [
  { value: 'public', label: 'Public' },
  { value: 'followers', label: 'Connections only' },
  { value: 'private', label: 'Private' },
];

const VISIBILITY_TEXT: Record<ProfileVisibility, string> = {
  public: 'Members who match your profile (and anyone you are in touch with) can open your full profile.',
  followers: 'Only members you are connected with can open your full profile.',
  private: 'No one else can open your full profile.',
};

type Change = Partial<PrivacySettings>;

/** Settings → Privacy: who can view the account and profile, activity status, and search listing. Each change saves at once. */
export function AccountPrivacyCard({ user }: { user: SessionUser }) {
  const { setUser } = useSession();
  const headingId = useId();
  const saved = privacySettingsOf(user);

  const mutation = useMutation({
    mutationFn: (change: Change) => api<SelfUpdatedResponse>('PUT', API.updatePrivacySettings, { body: change }),
    onSuccess: (response, change) => {
      toast.success(response.message || MSG.privacySaved, { duration: PRIVACY_TOAST_MS });
      setUser(response.user ?? { ...user, ...change });
    },
    onError: (error) => toast.error(failureText(error, MSG.privacyUpdateFailed, MSG.privacyUpdateError)),
  });
  // The change being saved shows at once; a refused one falls back to the saved value.
  const shown: PrivacySettings = mutation.isPending && mutation.variables ? { ...saved, ...mutation.variables } : saved;
  const busy = mutation.isPending;
  const save = (change: Change) => mutation.mutate(change);

  return (
    <section className="card space-y-6 p-5 sm:p-7" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Eye className="h-5 w-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-brand-800">
            Account
          </h2>
          <p className="mt-1 text-sm text-muted">Decide who can find and view your profile. Changes are saved right away.</p>
        </div>
      </div>
      <SegmentedControl
        label="Account privacy"
        description={
          shown.accountPrivacy === 'private'
            ? 'Private: members need a request you have accepted before they can view your profile.'
            : 'Public: members can view your profile without a request.'
        }
        options={ACCOUNT_OPTIONS}
        value={shown.accountPrivacy}
        onChange={(accountPrivacy) => save({ accountPrivacy })}
        busy={busy}
      />
      <SegmentedControl
        label="Profile visibility"
        description={VISIBILITY_TEXT[shown.profileVisibility]}
        options={VISIBILITY_OPTIONS}
        value={shown.profileVisibility}
        onChange={(profileVisibility) => save({ profileVisibility })}
        busy={busy}
      />
      <div className="space-y-5 border-t border-brand-100 pt-5">
        {/* Invisible mode overrides both: they show as off while it is on, and come back as they were when it is off. */}
        {shown.invisibleMode && (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800" role="note">
            {MSG.invisibleModeOverrides}
          </p>
        )}
        <SwitchRow
          label="Show when I was last active"
          description="Members can see when you were last online."
          checked={shown.activityStatus && !shown.invisibleMode}
          onChange={(activityStatus) => save({ activityStatus })}
          busy={busy}
          disabled={shown.invisibleMode}
        />
        <SwitchRow
          label="Show me in search and listings"
          description="When off, you no longer appear in search results or member listings. Your existing connections stay."
          checked={shown.searchable && !shown.invisibleMode}
          onChange={(searchable) => save({ searchable })}
          busy={busy}
          disabled={shown.invisibleMode}
        />
        <SwitchRow
          label="Invisible mode"
          description="Browse without appearing in any listing. Members you open do not see your visit or when you were last active."
          checked={shown.invisibleMode}
          onChange={(invisibleMode) => save({ invisibleMode })}
          busy={busy}
        />
      </div>
    </section>
  );
}
