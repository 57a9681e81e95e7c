import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MessageCircle, UserCheck } from 'lucide-react';
import { ROUTES, type RequestItem } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { Button, buttonClass } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { RequestCard, requestAnchor } from './request-card';
import { fullName } from './full-name';
import { useCancelRequest, useRequestData, useRespondRequest } from './use-requests';

const chatPath = (userId: string) => ROUTES.conversation.replace(':userId', encodeURIComponent(userId));

/** The request the URL names (`#request-<id>`), e.g. from a profile's "Answer their request". */
function useLinkedRequest(): string | null {
  const { hash } = useLocation();
  return hash.startsWith('#request-') ? hash.slice('#request-'.length) : null;
}

/** Accepted here: the next step is offered at once, Start chat. */
function Connected({ items }: { items: RequestItem[] }) {
  const { t } = useT();
  if (items.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label={t('requests.justConnected')}>
      {items.map((item) => (
        <li key={item.requestId} role="status" className="card flex flex-wrap items-center gap-3 border-brand-200 bg-brand-50 p-4">
          <UserCheck className="h-5 w-5 text-brand-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm text-ink">
            {t('requests.nowConnected', { name: fullName(item) })}
          </p>
          <Link to={chatPath(item.userId)} className={buttonClass('primary', 'sm')}>
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('requests.startChat')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Profile requests waiting for an answer, as cards a family can decide from (photo by policy, age, city, who manages
 * the profile, the introduction, when it was sent), and the ones I sent. Accepting offers "Start chat" at once.
 */
export function ProfileRequestsSection() {
  const { t, formatNumber } = useT();
  const query = useRequestData();
  const respond = useRespondRequest();
  const cancel = useCancelRequest();
  const linked = useLinkedRequest();
  const [justConnected, setJustConnected] = useState<RequestItem[]>([]);

  useEffect(() => {
    if (!linked || !query.data) return;
    document.getElementById(requestAnchor(linked))?.scrollIntoView({ block: 'start' });
  }, [linked, query.data]);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <LoadError message={t('requestDataLoadFailed')} onRetry={() => void query.refetch()} />;
  const received = query.data.incomingRequests.list;
  const sent = query.data.outgoingRequests.list;

  const accept = (item: RequestItem) =>
    respond.mutate({ id: item.requestId, action: 'accepted' }, { onSuccess: () => setJustConnected((list) => [item, ...list]) });

  return (
    <div className="space-y-8">
      <Connected items={justConnected} />
      <section aria-labelledby="received-heading" className="space-y-3">
        <h2 id="received-heading" className="text-2xl font-bold text-brand-800">
          {t('requests.received')} <span className="text-base font-semibold text-muted">({formatNumber(received.length)})</span>
        </h2>
        {received.length === 0 ? (
          <p className="text-sm text-muted">{t('requests.receivedEmpty')}</p>
        ) : (
          <ul className="space-y-3">
            {received.map((item) => {
              const busy = respond.isPending && respond.variables?.id === item.requestId;
              const nameId = `received-${item.requestId}`;
              return (
                <RequestCard key={item.requestId} item={item} nameId={nameId} highlighted={item.requestId === linked}>
                  <Button size="sm" disabled={busy} aria-describedby={nameId} onClick={() => accept(item)}>
                    {t('requests.accept')}
                  </Button>
                  <Button size="sm" variant="back" disabled={busy} aria-describedby={nameId} onClick={() => respond.mutate({ id: item.requestId, action: 'declined' })}>
                    {t('requests.decline')}
                  </Button>
                </RequestCard>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="sent-heading" className="space-y-3">
        <h2 id="sent-heading" className="text-2xl font-bold text-brand-800">
          {t('requests.sent')} <span className="text-base font-semibold text-muted">({formatNumber(sent.length)})</span>
        </h2>
        {sent.length === 0 ? (
          <p className="text-sm text-muted">
            {t('requests.sentEmpty')}{' '}
            <Link to={ROUTES.featuredProfiles} className="font-semibold text-brand-700 underline">
              {t('requests.findMatches')}
            </Link>{' '}
            {t('requests.andSendOne')}
          </p>
        ) : (
          <ul className="space-y-3">
            {sent.map((item) => (
              <RequestCard key={item.requestId} item={item}>
                <Button size="sm" variant="back" disabled={cancel.isPending && cancel.variables === item.requestId} onClick={() => cancel.mutate(item.requestId)}>
                  {t('requests.cancelRequest')}
                </Button>
              </RequestCard>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
