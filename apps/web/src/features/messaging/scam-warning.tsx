import { useState } from 'react';
import { Link } from 'react-router';
import { Flag, ShieldAlert } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { ReportDialog } from '../safety/public';

interface Props {
  message: { id: string; text: string };
  /** The sender: the member a report is about. */
  otherUserId: string;
  otherName: string;
}

/**
 * Under a message the server found scam-like, for its receiver only: calm advice, never a block
 * (the message stays readable, a false alarm costs her a glance), and a Report that attaches it.
 */
export function ScamWarning({ message, otherUserId, otherName }: Props) {
  const { t } = useT();
  const [reporting, setReporting] = useState(false);
  const titleId = `scam-warning-${message.id}`;
  return (
    <aside
      aria-labelledby={titleId}
      data-testid="scam-warning"
      className="mt-1.5 w-full max-w-[85%] rounded-2xl border border-gold-200 bg-gold-50 px-3.5 py-3 text-sm text-ink sm:max-w-[70%]"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-sans text-sm font-semibold text-gold-700">
        <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('scamWarningTitle')}
      </h3>
      <p className="mt-1 text-[13px] leading-snug text-ink/80">{t('scamWarningBody')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-[13px] leading-snug marker:text-gold-500">
        <li>{t('scamWarningTipMoney')}</li>
        <li>{t('scamWarningTipStay')}</li>
      </ul>
      <div className="mt-2.5 flex flex-wrap items-center justify-between gap-2">
        <Link to={ROUTES.safety} className="text-[13px] font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t('scamWarningSafetyLink')}
        </Link>
        <button
          type="button"
          onClick={() => setReporting(true)}
          aria-haspopup="dialog"
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-gold-300 bg-white px-3 py-1 text-[13px] font-semibold text-gold-700 hover:bg-gold-100"
        >
          <Flag className="h-3.5 w-3.5" aria-hidden="true" />
          {t('scamWarningReport')}
        </button>
      </div>
      {reporting && <ReportDialog userId={otherUserId} firstName={otherName} initialReason="asking_for_money" message={message} onClose={() => setReporting(false)} />}
    </aside>
  );
}
