import { useState } from 'react';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { API, MSG, ROUTES, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useSession } from '../session/public';
import { useAccountGate } from '../gating/public';
import { ProblemAlert } from '../../components/ui/problem-alert';

/**
 * One button, not an automatic sign-in on page load: mail scanners open links to check them, and
 * must not use up the owner's single-use link.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const { setUser } = useSession();
  const gate = useAccountGate();
  const [busy, setBusy] = useState(false);
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
      setProblem(invalid ? error.message || MSG.signInLinkInvalid : errorMessage(error, MSG.unexpectedErrorRetry));
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
        {busy ? 'Signing in…' : 'Sign in to my account'}
      </Button>
      <p className="text-center text-sm text-muted">
        Not you?{' '}
        <Link to={ROUTES.forgetPassword} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Choose a new password
        </Link>
      </p>
      {gate.popups}
    </div>
  );
}
