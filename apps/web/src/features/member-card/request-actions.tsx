import { Check, Clock3, Inbox, Send, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useCancelRequest, useSendRequest } from '../requests/public';
import type { MemberCard } from '@sakinah/contract';

interface RequestActionsProps {
  card: MemberCard;
  /** Opens the requests modal on Received, for a request this member sent us. */
  onRespond: () => void;
}

/** The request button of a card: Send Request, Request Sent + Cancel Request, Respond, or Connected. */
export function RequestActions({ card, onRespond }: RequestActionsProps) {
  const send = useSendRequest();
  const cancel = useCancelRequest();
  const request = card.request;
  const full = 'w-full';

  if (request?.status === 'accepted') {
    return (
      <Button variant="back" className={full} disabled>
        <Check className="h-4 w-4" aria-hidden="true" />
        Connected
      </Button>
    );
  }
  if (request?.direction === 'incoming') {
    return (
      <Button variant="secondary" className={full} onClick={onRespond}>
        <Inbox className="h-4 w-4" aria-hidden="true" />
        Respond
      </Button>
    );
  }
  if (request?.direction === 'outgoing') {
    return (
      <div className="flex flex-col gap-2">
        <Button variant="back" className={full} disabled>
          <Clock3 className="h-4 w-4" aria-hidden="true" />
          Request Sent
        </Button>
        <Button variant="ghost" size="sm" className={full} disabled={cancel.isPending} onClick={() => cancel.mutate(request.id)}>
          <X className="h-4 w-4" aria-hidden="true" />
          {cancel.isPending ? 'Canceling...' : 'Cancel Request'}
        </Button>
      </div>
    );
  }
  return (
    <Button className={full} disabled={send.isPending} aria-busy={send.isPending || undefined} onClick={() => send.mutate({ receiverId: card.id })}>
      <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      {send.isPending ? 'Sending...' : 'Send Request'}
    </Button>
  );
}
