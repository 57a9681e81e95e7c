import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PhoneCall, Send, ShieldCheck, Trash2, UserRoundCheck, type LucideIcon } from 'lucide-react';
import { API, GUARDIAN_PHONE_CHANNELS, GUARDIAN_RELATIONS, MSG, PHONE_DIGITS, PRIVACY_TOAST_MS, guardianInviteSchema, type Guardian, type GuardianInviteInput, type GuardianRelation, type GuardiansResponse, type MessageResponse, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { isolate, useT } from '../../lib/i18n';
import { SwitchRow } from '../../components/ui/setting-controls';
import { SESSION_QUERY_KEY, useSession } from '../session/public';
import { LoadError } from '../../components/ui/load-error';

export const guardiansQueryKey = ['guardians'] as const;

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

type GuardianSetting = 'guardianApprovesContacts' | 'guardianOnCalls';

/**
 * A setting that asks the guardian (contact exchange, calls): a card with one switch, on only with an active guardian
 * (the server refuses it otherwise); off with no one to ask, it explains instead of offering a switch that cannot work.
 */
function GuardianSettingCard(props: {
  setting: GuardianSetting;
  endpoint: string;
  icon: LucideIcon;
  title: string;
  label: string;
  hint: string;
  unavailableHint: string;
}) {
  const { setting, endpoint, icon: Icon, title, label, hint, unavailableHint } = props;
  const { t } = useT();
  const headingId = useId();
  const { user, setUser } = useSession();
  const guardians = useGuardians();
  const update = useMutation({
    mutationFn: (next: boolean) => api<SelfUpdatedResponse>('PUT', endpoint, { body: { [setting]: next } }),
    onSuccess: (response) => {
      toast.success(response.message, { duration: PRIVACY_TOAST_MS });
      setUser(response.user);
    },
    onError: (failure) => toast.error(errorMessage(failure, t('updateFailed'))),
  });
  if (!user) return null;
  const hasActive = guardians.data?.some((guardian) => guardian.status === 'active') ?? false;
  const on = update.isPending && update.variables !== undefined ? update.variables : user[setting] === true;
  const unavailable = !hasActive && !on;
  return (
    <section className="card p-5 sm:p-7" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4">
        <SwitchRow
          label={label}
          description={unavailable ? (guardians.isPending ? t('guardians.checking') : unavailableHint) : hint}
          checked={on}
          busy={update.isPending}
          disabled={unavailable}
          onChange={(next) => update.mutate(next)}
        />
      </div>
    </section>
  );
}

/** Turning contact approval off keeps any exchange already waiting for the guardian. */
function ContactApprovalCard() {
  const { t } = useT();
  return (
    <GuardianSettingCard
      setting="guardianApprovesContacts"
      endpoint={API.guardianApprovalSetting}
      icon={ShieldCheck}
      title={t('guardians.contactTitle')}
      label={t('guardians.contactLabel')}
      hint={t('guardians.contactHint')}
      unavailableHint={t('guardians.contactUnavailable')}
    />
  );
}

/** "Require my guardian on calls" (issue 44): her guardian is rung with her, and a call connects once they join. */
function CallsGuardianCard() {
  const { t } = useT();
  return (
    <GuardianSettingCard
      setting="guardianOnCalls"
      endpoint={API.guardianOnCalls}
      icon={PhoneCall}
      title={t('calls.logTitle')}
      label={t('calls.guardianSetting')}
      hint={t('calls.guardianSettingHint')}
      unavailableHint={t('callGuardianNone')}
    />
  );
}

/** How the invitation goes (issue 41, item 6): by mail to an address, or by WhatsApp or SMS to a mobile number. */
type SendBy = 'email' | (typeof GUARDIAN_PHONE_CHANNELS)[number];
const SEND_BY_LABEL = { email: 'guardians.byEmail', whatsapp: 'guardians.byWhatsApp', sms: 'guardians.bySms' } as const;

function InviteForm() {
  const id = useId();
  const { t, tx } = useT();
  const queryClient = useQueryClient();
  const [sendBy, setSendBy] = useState<SendBy>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [relation, setRelation] = useState<GuardianRelation | ''>('');
  const [error, setError] = useState<string | null>(null);

  const invite = useMutation({
    mutationFn: (body: GuardianInviteInput) => api<MessageResponse>('POST', API.guardians, { body }),
    onSuccess: async (response) => {
      toast.success(response.message || t('guardianInvited'));
      setEmail('');
      setPhone('');
      setName('');
      setRelation('');
      await queryClient.invalidateQueries({ queryKey: guardiansQueryKey });
    },
    onError: (failure) => {
      const message = errorMessage(failure, t('unexpectedErrorRetry'));
      setError(message);
      toast.error(message);
    },
  });

  const byPhone = sendBy !== 'email';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const where = byPhone ? { phoneNumber: phone, channel: sendBy } : { email };
    const parsed = guardianInviteSchema.safeParse({ ...where, name, ...(relation ? { relation } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? (byPhone ? MSG.phoneInvalid : MSG.emailInvalid));
      return;
    }
    setError(null);
    invite.mutate(parsed.data);
  };

  const inputId = byPhone ? `${id}-phone` : `${id}-email`;
  return (
    <section className="card space-y-5 p-5 sm:p-7" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-800">
          {t('guardians.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('guardians.intro')}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="label">
            {t('guardians.nameLabel')}
          </label>
          <input id={`${id}-name`} className="input" autoComplete="off" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-relation`} className="label">
            {t('guardians.relationLabel')}
          </label>
          <select id={`${id}-relation`} className="input" value={relation} onChange={(event) => setRelation(event.target.value as GuardianRelation | '')}>
            <option value="">{t('guardians.relationChoose')}</option>
            {GUARDIAN_RELATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`guardianRelation.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="label">{t('guardians.sendBy')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['email', ...GUARDIAN_PHONE_CHANNELS] as const).map((value) => (
              <label
                key={value}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
                  sendBy === value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-brand-100 text-ink'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-send-by`}
                  value={value}
                  checked={sendBy === value}
                  onChange={() => {
                    setSendBy(value);
                    setError(null);
                  }}
                  className="accent-brand-600"
                />
                {t(SEND_BY_LABEL[value])}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="min-w-0 sm:col-span-2">
          <label htmlFor={inputId} className="label">
            {t(byPhone ? 'guardians.phoneLabel' : 'guardians.emailLabel')}
          </label>
          {byPhone ? (
            <input
              key="phone"
              id={inputId}
              type="tel"
              dir="ltr"
              autoComplete="off"
              inputMode="numeric"
              required
              aria-required="true"
              value={phone}
              onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
              className="input text-start aria-invalid:border-red-600"
              maxLength={PHONE_DIGITS}
            />
          ) : (
            <input
              key="email"
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
          )}
          {byPhone && (
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
              {t('guardians.phoneHint')}
            </p>
          )}
          {error && (
            <p id={`${inputId}-error`} className="field-error" role="alert">
              {tx(error)}
            </p>
          )}
        </div>
        <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined} className="w-full sm:col-span-2 sm:w-auto sm:justify-self-start">
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {invite.isPending ? t('guardians.sending') : t('guardians.sendInvitation')}
        </Button>
      </form>
    </section>
  );
}

function GuardianList() {
  const { t } = useT();
  const query = useGuardians();

  return (
    <section className="card p-5 sm:p-7" aria-labelledby="guardians-heading">
      <h2 id="guardians-heading" className="text-xl font-bold text-brand-800">
        {t('guardians.yours')}
      </h2>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError message={errorMessage(query.error, t('unexpectedErrorRetry'))} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('guardians.none')}</p>
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
  const { t } = useT();
  // Listed as who they are, "Iqbal Rizvi (father)" (issue 41); the address, or the number masked, only for an
  // invitation sent without a name.
  const relation = GUARDIAN_RELATIONS.find((value) => value === guardian.relation);
  const who = guardian.name
    ? relation
      ? t('guardians.nameAndRelation', { name: guardian.name, relation: t(`guardianRelation.${relation}`) })
      : guardian.name
    : (guardian.email ?? guardian.phone ?? '');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: guardiansQueryKey });

  const update = useMutation({
    mutationFn: (canReadConversations: boolean) =>
      api<MessageResponse>('PUT', API.guardian(guardian.id), { body: { canReadConversations } }),
    onSuccess: async (response) => {
      toast.success(response.message || t('guardianUpdated'));
      await refresh();
    },
    onError: (failure) => toast.error(errorMessage(failure, t('unexpectedErrorRetry'))),
  });

  const remove = useMutation({
    mutationFn: () => api<MessageResponse>('DELETE', API.guardian(guardian.id)),
    onSuccess: async (response) => {
      toast.success(response.message || t('guardianRemoved'));
      setConfirming(false);
      // The last guardian gone turns the approval setting off on the server: her account shows it.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })]);
    },
    onError: (failure) => {
      setConfirming(false);
      toast.error(errorMessage(failure, t('unexpectedErrorRetry')));
    },
  });

  const active = guardian.status === 'active';
  const checked = update.isPending && update.variables !== undefined ? update.variables : guardian.canReadConversations;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p id={emailId} className="font-semibold break-words text-ink">
            {who}
          </p>
          <span
            className={`mt-1 inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
              active ? 'border-green-200 bg-green-50 text-green-800' : 'border-gold-200 bg-gold-50 text-gold-700'
            }`}
          >
            {active && <UserRoundCheck className="h-3.5 w-3.5" aria-hidden="true" />}
            <span className="sr-only">{t('guardians.statusLabel')}</span>
            {active ? t('guardians.active') : t('guardians.invited')}
          </span>
          {!active && guardian.name && guardian.phone && (
            // The number only masked (issue 41, item 6): enough for her to recognise it.
            <p className="mt-1 text-xs text-muted">
              {t('guardians.sentTo', { phone: guardian.phone })}
            </p>
          )}
        </div>
        <Button
          variant="back"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
          aria-describedby={emailId}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('guardians.remove')}
        </Button>
      </div>
      <SwitchRow
        label={t('guardians.canRead')}
        description={t('guardians.canReadHint')}
        checked={checked}
        busy={update.isPending}
        onChange={(next) => update.mutate(next)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('guardians.removeTitle')}
        text={t(lastActive ? 'guardians.removeLastText' : 'guardians.removeText', { who: isolate(who) })}
        confirmLabel={t('guardians.remove')}
        busyLabel={t('guardians.removing')}
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
