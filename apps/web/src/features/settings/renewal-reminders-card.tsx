import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BellRing } from 'lucide-react';
import { API, PRIVACY_TOAST_MS, type SelfUpdatedResponse } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { useSession, type SessionUser } from '../session/public';
import { SwitchRow } from '../../components/ui/setting-controls';
import { notificationKeys } from '../../lib/query-keys';
import { textNow, useT } from '../../lib/i18n';

type MailPreference = 'renewalReminders' | 'dailySuggestionMail';

/** One mail preference, saved at once on its own (the other is left as it is). */
function useMailPreference(key: MailPreference) {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) =>
      api<SelfUpdatedResponse>('PATCH', API.notificationSettings, { body: { [key]: value } }),
    onSuccess: (response) => {
      toast.success(response.message || textNow('notificationSettingsUpdated'), { duration: PRIVACY_TOAST_MS });
      setUser(response.user);
      // Renewal reminders are also the plan-ending mail of Settings → Notifications.
      if (key === 'renewalReminders') void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
    },
    onError: (error) => toast.error(errorMessage(error, textNow('updateFailed'))),
  });
}

/**
 * Settings → Account: the mails a member may turn on or off. Renewal reminders before a plan ends
 * (on by default; plans never renew by themselves) and the daily match suggestions (off by default).
 */
export function RenewalRemindersCard({ user }: { user: SessionUser }) {
  const { t } = useT();
  const headingId = useId();
  const reminders = useMailPreference('renewalReminders');
  const suggestions = useMailPreference('dailySuggestionMail');
  const remindersOn = user.renewalReminders !== false;
  const suggestionsOn = user.dailySuggestionMail === true;
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <BellRing className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('settings.mailPreferences')}
      </h2>
      <div className="mt-5 space-y-4">
        <SwitchRow
          label={t('settings.renewalReminders')}
          description={t('settings.renewalHint')}
          checked={reminders.isPending ? !!reminders.variables : remindersOn}
          busy={reminders.isPending}
          onChange={(next) => reminders.mutate(next)}
        />
        <SwitchRow
          label={t('settings.dailySuggestions')}
          description={t('settings.dailyHint')}
          checked={suggestions.isPending ? !!suggestions.variables : suggestionsOn}
          busy={suggestions.isPending}
          onChange={(next) => suggestions.mutate(next)}
        />
      </div>
    </section>
  );
}
