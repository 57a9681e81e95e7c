import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Handshake } from 'lucide-react';
import { API, ROUTES, type MessageResponse, type SharedContact, type SharedContactsResponse } from '@sakinah/contract';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { keysInvalidatedBy } from '../realtime/public';
import { contactExchangeKeys } from '../../lib/query-keys';
import { textNow, useT } from '../../lib/i18n';

const chatPath = (userId: string) => ROUTES.conversation.replace(':userId', encodeURIComponent(userId));


/**
 * Settings → Privacy: the members I share my phone and email with (and my open asks), each with a
 * way to stop at once. Consent given in chat can always be taken back here.
 */
export function SharedContactsCard({ meId }: { meId: string }) {
  const { t, formatDate } = useT();
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
      toast.success(response.message || textNow('exchangeWithdrawn'));
      for (const queryKey of keysInvalidatedBy('contactExchangeChanged', { otherUserId: contact.userId, status: 'withdrawn', requesterId: contact.requesterId })) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toast.error(errorMessage(error, textNow('processingError'))),
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
            {t('shared.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t('shared.lead')}
          </p>
        </div>
      </div>
      {shared.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('loading')}
        </p>
      ) : shared.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{errorMessage(shared.error, t('unexpectedErrorRetry'))}</p>
          <button type="button" onClick={() => void shared.refetch()} className="mt-1 font-semibold underline underline-offset-2">
            {t('shared.tryAgain')}
          </button>
        </div>
      ) : shared.data.length === 0 ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">{t('shared.none')}</p>
      ) : (
        <ul className="divide-y divide-brand-100">
          {shared.data.map((contact) => {
            const name = `${contact.firstName} ${contact.lastName}`.trim() || t('requests.member');
            const date = contact.since ? formatDate(contact.since) : '';
            const mine = contact.status === 'pending' && contact.requesterId === meId;
            const waiting = contact.status === 'awaiting_guardian';
            const state =
              contact.status === 'accepted'
                ? date
                  ? t('shared.sharingSince', { date })
                  : t('shared.sharing')
                : waiting
                  ? t('shared.awaitingGuardian')
                  : mine
                    ? t('shared.youAsked')
                    : t('shared.askedYou');
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
                          {t('shared.answerInChat')}
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
                    aria-label={
                      contact.status === 'accepted'
                        ? t('shared.stopWith', { name })
                        : waiting
                          ? t('shared.withdrawWith', { name })
                          : t('shared.cancelTo', { name })
                    }
                    onClick={() => setConfirming(contact)}
                  >
                    {contact.status === 'accepted' ? t('shared.stop') : waiting ? t('shared.withdraw') : t('shared.cancel')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.status === 'accepted'
            ? t('shared.stopTitle')
            : confirming?.status === 'awaiting_guardian'
              ? t('shared.withdrawTitle')
              : t('shared.cancelTitle')
        }
        text={
          confirming
            ? confirming.status === 'accepted'
              ? t('shared.stopText', { name: confirming.firstName })
              : confirming.status === 'awaiting_guardian'
                ? t('shared.withdrawText', { name: confirming.firstName })
                : t('shared.cancelText', { name: confirming.firstName })
            : ''
        }
        confirmLabel={
          confirming?.status === 'accepted'
            ? t('shared.stop')
            : confirming?.status === 'awaiting_guardian'
              ? t('shared.withdraw')
              : t('shared.withdrawRequest')
        }
        destructive
        busy={withdraw.isPending}
        busyLabel={t('shared.stopping')}
        onConfirm={() => confirming && withdraw.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
