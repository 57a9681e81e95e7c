import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BellRing } from 'lucide-react';
import { API, MSG, PRIVACY_TOAST_MS } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { useSession, type SessionUser } from '../session/session';
import { SwitchRow } from './privacy-controls';

/** Settings → Account: the mails before a plan ends (plans never renew by themselves). Saves at once. */
export function RenewalRemindersCard({ user }: { user: SessionUser }) {
  const { setUser } = useSession();
  const headingId = useId();
  const enabled = user.renewalReminders !== false;
  const mutation = useMutation({
    mutationFn: (renewalReminders: boolean) =>
      api<{ success: true; message: string; user: SessionUser }>('PATCH', API.notificationSettings, { body: { renewalReminders } }),
    onSuccess: (response) => {
      toast.success(response.message || MSG.notificationSettingsUpdated, { duration: PRIVACY_TOAST_MS });
      setUser(response.user);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.updateFailed)),
  });
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <BellRing className="h-5 w-5 text-brand-600" aria-hidden="true" />
        Plan Reminders
      </h2>
      <div className="mt-5">
        <SwitchRow
          label="Renewal reminders by email"
          description="Plans do not renew by themselves and we never store your card. We write 7 days and 1 day before your plan ends, and on the day it ends, with a link to renew."
          checked={mutation.isPending ? !!mutation.variables : enabled}
          busy={mutation.isPending}
          onChange={(next) => mutation.mutate(next)}
        />
      </div>
    </section>
  );
}
