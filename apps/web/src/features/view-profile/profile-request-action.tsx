import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { buttonClass } from '../../components/ui/button';
import { useSendRequest } from '../requests/use-requests';
import { memberProfileQueryKey, type MemberRelation } from './member-profile';

/**
 * The way to connect from a profile: Send Request, or where things stand. Also shown on a private
 * profile's locked page, where the relation is not known yet.
 */
export function ProfileRequestAction({ userId, relation }: { userId: string; relation?: MemberRelation }) {
  const send = useSendRequest();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);

  if (relation?.isSelf || relation?.connected) return null;
  if (relation?.incomingRequest === 'pending') {
    return (
      <Link to={ROUTES.featuredProfiles} className={buttonClass('secondary', 'md')}>
        <UserPlus className="h-4 w-4" aria-hidden="true" /> Answer their request
      </Link>
    );
  }
  if (sent || relation?.outgoingRequest === 'pending') {
    return (
      <button type="button" className={buttonClass('back', 'md')} disabled>
        <Check className="h-4 w-4" aria-hidden="true" /> Request Sent
      </button>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass('primary', 'md')}
      disabled={send.isPending}
      onClick={() =>
        send.mutate(userId, {
          onSuccess: () => {
            setSent(true);
            void queryClient.invalidateQueries({ queryKey: memberProfileQueryKey(userId) });
          },
        })
      }
    >
      <UserPlus className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending...' : 'Send Request'}
    </button>
  );
}
