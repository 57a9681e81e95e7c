import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { API, MSG, PHONE_SIGN_IN_MSG, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { api, errorMessage } from '../../lib/api';
import { useSession } from '../session/public';
import { useAccountGate } from '../gating/public';

/**
 * Sign in with the mobile number (issue 41): a code by WhatsApp and SMS to the verified number, then the code. The
 * server answers any number alike, so the page does too.
 */
export function PhoneLoginForm({ redirect }: { redirect: string | null }) {
  const navigate = useNavigate();
  const { setUser } = useSession();
  const gate = useAccountGate();
  const { register, getValues } = useForm<{ phone: string; code: string }>();
  const phoneValue = () => (getValues('phone') ?? '').trim();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await api<{ message: string }>('POST', API.sendLoginCode, { body: { phoneNumber: phoneValue() } });
      toast.success(response.message);
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, MSG.unexpectedErrorRetry));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await api<SelfUpdatedResponse>('POST', API.loginWithCode, { body: { phoneNumber: phoneValue(), code: (getValues('code') ?? '').trim() } });
      setUser(response.user);
      toast.success(response.message);
      if (redirect && response.user.deactivated !== true) navigate(redirect);
      else gate.run(response.user);
    } catch (failure) {
      setError(errorMessage(failure, MSG.unexpectedErrorRetry));
      setBusy(false);
    }
  };

  return (
    <>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void (sent ? signIn() : sendCode());
        }}
      >
        <TextField
          id="login-phone"
          label={PHONE_SIGN_IN_MSG.phoneLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          registration={register('phone')}
          error={!sent ? error : null}
        />
        {sent && (
          <TextField
            id="login-code"
            label={PHONE_SIGN_IN_MSG.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            registration={register('code')}
            error={error}
          />
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
          {sent ? PHONE_SIGN_IN_MSG.signIn : PHONE_SIGN_IN_MSG.sendCode}
        </Button>
        {sent && (
          <Button type="button" variant="ghost" className="w-full" disabled={busy} onClick={() => void sendCode()}>
            {PHONE_SIGN_IN_MSG.sendCode}
          </Button>
        )}
      </form>
      {gate.popups}
    </>
  );
}
