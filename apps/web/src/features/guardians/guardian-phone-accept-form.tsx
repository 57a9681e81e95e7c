import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MessageSquareText, UserRoundCheck } from 'lucide-react';
import { API, MSG, OTP_DIGITS, ROUTES, type OtpSentResponse, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button, ButtonLink } from '../../components/ui/button';
import { ProblemAlert } from '../../components/ui/problem-alert';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../session/public';

type Field = 'firstName' | 'lastName' | 'code';

/**
 * An invitation by WhatsApp or SMS (issue 41, item 6): a code to the invited number proves it is hers; with it she
 * makes her guardian account (her name), or, when the number has one already, only adds this member to it.
 */
export function GuardianPhoneAcceptForm({ token, hasAccount }: { token: string; hasAccount: boolean }) {
  const id = useId();
  const { t } = useT();
  const navigate = useNavigate();
  const { setUser } = useSession();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [invalid, setInvalid] = useState<string | null>(null);

  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      const named = (error.errors ?? []).filter((item): item is { field: Field; message: string } => ['firstName', 'lastName', 'code'].includes(item.field));
      if (named.length > 0) {
        setErrors(Object.fromEntries(named.map((item) => [item.field, item.message])));
        return;
      }
      if (error.message === MSG.guardianInviteInvalid) {
        setInvalid(error.message);
        return;
      }
      // A wrong or expired code: said at the code field.
      if (error.status === 400 && codeSent) {
        setErrors({ code: error.message });
        return;
      }
    }
    toast.error(errorMessage(error, MSG.unexpectedErrorRetry));
  };

  const sendCode = async () => {
    setBusy(true);
    setErrors({});
    try {
      const response = await api<OtpSentResponse>('POST', API.guardianAcceptCode(token));
      toast.success(response.message);
      setCodeSent(true);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) {
      await sendCode();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const body = hasAccount ? { code } : { firstName, lastName, code };
      const response = await api<SelfUpdatedResponse>('POST', API.guardianAccept(token), { body });
      toast.success(response.message || MSG.guardianWelcome);
      setUser(response.user);
      navigate(ROUTES.guardianHome, { replace: true });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  if (invalid) {
    return (
      <div className="space-y-5 text-center">
        <ProblemAlert message={invalid} />
        <ButtonLink to={ROUTES.home} className="w-full sm:w-auto">
          Go to the home page
        </ButtonLink>
      </div>
    );
  }

  const field = (name: Field, label: string, value: string, set: (next: string) => void, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="input aria-invalid:border-red-600"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...extra}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={accept} className="space-y-5">
      {!hasAccount && (
        <div className="grid gap-5 sm:grid-cols-2">
          {field('firstName', t('ui.firstName'), firstName, setFirstName, { autoComplete: 'given-name', maxLength: 50, required: true, 'aria-required': true })}
          {field('lastName', t('ui.lastName'), lastName, setLastName, { autoComplete: 'family-name', maxLength: 50 })}
        </div>
      )}
      {codeSent &&
        field('code', t('guardianInvite.codeLabel'), code, (next) => setCode(next.replace(/\D/g, '').slice(0, OTP_DIGITS)), {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          dir: 'ltr',
          maxLength: OTP_DIGITS,
        })}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full">
        {codeSent ? <UserRoundCheck className="h-4 w-4" aria-hidden="true" /> : <MessageSquareText className="h-4 w-4" aria-hidden="true" />}
        {t(codeSent ? 'guardianInvite.accept' : 'guardianInvite.sendCode')}
      </Button>
      {codeSent && (
        <button type="button" className="w-full text-sm font-semibold text-brand-700 underline" disabled={busy} onClick={() => void sendCode()}>
          {t('guardianInvite.sendAgain')}
        </button>
      )}
    </form>
  );
}
