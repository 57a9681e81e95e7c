import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BellRing, Moon, Smartphone, UserRound } from 'lucide-react';
import {
  API,
  DEFAULT_QUIET_HOURS,
  ALWAYS_MAILED_KINDS,
  NOTIFICATION_CHANNELS_OF,
  NOTIFICATION_KINDS,
  PRIVACY_TOAST_MS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
} from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { SwitchRow } from '../../components/ui/setting-controls';
import { SkeletonBlock } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { api } from '../../lib/api';
import { notificationKeys } from '../../lib/query-keys';
import { InstallAppCard } from '../install-app/public';
import { useSession, type SessionUser } from '../session/public';
import { usePushDevice, type PushDeviceState } from './push-device';
import { textNow, useT, type TextKey } from '../../lib/i18n';

/** Every kind is offered (calls too, since issue 44 rings members and their guardians); the guardian's approvals only to guardians. */
function kindsShownTo(user: SessionUser): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => kind !== 'guardianApprovalNeeded' || user.role === 'guardian');
}

function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api<NotificationPreferencesResponse>('GET', API.notificationPreferences, { signal }),
  });
}

/** Every change saves the whole set at once (the API takes it whole); the answer is what is stored. */
function useSavePreferences() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api<NotificationPreferencesResponse>('PUT', API.notificationPreferences, { body: preferences }),
    onSuccess: (answer) => {
      const before = queryClient.getQueryData<NotificationPreferencesResponse>(notificationKeys.preferences);
      queryClient.setQueryData(notificationKeys.preferences, answer);
      // The plan-ending mail is the member's renewal-reminder switch (Settings → Account shows it from the session).
      if (before?.preferences.kinds.planEnding.mail !== answer.preferences.kinds.planEnding.mail) void refresh();
      toast.success(answer.message || textNow('notificationPreferencesSaved'), { duration: PRIVACY_TOAST_MS });
    },
    onError: (error) => toast.error(errorMessage(error, textNow('updateFailed'))),
  });
}

const DEVICE_NOTE: Partial<Record<PushDeviceState, TextKey>> = {
  on: 'notifications.push.on',
  off: 'notifications.push.off',
  unsupported: 'notifications.push.unsupported',
  'ios-install-first': 'notifications.push.iosInstallFirst',
  'server-off': 'pushUnavailable',
  blocked: 'notifications.push.blocked',
};

/** Push on this device: on after a tap (the browser asks her first), off again, or why it cannot be. */
function PushOnThisDevice() {
  const { t } = useT();
  const headingId = useId();
  const { state, turnOn, turnOff, notAllowed } = usePushDevice();
  const busy = turnOn.isPending || turnOff.isPending;
  const noteKey = DEVICE_NOTE[state];
  const note = noteKey ? t(noteKey) : undefined;
  const problem = turnOn.isError
    ? notAllowed
      ? t('notifications.push.denied')
      : errorMessage(turnOn.error, t('notifications.push.failed'))
    : turnOff.isError
      ? errorMessage(turnOff.error, t('unexpectedErrorRetry'))
      : null;
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8" data-testid="push-device">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <Smartphone className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('notifications.deviceTitle')}
      </h2>
      {state === 'checking' ? (
        <SkeletonBlock className="mt-4 h-10 w-full rounded-xl" />
      ) : (
        <>
          <p className="mt-2 text-sm text-muted" aria-live="polite">
            {note}
          </p>
          {state === 'off' && (
            <Button className="mt-4" disabled={busy} aria-busy={busy || undefined} onClick={() => turnOn.mutate(undefined, { onSuccess: (answer) => toast.success(answer.message || textNow('pushSubscribed')) })}>
              <BellRing className="h-4 w-4" aria-hidden="true" /> {busy ? t('notifications.turningOn') : t('notifications.turnOn')}
            </Button>
          )}
          {state === 'on' && (
            <Button variant="back" className="mt-4" disabled={busy} aria-busy={busy || undefined} onClick={() => turnOff.mutate(undefined, { onSuccess: (answer) => toast.success(answer.message || textNow('pushUnsubscribed')) })}>
              {busy ? t('notifications.turningOff') : t('notifications.turnOff')}
            </Button>
          )}
          {problem && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}

const CHANNEL_LABEL: Record<NotificationChannel, TextKey> = { push: 'notifications.channel.push', mail: 'notifications.channel.mail' };
const KIND_LABEL = (kind: NotificationKind): TextKey => `notifications.kind.${kind}`;

/** Kinds × channels: a checkbox per channel a kind offers (account decisions are always mailed, so no mail box). */
function KindChoices({
  kinds,
  preferences,
  onChange,
  busy,
}: {
  kinds: NotificationKind[];
  preferences: NotificationPreferences;
  onChange: (next: NotificationPreferences) => void;
  busy: boolean;
}) {
  const { t } = useT();
  const headingId = useId();
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    onChange({ ...preferences, kinds: { ...preferences.kinds, [kind]: { ...preferences.kinds[kind], [channel]: on } } });
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <BellRing className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('notifications.whatTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('notifications.whatLead')}</p>
      <table className="mt-5 w-full text-sm">
        <thead>
          <tr className="border-b border-brand-100 text-start text-xs tracking-wide text-muted uppercase">
            <th scope="col" className="py-2 pe-3 font-semibold">
              {t('notifications.column')}
            </th>
            {(['push', 'mail'] as const).map((channel) => (
              <th key={channel} scope="col" className="w-16 py-2 text-center font-semibold">
                {t(CHANNEL_LABEL[channel])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-50">
          {kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-3 pe-3 text-start font-medium text-ink">
                {t(KIND_LABEL(kind))}
              </th>
              {(['push', 'mail'] as const).map((channel) => (
                <td key={channel} className="py-3 text-center">
                  {NOTIFICATION_CHANNELS_OF[kind].includes(channel) ? (
                    <input
                      type="checkbox"
                      className="h-5 w-5 cursor-pointer accent-brand-700 disabled:cursor-progress"
                      aria-label={`${t(CHANNEL_LABEL[channel])}: ${t(KIND_LABEL(kind))}`}
                      checked={preferences.kinds[kind][channel]}
                      disabled={busy}
                      onChange={(event) => toggle(kind, channel, event.target.checked)}
                    />
                  ) : (
                    <span className="text-xs text-muted" title={channel === 'mail' && ALWAYS_MAILED_KINDS.includes(kind) ? t('notifications.alwaysMailed') : t('notifications.notSent')}>
                      {channel === 'mail' && ALWAYS_MAILED_KINDS.includes(kind) ? t('notifications.always') : '–'}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PrivacyAndQuiet({ preferences, onChange, busy }: { preferences: NotificationPreferences; onChange: (next: NotificationPreferences) => void; busy: boolean }) {
  const { t } = useT();
  const headingId = useId();
  const startId = useId();
  const endId = useId();
  const quiet = preferences.quietHours;
  // The times being typed, saved when a field is left with a whole time in it.
  const [times, setTimes] = useState({ start: quiet.start, end: quiet.end });
  const saveTimes = () => {
    if (times.start === quiet.start && times.end === quiet.end) return;
    if (!/^\d{2}:\d{2}$/.test(times.start) || !/^\d{2}:\d{2}$/.test(times.end)) return;
    onChange({ ...preferences, quietHours: { ...quiet, ...times } });
  };
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <UserRound className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('notifications.namesTitle')}
      </h2>
      <div className="mt-5 space-y-5">
        <SwitchRow
          label={t('notifications.showNames')}
          description={t('notifications.showNamesHint')}
          checked={preferences.showNames}
          busy={busy}
          onChange={(showNames) => onChange({ ...preferences, showNames })}
        />
        <SwitchRow
          label={t('notifications.quietHours')}
          description={t('notifications.quietHint', { start: DEFAULT_QUIET_HOURS.start, end: DEFAULT_QUIET_HOURS.end })}
          checked={quiet.enabled}
          busy={busy}
          onChange={(enabled) => onChange({ ...preferences, quietHours: { ...quiet, enabled } })}
        />
        {quiet.enabled && (
          <fieldset className="rounded-xl bg-brand-50 p-4">
            <legend className="sr-only">{t('notifications.quietLegend')}</legend>
            <div className="flex flex-wrap items-end gap-4">
              <Moon className="mb-2.5 h-5 w-5 text-brand-600" aria-hidden="true" />
              <div>
                <label htmlFor={startId} className="label">
                  {t('notifications.from')}
                </label>
                <input id={startId} type="time" className="input w-32" value={times.start} onChange={(event) => setTimes({ ...times, start: event.target.value })} onBlur={saveTimes} disabled={busy} />
              </div>
              <div>
                <label htmlFor={endId} className="label">
                  {t('notifications.until')}
                </label>
                <input id={endId} type="time" className="input w-32" value={times.end} onChange={(event) => setTimes({ ...times, end: event.target.value })} onBlur={saveTimes} disabled={busy} />
              </div>
              <p className="mb-2.5 text-xs text-muted">{t('notifications.ist')}</p>
            </div>
          </fieldset>
        )}
      </div>
    </section>
  );
}

/** Settings → Notifications. */
export function NotificationSettingsTab({ user }: { user: SessionUser }) {
  const { t } = useT();
  const preferences = usePreferences();
  const save = useSavePreferences();
  // While a save is on its way the switches show what was asked, then what the server stored.
  const shown = save.isPending ? save.variables : preferences.data?.preferences;
  return (
    <div className="space-y-6">
      <PushOnThisDevice />
      {preferences.isError ? (
        <LoadError message={errorMessage(preferences.error, t('unexpectedErrorRetry'))} onRetry={() => void preferences.refetch()} />
      ) : !shown ? (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only">{t('notifications.loading')}</span>
          <SkeletonBlock className="h-64 w-full rounded-2xl" />
        </div>
      ) : (
        <>
          <KindChoices kinds={kindsShownTo(user)} preferences={shown} onChange={(next) => save.mutate(next)} busy={save.isPending} />
          <PrivacyAndQuiet key={`${shown.quietHours.start}-${shown.quietHours.end}`} preferences={shown} onChange={(next) => save.mutate(next)} busy={save.isPending} />
        </>
      )}
      <InstallAppCard />
    </div>
  );
}
