import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Eye } from 'lucide-react';
import { API, PRIVACY_TOAST_MS, type SelfUpdatedResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { useSession, type SessionUser } from '../session/public';
import { SegmentedControl, SwitchRow, type SegmentOption } from '../../components/ui/setting-controls';
import { textNow, useT, type TextKey } from '../../lib/i18n';
import {
  failureText,
  privacySettingsOf,
  type AccountPrivacy,
  type PrivacySettings,
  type ProfileVisibility,
} from './privacy-api';

const VISIBILITY_TEXT: Record<ProfileVisibility, TextKey> = {
  public: 'privacy.visibility.public',
  followers: 'privacy.visibility.followers',
  private: 'privacy.visibility.private',
};

type Change = Partial<PrivacySettings>;

/** Settings → Privacy: who can view the account and profile, activity status, and search listing. Each change saves at once. */
export function AccountPrivacyCard({ user }: { user: SessionUser }) {
  const { t } = useT();
  const ACCOUNT_OPTIONS: ReadonlyArray<SegmentOption<AccountPrivacy>> = [
    { value: 'public', label: t('privacy.public') },
    { value: 'private', label: t('privacy.private') },
  ];
  const VISIBILITY_OPTIONS: ReadonlyArray<SegmentOption<ProfileVisibility>> = [
    { value: 'public', label: t('privacy.public') },
    { value: 'followers', label: t('privacy.connectionsOnly') },
    { value: 'private', label: t('privacy.private') },
  ];
  const { setUser } = useSession();
  const headingId = useId();
  const saved = privacySettingsOf(user);

  const mutation = useMutation({
    mutationFn: (change: Change) => api<SelfUpdatedResponse>('PUT', API.updatePrivacySettings, { body: change }),
    onSuccess: (response, change) => {
      toast.success(response.message || textNow('privacySaved'), { duration: PRIVACY_TOAST_MS });
      setUser(response.user ?? { ...user, ...change });
    },
    onError: (error) => toast.error(failureText(error, textNow('privacyUpdateFailed'), textNow('privacyUpdateError'))),
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
            {t('privacy.accountTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('privacy.accountLead')}</p>
        </div>
      </div>
      <SegmentedControl
        label={t('privacy.accountPrivacy')}
        description={
          shown.accountPrivacy === 'private'
            ? t('privacy.accountPrivate')
            : t('privacy.accountPublic')
        }
        options={ACCOUNT_OPTIONS}
        value={shown.accountPrivacy}
        onChange={(accountPrivacy) => save({ accountPrivacy })}
        busy={busy}
      />
      <SegmentedControl
        label={t('privacy.profileVisibility')}
        description={t(VISIBILITY_TEXT[shown.profileVisibility])}
        options={VISIBILITY_OPTIONS}
        value={shown.profileVisibility}
        onChange={(profileVisibility) => save({ profileVisibility })}
        busy={busy}
      />
      <div className="space-y-5 border-t border-brand-100 pt-5">
        {/* Invisible mode overrides both: they show as off while it is on, and come back as they were when it is off. */}
        {shown.invisibleMode && (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800" role="note">
            {t('invisibleModeOverrides')}
          </p>
        )}
        <SwitchRow
          label={t('privacy.lastActive')}
          description={t('privacy.lastActiveHint')}
          checked={shown.activityStatus && !shown.invisibleMode}
          onChange={(activityStatus) => save({ activityStatus })}
          busy={busy}
          disabled={shown.invisibleMode}
        />
        <SwitchRow
          label={t('privacy.inSearch')}
          description={t('privacy.inSearchHint')}
          checked={shown.searchable && !shown.invisibleMode}
          onChange={(searchable) => save({ searchable })}
          busy={busy}
          disabled={shown.invisibleMode}
        />
        <SwitchRow
          label={t('privacy.invisible')}
          description={t('privacy.invisibleHint')}
          checked={shown.invisibleMode}
          onChange={(invisibleMode) => save({ invisibleMode })}
          busy={busy}
        />
      </div>
    </section>
  );
}
