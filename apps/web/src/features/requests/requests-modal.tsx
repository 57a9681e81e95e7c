import { useId, type ReactNode } from 'react';
import { MSG } from '@sakinah/contract';
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

const TABS: ReadonlyArray<{ value: RequestsTab; label: string }> = [
  { value: 'received', label: 'Received' },
  { value: 'sent', label: 'Sent' },
];

const TEXTS: TabbedListTexts = {
  title: 'Profile Requests',
  description: 'Requests waiting for an answer, from others and from you.',
  tabsLabel: 'Profile requests',
  loadFailed: MSG.requestDataLoadFailed,
};

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
  if (items.length === 0) return <EmptyList>No one has sent you a request yet. New ones appear here.</EmptyList>;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => {
        const busy = respond.isPending && respond.variables?.id === item.requestId;
        const nameId = `${listId}-${index}`;
        // The same card as the Requests page: who asks, and what they wrote.
        return (
          <RequestCard key={item.requestId} item={item} nameId={nameId}>
            <Button size="sm" disabled={busy} aria-describedby={nameId} onClick={() => respond.mutate({ id: item.requestId, action: 'accepted' })}>
              Accept
            </Button>
            <Button
              size="sm"
              variant="back"
              disabled={busy}
              aria-describedby={nameId}
              onClick={() => respond.mutate({ id: item.requestId, action: 'declined' })}
            >
              Decline
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
  if (items.length === 0) return <EmptyList>You have no pending requests. Send one from a profile you like.</EmptyList>;
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
            Cancel
          </Button>
        </Row>
      ))}
    </ul>
  );
}

/** Pending requests in both directions, in two tabs. */
export function RequestsModal({ open, tab, onTabChange, onClose }: RequestsModalProps) {
  const query = useRequestData();
  const tabs = TABS.map((item) => ({
    ...item,
    count: (item.value === 'received' ? query.data?.incomingRequests.count : query.data?.outgoingRequests.count) ?? 0,
  }));
  return (
    <TabbedListModal
      open={open}
      onClose={onClose}
      texts={TEXTS}
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
