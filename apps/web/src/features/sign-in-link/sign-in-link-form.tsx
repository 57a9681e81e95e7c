import { useState } from 'react';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { API, ROUTES, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useSession } from '../session/public';
import { useAccountGate } from '../gating/public';
import { ProblemAlert } from '../../components/ui/problem-alert';
import { textNow, useT } from '../../lib/i18n';

/**
 * One button, not an automatic sign-in on page load: mail scanners open links to check them, and
 * must not use up the owner's single-use link.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const { setUser } = useSession();
  const gate = useAccountGate();
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const response = await api<SelfUpdatedResponse>('POST', API.signInWithLink, { body: { token } });
      setUser(response.user);
      gate.run(response.user);
    } catch (error) {
      const invalid = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setProblem(invalid ? error.message || textNow('signInLinkInvalid') : errorMessage(error, textNow('unexpectedErrorRetry')));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      {problem && (
        <ProblemAlert message={problem} />
      )}
      <Button type="button" className="w-full" onClick={signIn} disabled={busy} aria-busy={busy}>
        <LogIn className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {busy ? t('account.signingIn') : t('account.signInButton')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('account.notYou')}{' '}
        <Link to={ROUTES.forgetPassword} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('account.choosePassword')}
        </Link>
      </p>
      {gate.popups}
    </div>
  );
}
