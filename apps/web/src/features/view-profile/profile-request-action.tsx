import { Link } from 'react-router';
import { Check, UserPlus } from 'lucide-react';
import { ROUTES, type MemberRelation } from '@sakinah/contract';
import { buttonClass } from '../../components/ui/button';
import { useRequestData, useSendRequest } from '../requests/public';

type RequestState = 'connected' | 'incoming' | 'outgoing' | 'none';

/**
 * The way to connect from a profile: Send Request, or where things stand. Also shown on a private
 * profile's locked page, where the profile (and so its relation) cannot be loaded.
 *
 * The state always comes from a query (the profile's relation, or my request lists), never from a
 * flag set on click: an answer, a cancellation or a removal elsewhere shows here as soon as the
 * real-time event refreshes that query.
 */
export function ProfileRequestAction({ userId, relation }: { userId: string; relation?: MemberRelation }) {
  if (relation?.isSelf) return null;
  if (relation) return <RequestButton userId={userId} state={stateFromRelation(relation)} />;
  return <LockedProfileRequestAction userId={userId} />;
}

function stateFromRelation(relation: MemberRelation): RequestState {
  if (relation.connected) return 'connected';
  if (relation.incomingRequest === 'pending') return 'incoming';
  if (relation.outgoingRequest === 'pending') return 'outgoing';
  return 'none';
}

/** A private profile cannot be loaded: where things stand comes from my own request lists. */
function LockedProfileRequestAction({ userId }: { userId: string }) {
  const data = useRequestData().data;
  const has = (list: { userId: string }[] | undefined) => list?.some((item) => item.userId === userId) ?? false;
  const state: RequestState = has(data?.requests.list)
    ? 'connected'
    : has(data?.incomingRequests.list)
      ? 'incoming'
      : has(data?.outgoingRequests.list)
        ? 'outgoing'
        : 'none';
  return <RequestButton userId={userId} state={state} />;
}

function RequestButton({ userId, state }: { userId: string; state: RequestState }) {
  const send = useSendRequest();

  if (state === 'connected') return null;
  if (state === 'incoming') {
    return (
      <Link to={ROUTES.featuredProfiles} className={buttonClass('secondary', 'md')}>
        <UserPlus className="h-4 w-4" aria-hidden="true" /> Answer their request
      </Link>
    );
  }
  if (state === 'outgoing') {
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
      // Stays pending until the views it changes have refetched, so it never flashes back.
      disabled={send.isPending}
      aria-busy={send.isPending || undefined}
      onClick={() => send.mutate(userId)}
    >
      <UserPlus className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending...' : 'Send Request'}
    </button>
  );
}
