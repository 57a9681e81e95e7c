import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { EmptyList, PersonRow, TabbedListModal, type TabbedListTexts } from '../../components/ui/tabbed-list-modal';
import type { RequestItem } from '@sakinah/contract';
import { fullName } from './full-name';
import { RequestCard } from './request-card';
import { useCancelRequest, useRequestData, useRespondRequest } from './use-requests';

export type RequestsTab = 'received' | 'sent';

interface RequestsModalProps {
  open: boolean;
  tab: RequestsTab;
  onTabChange: (tab: RequestsTab) => void;
  onClose: () => void;
}


function Row({ item, nameId, children }: { item: RequestItem; nameId: string; children: ReactNode }) {
  return (
    <PersonRow avatar={item.avatar} name={fullName(item)} profileId={item.userId} nameId={nameId}>
      {children}
    </PersonRow>
  );
}

function ReceivedList({ items }: { items: RequestItem[] }) {
  const listId = useId();
  const respond = useRespondRequest();
  const { t } = useT();
  if (items.length === 0) return <EmptyList>{t('requests.receivedEmpty')}</EmptyList>;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => {
        const busy = respond.isPending && respond.variables?.id === item.requestId;
        const nameId = `${listId}-${index}`;
        // The same card as the Requests page: who asks, and what they wrote.
        return (
          <RequestCard key={item.requestId} item={item} nameId={nameId}>
            <Button size="sm" disabled={busy} aria-describedby={nameId} onClick={() => respond.mutate({ id: item.requestId, action: 'accepted' })}>
              {t('requests.accept')}
            </Button>
            <Button
              size="sm"
              variant="back"
              disabled={busy}
              aria-describedby={nameId}
              onClick={() => respond.mutate({ id: item.requestId, action: 'declined' })}
            >
              {t('requests.decline')}
            </Button>
          </RequestCard>
        );
      })}
    </ul>
  );
}

function SentList({ items }: { items: RequestItem[] }) {
  const listId = useId();
  const cancel = useCancelRequest();
  const { t } = useT();
  if (items.length === 0) return <EmptyList>{t('requests.sentEmptyModal')}</EmptyList>;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <Row key={item.requestId} item={item} nameId={`${listId}-${index}`}>
          <Button
            size="sm"
            variant="back"
            aria-describedby={`${listId}-${index}`}
            disabled={cancel.isPending && cancel.variables === item.requestId}
            onClick={() => cancel.mutate(item.requestId)}
          >
            {t('requests.cancel')}
          </Button>
        </Row>
      ))}
    </ul>
  );
}

/** Pending requests in both directions, in two tabs. */
export function RequestsModal({ open, tab, onTabChange, onClose }: RequestsModalProps) {
  const { t } = useT();
  const query = useRequestData();
  const texts: TabbedListTexts = {
    title: t('requests.modalTitle'),
    description: t('requests.modalDescription'),
    tabsLabel: t('requests.tabsLabel'),
    loadFailed: t('requestDataLoadFailed'),
  };
  const TABS: ReadonlyArray<{ value: RequestsTab; label: string }> = [
    { value: 'received', label: t('requests.received') },
    { value: 'sent', label: t('requests.sent') },
  ];
  const tabs = TABS.map((item) => ({
    ...item,
    count: (item.value === 'received' ? query.data?.incomingRequests.count : query.data?.outgoingRequests.count) ?? 0,
  }));
  return (
    <TabbedListModal
      open={open}
      onClose={onClose}
      texts={texts}
      tabs={tabs}
      tab={tab}
      onTabChange={onTabChange}
      query={query}
    >
      {query.data &&
        (tab === 'received' ? (
          <ReceivedList items={query.data.incomingRequests.list} />
        ) : (
          <SentList items={query.data.outgoingRequests.list} />
        ))}
    </TabbedListModal>
  );
}
