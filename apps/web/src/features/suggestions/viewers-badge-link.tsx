import { Eye } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../../components/ui/button';
import { useProfileViewers } from './use-suggestions';

/** "Who viewed you" with the count of recent viewers, in the featured-profiles header. */
export function ViewersBadgeLink() {
  const query = useProfileViewers();
  const count = query.data?.pages[0]?.count;
  return (
    <ButtonLink to={ROUTES.profileViewers} variant="back" className="self-start sm:self-auto">
      <Eye className="h-4 w-4" aria-hidden="true" />
      {MSG.profileViewersTitle}
      <span aria-hidden="true" className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-6 ${count ? 'bg-gold-400 text-brand-900' : 'bg-brand-100 text-brand-800'}`}>
        {count ?? '\u2013'}
      </span>
      <span className="sr-only">{count === undefined ? '' : count === 1 ? ': 1 viewer' : `: ${count} viewers`}</span>
    </ButtonLink>
  );
}
