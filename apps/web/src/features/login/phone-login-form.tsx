import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { API, MSG, type LoginWithCodeResponse, type OtpSentResponse, type ProfileChooserResponse, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { api, errorMessage } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../session/public';
import { useAccountGate } from '../gating/public';

type Choice = ProfileChooserResponse['choice'];

/**
 * Sign in with the mobile number (issue 41): a code by WhatsApp and SMS to the verified number, then the code. The
 * server answers any number alike, so the page does too. A number a family shares for several profiles answers, after
 * the right code, "Choose a profile" with a button a profile.
 */
export function PhoneLoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { setUser } = useSession();
  const gate = useAccountGate();
  const { register, getValues } = useForm<{ phone: string; code: string }>();
  const phoneValue = () => (getValues('phone') ?? '').trim();
  const [sent, setSent] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure, MSG.unexpectedErrorRetry));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    attempt(async () => {
      const response = await api<OtpSentResponse>('POST', API.sendLoginCode, { body: { phoneNumber: phoneValue() } });
      toast.success(response.message);
      setSent(true);
    });

  const enter = (response: SelfUpdatedResponse) => {
    setUser(response.user);
    toast.success(response.message);
    if (redirect && response.user.deactivated !== true) navigate(redirect);
    else gate.run(response.user);
  };

  const signIn = () =>
    attempt(async () => {
      const response = await api<LoginWithCodeResponse>('POST', API.loginWithCode, { body: { phoneNumber: phoneValue(), code: (getValues('code') ?? '').trim() } });
      if ('choice' in response) setChoice(response.choice);
      else enter(response);
    });

  const choose = (userId: string) =>
    attempt(async () => {
      enter(await api<SelfUpdatedResponse>('POST', API.loginWithCodeChoose, { body: { token: choice!.token, userId } }));
    });

  if (choice) {
    return (
      <>
        <section aria-labelledby="choose-profile-title" className="space-y-4">
          <h2 id="choose-profile-title" className="font-display text-2xl font-bold text-brand-900">
            {t('phoneSignIn.chooseTitle')}
          </h2>
          <p className="text-sm text-gray-600">{t('phoneSignIn.chooseHelp')}</p>
          <ul aria-label={t('phoneSignIn.chooseList')} className="space-y-3">
            {choice.profiles.map((profile) => (
              <li key={profile.id}>
                <Button
                  type="button"
                  size="lg"
                  variant="back"
                  className="w-full justify-start"
                  disabled={busy}
                  aria-describedby={`profile-kind-${profile.id}`}
                  onClick={() => void choose(profile.id)}
                >
                  <span className="flex flex-col items-start text-start">
                    <span>{profile.firstName}</span>
                    <span id={`profile-kind-${profile.id}`} aria-hidden="true" className="text-xs font-normal text-gray-600">
                      {t(profile.kind === 'guardian' ? 'phoneSignIn.kindGuardian' : 'phoneSignIn.kindMember')}
                    </span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button
            type="button"
            variant="ghost"
            className="w-full"
            disabled={busy}
            onClick={() => {
              setChoice(null);
              setSent(false);
              setError(null);
            }}
          >
            {t('phoneSignIn.otherNumber')}
          </Button>
        </section>
        {gate.popups}
      </>
    );
  }

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
          label={t('phoneSignIn.phoneLabel')}
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
            label={t('phoneSignIn.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            registration={register('code')}
            error={error}
          />
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
          {sent ? t('phoneSignIn.signIn') : t('phoneSignIn.sendCode')}
        </Button>
        {sent && (
          <Button type="button" variant="ghost" className="w-full" disabled={busy} onClick={() => void sendCode()}>
            {t('phoneSignIn.sendAgain')}
          </Button>
        )}
      </form>
      {gate.popups}
    </>
  );
}
