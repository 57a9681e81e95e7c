import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Handshake } from 'lucide-react';
import { API, MSG, ROUTES, type MessageResponse, type SharedContact, type SharedContactsResponse } from '@sakinah/contract';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { keysInvalidatedBy } from '../realtime/public';
import { formatDate } from '../profile-display/public';
import { contactExchangeKeys } from '../../lib/query-keys';

const chatPath = (userId: string) => ROUTES.conversation.replace(':userId', encodeURIComponent(userId));


/**
 * Settings → Privacy: the members I share my phone and email with (and my open asks), each with a
 * way to stop at once. Consent given in chat can always be taken back here.
 */
export function SharedContactsCard({ meId }: { meId: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<SharedContact | null>(null);
  const shared = useQuery({
    queryKey: contactExchangeKeys.all,
    queryFn: ({ signal }) => api<SharedContactsResponse>('GET', API.contactExchanges, { signal }),
    select: (response) => response.exchanges,
  });
  const withdraw = useMutation({
    mutationFn: (contact: SharedContact) => api<MessageResponse>('DELETE', API.contactExchange(contact.userId)),
    onSuccess: (response, contact) => {
      toast.success(response.message || MSG.exchangeWithdrawn);
      for (const queryKey of keysInvalidatedBy('contactExchangeChanged', { otherUserId: contact.userId, status: 'withdrawn', requesterId: contact.requesterId })) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toast.error(errorMessage(error, MSG.processingError)),
    onSettled: () => setConfirming(null),
  });

  return (
    <section className="card space-y-5 p-5 sm:p-7" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Handshake className="h-5 w-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-brand-800">
            Shared contact details
          </h2>
          <p className="mt-1 text-sm text-muted">
            Your phone number and email are shown only to connections you both agreed to share them with. Stop sharing at any time: they are hidden again at once.
          </p>
        </div>
      </div>
      {shared.isPending ? (
        <p role="status" className="text-sm text-muted">
          {MSG.loading}
        </p>
      ) : shared.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{errorMessage(shared.error, MSG.unexpectedErrorRetry)}</p>
          <button type="button" onClick={() => void shared.refetch()} className="mt-1 font-semibold underline underline-offset-2">
            Try again
          </button>
        </div>
      ) : shared.data.length === 0 ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">You do not share your contact details with anyone.</p>
      ) : (
        <ul className="divide-y divide-brand-100">
          {shared.data.map((contact) => {
            const name = `${contact.firstName} ${contact.lastName}`.trim() || 'Member';
            const date = formatDate(contact.since);
            const mine = contact.status === 'pending' && contact.requesterId === meId;
            const waiting = contact.status === 'awaiting_guardian';
            const state =
              contact.status === 'accepted'
                ? `Sharing${date ? ` since ${date}` : ''}`
                : waiting
                  ? "You both agreed; waiting for a guardian's approval"
                  : mine
                    ? 'You asked; waiting for an answer'
                    : 'Asked you:';
            return (
              <li key={contact.userId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span aria-hidden="true" className="shrink-0">
                  <Avatar src={contact.avatar} name={name} size={40} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-ink">{name}</p>
                  <p className="text-xs text-muted">
                    {state}
                    {contact.status === 'pending' && !mine && (
                      <>
                        {' '}
                        <Link to={chatPath(contact.userId)} className="font-semibold text-brand-700 underline underline-offset-2">
                          answer in chat
                        </Link>
                      </>
                    )}
                  </p>
                </div>
                {(contact.status === 'accepted' || waiting || mine) && (
                  <Button
                    variant="back"
                    size="sm"
                    className="shrink-0"
                    disabled={withdraw.isPending}
                    aria-label={contact.status === 'accepted' ? `Stop sharing with ${name}` : waiting ? `Withdraw the agreement with ${name}` : `Cancel your request to ${name}`}
                    onClick={() => setConfirming(contact)}
                  >
                    {contact.status === 'accepted' ? 'Stop sharing' : waiting ? 'Withdraw' : 'Cancel'}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.status === 'accepted' ? 'Stop sharing contact details?' : confirming?.status === 'awaiting_guardian' ? 'Withdraw before the guardian decides?' : 'Cancel your request?'}
        text={
          confirming
            ? confirming.status === 'accepted'
              ? `${confirming.firstName} will no longer see your phone number and email, and you will no longer see theirs. Either of you can ask again later in chat.`
              : confirming.status === 'awaiting_guardian'
                ? `Your agreement to exchange contact details with ${confirming.firstName} will be withdrawn, and the guardian will no longer be asked. Either of you can ask again later in chat.`
                : `Your request to exchange contact details with ${confirming.firstName} will be withdrawn.`
            : ''
        }
        confirmLabel={confirming?.status === 'accepted' ? 'Stop sharing' : confirming?.status === 'awaiting_guardian' ? 'Withdraw' : 'Withdraw request'}
        destructive
        busy={withdraw.isPending}
        busyLabel="Stopping..."
        onConfirm={() => confirming && withdraw.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
