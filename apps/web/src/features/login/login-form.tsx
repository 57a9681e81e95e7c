import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { CheckCircle2, LogIn, XCircle } from 'lucide-react';
import { API, GATING_CHECK_MS, LOGIN_POPUP_MS, MSG, ROUTES, loginSchema, type LoginInput, type SelfUpdatedResponse } from '@sakinah/contract';
import type { z } from 'zod/mini';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError, api } from '../../lib/api';
import { useSession, type SessionUser } from '../session/public';
import { useAccountGate } from '../gating/public';
import { EmailField, PasswordField } from '../../components/ui/text-field';
import { textNow, useT } from '../../lib/i18n';

type LoginData = z.output<typeof loginSchema>;

/**
 * The popup text for a failed sign-in: the server's words (401, 403, 429 …), "Login failed" when
 * it said no without a reason, and the generic retry text when the server could not be reached.
 */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return textNow('unexpectedErrorRetry');
  // api() stands in MSG.unexpectedError when the body carried no message.
  if (error.message && error.message !== MSG.unexpectedError) return error.message;
  return textNow(error.status >= 200 && error.status < 300 ? 'loginFailed' : 'unexpectedErrorRetry');
}

/** Email and password; on success a short popup, then the redirect or the gating check. */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const { t, path } = useT();
  const navigate = useNavigate();
  const { setUser } = useSession();
  const gate = useAccountGate();
  const { run } = gate;
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<SessionUser | null>(null);
  const [successOpen, setSuccessOpen] = useState(false);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver: zodResolver(loginSchema),
    // No default values: each field starts from what its input holds. The page is pre-rendered, so a
    // visitor may type before the app has loaded; a default would overwrite that on hydration.
    mode: 'onTouched',
  });

  // The success popup stays up for LOGIN_POPUP_MS; the next step follows a moment after it closes.
  useEffect(() => {
    if (!signedIn) return;
    const hide = window.setTimeout(() => setSuccessOpen(false), LOGIN_POPUP_MS);
    const next = window.setTimeout(() => {
      // A paused account is asked to reactivate first, whatever the redirect.
      if (redirect && signedIn.deactivated !== true) navigate(redirect);
      else run(signedIn);
    }, GATING_CHECK_MS);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(next);
    };
  }, [signedIn, redirect, navigate, run]);

  const onSubmit = async (values: LoginData) => {
    try {
      const response = await api<SelfUpdatedResponse>('POST', API.login, { body: values });
      // Only an explicit success counts (spec section 8).
      if (response.success !== true || !response.user) {
        setFailure(response.message || textNow('loginFailed'));
        return;
      }
      setUser(response.user);
      setSignedIn(response.user);
      setSuccessOpen(true);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const busy = isSubmitting || signedIn !== null;

  return (
    <>
      {/* POST, so a submit without the app (scripts off) never puts the password in the address. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <EmailField
          id="login-email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          required
          error={errors.email?.message}
          registration={register('email')}
        />
        <PasswordField
          id="login-password"
          label={t('login.password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          required
          error={errors.password?.message}
          registration={register('password')}
        />
        <p className="text-end text-sm text-muted">
          {t('login.forgot')}{' '}
          <Link to={path(ROUTES.forgetPassword)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('login.reset')}
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={isSubmitting || undefined}>
          <LogIn className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('login.noAccount')}{' '}
          <Link to={path(ROUTES.signup)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('login.createAccount')}
          </Link>
        </p>
      </form>

      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        // The submit button was disabled while the request ran; the password is what to fix next.
        returnFocus={() => document.getElementById('login-password')}
        title={t('loginFailedTitle')}
        description={failure}
        tone="danger"
        icon={<XCircle className="h-7 w-7" />}
        actions={
          <Button variant="primary" onClick={() => setFailure(null)}>
            {t('login.tryAgain')}
          </Button>
        }
      />
      <Modal
        open={successOpen}
        onClose={() => setSuccessOpen(false)}
        dismissible={false}
        title={t('loginSuccess')}
        tone="success"
        icon={<CheckCircle2 className="h-7 w-7" />}
      />
      {gate.popups}
    </>
  );
}
