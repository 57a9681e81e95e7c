import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, ShieldCheck } from 'lucide-react';
import { API, ROUTES, type MessageResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { forgetSessionHint } from '../../lib/session-hint';
import { useSession } from '../session/public';
import { ProblemAlert } from '../../components/ui/problem-alert';
import { textNow, useT } from '../../lib/i18n';

/**
 * One button, not an action on page load: mail scanners open links to check them, and must not undo a change
 * the member made herself.
 */
export function UndoEmailChangeForm({ token }: { token: string }) {
  const { setUser } = useSession();
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const undo = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const response = await api<MessageResponse>('POST', API.undoEmailChange, { body: { token } });
      // Every session of the account has ended, this browser's included.
      forgetSessionHint();
      setUser(null);
      setDone(response.message || textNow('emailChangeUndone'));
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setProblem(refused ? error.message || textNow('emailChangeLinkInvalid') : errorMessage(error, textNow('unexpectedErrorRetry')));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="space-y-5">
        <p role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>{done}</span>
        </p>
        <p className="text-center text-sm text-muted">
          {t('account.noEmail')}{' '}
          <Link to={ROUTES.forgetPassword} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('account.askNewLink')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <ul className="list-disc space-y-1 ps-5 text-sm text-muted">
        <li>{t('account.undoPoint1')}</li>
        <li>{t('account.undoPoint2')}</li>
        <li>{t('account.undoPoint3')}</li>
      </ul>
      {problem && (
        <ProblemAlert message={problem} />
      )}
      <Button type="button" className="w-full" onClick={undo} disabled={busy} aria-busy={busy}>
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        {busy ? t('account.securing') : t('account.undoButton')}
      </Button>
      <p className="text-center text-sm text-muted">{t('account.undoIfYou')}</p>
    </div>
  );
}
