import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PhoneCall, Send, ShieldCheck, Trash2, UserRoundCheck } from 'lucide-react';
import { API, CALL_TEXT, MSG, PRIVACY_TOAST_MS, emailSchema, type Guardian, type GuardiansResponse, type MessageResponse, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { SwitchRow } from '../../components/ui/setting-controls';
import { SESSION_QUERY_KEY, useSession } from '../session/public';
import { LoadError } from '../../components/ui/load-error';

export const guardiansQueryKey = ['guardians'] as const;

const INTRO =
  'Involve your wali or a family member: they can follow your connection requests, and your conversations if you allow it. They cannot change anything.';

/**
 * Settings → Family: invite a guardian (wali), see them, allow conversations, remove them, and ask
 * that a guardian approve before contact details are shared.
 */
export function GuardiansTab() {
  return (
    <div className="space-y-6">
      <InviteForm />
      <GuardianList />
      <ContactApprovalCard />
      <CallsGuardianCard />
    </div>
  );
}

function useGuardians() {
  return useQuery({
    queryKey: guardiansQueryKey,
    queryFn: () => api<GuardiansResponse>('GET', API.guardians),
    select: (response) => response.guardians,
  });
}

/**
 * "Contact exchange needs my guardian's approval": on only with an active guardian (the server
 * refuses it otherwise). Turning it off keeps any exchange already waiting for the guardian.
 */
function ContactApprovalCard() {
  const headingId = useId();
  const { user, setUser } = useSession();
  const guardians = useGuardians();
  const update = useMutation({
    mutationFn: (guardianApprovesContacts: boolean) =>
      api<SelfUpdatedResponse>('PUT', API.guardianApprovalSetting, { body: { guardianApprovesContacts } }),
    onSuccess: (response) => {
      toast.success(response.message, { duration: PRIVACY_TOAST_MS });
      setUser(response.user);
    },
    onError: (failure) => toast.error(errorMessage(failure, MSG.updateFailed)),
  });
  if (!user) return null;
  const hasActive = guardians.data?.some((guardian) => guardian.status === 'active') ?? false;
  const on = update.isPending && update.variables !== undefined ? update.variables : user.guardianApprovesContacts === true;
  // Off and no one to ask: explain instead of offering a switch that cannot work.
  const unavailable = !hasActive && !on;
  return (
    <section className="card p-5 sm:p-7" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <ShieldCheck className="h-5 w-5 text-brand-600" aria-hidden="true" />
        Sharing contact details
      </h2>
      <div className="mt-4">
        <SwitchRow
          label="Contact exchange needs my guardian's approval"
          description={
            unavailable
              ? guardians.isPending
                ? 'Checking your guardians…'
                : 'Available once a guardian has accepted your invitation.'
              : 'When you and another member both agree to share phone numbers and emails, your guardian is asked first. Nothing is shared until they approve.'
          }
          checked={on}
          busy={update.isPending}
          disabled={unavailable}
          onChange={(next) => update.mutate(next)}
        />
      </div>
    </section>
  );
}

/** "Require my guardian on calls" (issue 44): her guardian is rung with her, and a call connects once they join. */
function CallsGuardianCard() {
  const headingId = useId();
  const { user, setUser } = useSession();
  const guardians = useGuardians();
  const update = useMutation({
    mutationFn: (guardianOnCalls: boolean) => api<SelfUpdatedResponse>('PUT', API.guardianOnCalls, { body: { guardianOnCalls } }),
    onSuccess: (response) => {
      toast.success(response.message, { duration: PRIVACY_TOAST_MS });
      setUser(response.user);
    },
    onError: (failure) => toast.error(errorMessage(failure, MSG.updateFailed)),
  });
  if (!user) return null;
  const hasActive = guardians.data?.some((guardian) => guardian.status === 'active') ?? false;
  const on = update.isPending && update.variables !== undefined ? update.variables : user.guardianOnCalls === true;
  const unavailable = !hasActive && !on;
  return (
    <section className="card p-5 sm:p-7" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <PhoneCall className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {CALL_TEXT.logTitle}
      </h2>
      <div className="mt-4">
        <SwitchRow
          label={CALL_TEXT.guardianSetting}
          description={unavailable ? MSG.callGuardianNone : CALL_TEXT.guardianSettingHint}
          checked={on}
          busy={update.isPending}
          disabled={unavailable}
          onChange={(next) => update.mutate(next)}
        />
      </div>
    </section>
  );
}

function InviteForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const invite = useMutation({
    mutationFn: (value: string) => api<MessageResponse>('POST', API.guardians, { body: { email: value } }),
    onSuccess: async (response) => {
      toast.success(response.message || MSG.guardianInvited);
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: guardiansQueryKey });
    },
    onError: (failure) => {
      const message = errorMessage(failure, MSG.unexpectedErrorRetry);
      setError(message);
      toast.error(message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.emailInvalid);
      return;
    }
    setError(null);
    invite.mutate(parsed.data);
  };

  const inputId = `${id}-email`;
  return (
    <section className="card space-y-5 p-5 sm:p-7" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-800">
          Family and guardian
        </h2>
        <p className="mt-1 text-sm text-muted">{INTRO}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="label">
            Guardian&apos;s email
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="off"
            inputMode="email"
            required
            aria-required="true"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="input aria-invalid:border-red-600"
            maxLength={254}
          />
          {error && (
            <p id={`${inputId}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined} className="w-full sm:mt-7 sm:w-auto">
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
    </section>
  );
}

function GuardianList() {
  const query = useGuardians();

  return (
    <section className="card p-5 sm:p-7" aria-labelledby="guardians-heading">
      <h2 id="guardians-heading" className="text-xl font-bold text-brand-800">
        Your guardians
      </h2>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError message={errorMessage(query.error, MSG.unexpectedErrorRetry)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">You have not invited a guardian yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-brand-100">
          {query.data.map((guardian) => (
            <li key={guardian.id} className="py-4 first:pt-0 last:pb-0">
              <GuardianRow
                guardian={guardian}
                lastActive={guardian.status === 'active' && query.data.filter((other) => other.status === 'active').length === 1}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `lastActive`: removing this one leaves no guardian to approve a contact exchange. */
function GuardianRow({ guardian, lastActive }: { guardian: Guardian; lastActive: boolean }) {
  const emailId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: guardiansQueryKey });

  const update = useMutation({
    mutationFn: (canReadConversations: boolean) =>
      api<MessageResponse>('PUT', API.guardian(guardian.id), { body: { canReadConversations } }),
    onSuccess: async (response) => {
      toast.success(response.message || MSG.guardianUpdated);
      await refresh();
    },
    onError: (failure) => toast.error(errorMessage(failure, MSG.unexpectedErrorRetry)),
  });

  const remove = useMutation({
    mutationFn: () => api<MessageResponse>('DELETE', API.guardian(guardian.id)),
    onSuccess: async (response) => {
      toast.success(response.message || MSG.guardianRemoved);
      setConfirming(false);
      // The last guardian gone turns the approval setting off on the server: her account shows it.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })]);
    },
    onError: (failure) => {
      setConfirming(false);
      toast.error(errorMessage(failure, MSG.unexpectedErrorRetry));
    },
  });

  const active = guardian.status === 'active';
  const checked = update.isPending && update.variables !== undefined ? update.variables : guardian.canReadConversations;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p id={emailId} className="font-semibold break-all text-ink">
            {guardian.email}
          </p>
          <span
            className={`mt-1 inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
              active ? 'border-green-200 bg-green-50 text-green-800' : 'border-gold-200 bg-gold-50 text-gold-700'
            }`}
          >
            {active && <UserRoundCheck className="h-3.5 w-3.5" aria-hidden="true" />}
            <span className="sr-only">Status: </span>
            {active ? 'Active' : 'Invitation sent'}
          </span>
        </div>
        <Button
          variant="back"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
          aria-describedby={emailId}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      <SwitchRow
        label="Can read my conversations"
        description="They can read your messages, but never send or delete any."
        checked={checked}
        busy={update.isPending}
        onChange={(next) => update.mutate(next)}
      />
      <ConfirmDialog
        open={confirming}
        title="Remove this guardian?"
        text={
          lastActive
            ? `${guardian.email} will lose access to your requests and conversations at once. With no guardian left, a contact exchange waiting for a guardian's approval goes ahead: you and the other member both agreed to it.`
            : `${guardian.email} will lose access to your requests and conversations at once.`
        }
        confirmLabel="Remove"
        busyLabel="Removing…"
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
