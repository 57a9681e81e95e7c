import { BlockButton } from './block-button';
import { ReportButton } from './report-button';
import { useT } from '../../lib/i18n';

/** Block and Report on another member's profile (nothing on one's own). */
export function ProfileSafetyActions({ userId, firstName, isSelf }: { userId: string; firstName: string; isSelf: boolean }) {
  const { t } = useT();
  if (isSelf || !userId) return null;
  return (
    <div role="group" aria-label={t('safety.optionsFor', { name: firstName })} className="flex flex-wrap items-center gap-1">
      <BlockButton userId={userId} firstName={firstName} />
      <ReportButton userId={userId} firstName={firstName} />
    </div>
  );
}
