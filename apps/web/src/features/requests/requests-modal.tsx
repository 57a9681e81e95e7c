import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { fullName, type RequestItem } from './types';
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

function Row({ item, children }: { item: RequestItem; children: ReactNode }) {
  const name = fullName(item);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-white p-3">
      <Avatar src={item.avatar} name={name} size={44} />
      <Link
        to={`/user/view-profile/${encodeURIComponent(item.userId)}`}
        className="min-w-0 flex-1 truncate font-semibold text-brand-800 hover:underline"
      >
        {name}
      </Link>
      <div className="flex gap-2">{children}</div>
    </li>
  );
}

function ReceivedList({ items }: { items: RequestItem[] }) {
  const respond = useRespondRequest();
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted">No one has sent you a request yet. New ones appear here.</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => {
        const busy = respond.isPending && respond.variables?.id === item.requestId;
        return (
          <Row key={item.requestId} item={item}>
            <Button size="sm" disabled={busy} onClick={() => respond.mutate({ id: item.requestId, action: 'accepted' })}>
              Accept
            </Button>
            <Button size="sm" variant="back" disabled={busy} onClick={() => respond.mutate({ id: item.requestId, action: 'declined' })}>
              Decline
            </Button>
          </Row>
        );
      })}
    </ul>
  );
}

function SentList({ items }: { items: RequestItem[] }) {
  const cancel = useCancelRequest();
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted">You have no pending requests. Send one from a profile you like.</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <Row key={item.requestId} item={item}>
          <Button
            size="sm"
            variant="back"
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

/** Pending requests in both directions, in two tabs (WAI-ARIA tabs: arrow keys move between them). */
export function RequestsModal({ open, tab, onTabChange, onClose }: RequestsModalProps) {
  const id = useId();
  const tabRefs = useRef<Record<RequestsTab, HTMLButtonElement | null>>({ received: null, sent: null });
  const query = useRequestData();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: RequestsTab = event.key === 'Home' ? 'received' : event.key === 'End' ? 'sent' : tab === 'received' ? 'sent' : 'received';
    onTabChange(next);
    tabRefs.current[next]?.focus();
  };
  const counts: Record<RequestsTab, number> = {
    received: query.data?.incomingRequests.count ?? 0,
    sent: query.data?.outgoingRequests.count ?? 0,
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title="Profile Requests"
      description="Requests waiting for an answer, from others and from you."
      actions={
        <Button variant="back" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div role="tablist" aria-label="Profile requests" className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1">
        {TABS.map((item) => {
          const selected = item.value === tab;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabRefs.current[item.value] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => onTabChange(item.value)}
              className={`flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                selected ? 'bg-white text-brand-800 shadow-sm' : 'text-brand-700 hover:bg-white/60'
              }`}
            >
              {item.label}
              {/* The list itself says how many; the number is a visual summary only. */}
              <span
                aria-hidden="true"
                className={`min-w-6 rounded-full px-1.5 text-xs leading-5 ${selected ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-800'}`}
              >
                {counts[item.value]}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="max-h-[50vh] overflow-y-auto">
        {query.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted">
            {MSG.loading}
          </p>
        ) : query.isError ? (
          <div className="py-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {MSG.requestDataLoadFailed}
            </p>
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : tab === 'received' ? (
          <ReceivedList items={query.data.incomingRequests.list} />
        ) : (
          <SentList items={query.data.outgoingRequests.list} />
        )}
      </div>
    </Modal>
  );
}
