import { BadgeCheck } from 'lucide-react';
import { useT } from '../../lib/i18n';

/** A small green "Verified" chip for members whose identity the team has checked. */
export function VerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useT();
  return (
    <span
      role="img"
      aria-label={t('verification.badgeLabel')}
      title={t('verification.badgeTitle')}
      className={`inline-flex items-center gap-1 rounded-full border border-green-200 bg-green-50 px-2 py-0.5 align-middle font-sans text-xs font-semibold text-green-800 ${className}`}
    >
      <BadgeCheck className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span aria-hidden="true">{t('verification.verified')}</span>
    </span>
  );
}
