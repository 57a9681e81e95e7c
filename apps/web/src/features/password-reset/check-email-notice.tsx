import { useLocation } from 'react-router';
import type { CheckEmailState } from './forgot-password-form';
import { isolateLtr, useT } from '../../lib/i18n';

/** The address from the forgot-password page, when the member came from there. */
function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as Partial<CheckEmailState>).email;
  return typeof email === 'string' && email.length > 0 ? email : null;
}

export function CheckEmailNotice() {
  const email = emailFrom(useLocation().state);
  const { t } = useT();
  // The address in bold, wherever the language puts it in the sentence: the sentence is split at its placeholder.
  const MARK = '\u0000';
  const [before, after] = t('checkEmail.sentTo', { email: MARK }).split(MARK);
  return (
    <div className="space-y-3 text-center text-sm leading-relaxed text-muted">
      {email ? (
        <p>
          {before}
          <strong dir="ltr" className="font-semibold break-all text-ink">
            {isolateLtr(email)}
          </strong>
          {after}
        </p>
      ) : (
        <p>{t('checkEmail.sentToThis')}</p>
      )}
      <p>{t('checkEmail.follow')}</p>
      <p>{t('checkEmail.spam')}</p>
    </div>
  );
}
