import { Eye } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { ButtonLink } from '../../components/ui/button';
import { useProfileViewers } from './use-suggestions';

/** "Who viewed you" with the count of recent viewers, in the featured-profiles header. */
export function ViewersBadgeLink() {
  const query = useProfileViewers();
  const count = query.data?.pages[0]?.count;
  const { t, formatNumber } = useT();
  return (
    <ButtonLink to={ROUTES.profileViewers} variant="back" className="self-start sm:self-auto">
      <Eye className="h-4 w-4" aria-hidden="true" />
      {t('profileViewersTitle')}
      <span aria-hidden="true" className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-6 ${count ? 'bg-gold-400 text-brand-900' : 'bg-brand-100 text-brand-800'}`}>
        {count === undefined ? '\u2013' : formatNumber(count)}
      </span>
      <span className="sr-only">{count === undefined ? '' : t('viewers.count', { count })}</span>
    </ButtonLink>
  );
}
