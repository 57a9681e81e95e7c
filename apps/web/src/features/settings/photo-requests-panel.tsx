import { useId, useState } from 'react';
import { Images } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSession } from '../session/public';
import { useWaitingCounts } from '../requests/public';
import { AccessRequestsModal } from './access-requests-modal';
import { useT } from '../../lib/i18n';

/**
 * The Requests page's photo-access part: how many members wait to see her private photos, and the same list as
 * Settings → Privacy (accept, decline), one tap away instead of three levels deep (issue 39).
 */
export function PhotoRequestsPanel() {
  const { t } = useT();
  const headingId = useId();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const waiting = useWaitingCounts().data?.photoRequests ?? 0;
  if (!user) return null;
  return (
    <section className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5" aria-labelledby={headingId}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Images className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-sans text-base font-semibold text-ink">
            {t('photoRequests.title')}
          </h2>
          <p className="text-sm text-muted">
            {waiting === 0 ? t('photoRequests.none') : t('photoRequests.waiting', { count: waiting })}
          </p>
        </div>
      </div>
      <Button size="sm" variant={waiting > 0 ? 'primary' : 'secondary'} className="self-start sm:self-center" onClick={() => setOpen(true)}>
        {t('photoRequests.review')}
      </Button>
      <AccessRequestsModal open={open} onClose={() => setOpen(false)} userId={user.id} />
    </section>
  );
}
