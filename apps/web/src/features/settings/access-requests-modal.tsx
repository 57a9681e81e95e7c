import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, MSG } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { api, errorMessage } from '../../lib/api';
import { formatDate } from '../profile-display/labels';
import {
  fetchPhotoAccessRequests,
  photoAccessKeys,
  requestIdOf,
  requesterName,
  type AccessStatus,
  type PhotoAccessRequest,
} from './privacy-api';

type AccessTab = AccessStatus;

const TABS: ReadonlyArray<{ value: AccessTab; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Approved' },
];

const LIST_ERRORS = { failed: MSG.accessRequestsLoadFailed, network: MSG.accessRequestsLoadError };

interface AccessRequestsModalProps {
  open: boolean;
  onClose: () => void;
  userId: string;
}

function useAccessList(userId: string, status: AccessStatus, enabled: boolean) {
  return useQuery({
    queryKey: photoAccessKeys.list(userId, status),
    queryFn: ({ signal }) => fetchPhotoAccessRequests(status, LIST_ERRORS, signal),
    enabled,
    staleTime: 0,
  });
}

/** Drops one request from a cached list so it disappears before the refetch lands. */
function useDropFromList(userId: string) {
  const queryClient = useQueryClient();
  return (status: AccessStatus, id: string) => {
    for (const key of [photoAccessKeys.list(userId, status), ...(status === 'pending' ? [photoAccessKeys.count(userId)] : [])]) {
      queryClient.setQueryData<PhotoAccessRequest[]>(key, (items) => items?.filter((item) => requestIdOf(item) !== id));
    }
    void queryClient.invalidateQueries({ queryKey: photoAccessKeys.all });
  };
}

/** `nameId` names the row so its buttons can point at whom they act on (aria-describedby). */
function Row({ item, nameId, children }: { item: PhotoAccessRequest; nameId: string; children: ReactNode }) {
  const name = requesterName(item);
  const profileId = item.requester.id || item.requester._id;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-white p-3">
      <Avatar src={item.requester.avatar ?? null} name={name} size={44} />
      {/* Too narrow for name and buttons side by side (a phone): the buttons move to their own line. */}
      <div className="min-w-[9rem] flex-1 basis-[9rem]">
        {profileId ? (
          <Link
            to={`/user/view-profile/${encodeURIComponent(profileId)}`}
            id={nameId}
            className="block truncate font-semibold text-brand-800 hover:underline"
          >
            {name}
          </Link>
        ) : (
          <p id={nameId} className="truncate font-semibold text-brand-800">
            {name}
          </p>
        )}
        {item.createdAt && (
          <p className="text-xs whitespace-nowrap text-muted">
            Requested <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </p>
        )}
        {item.message && <p className="mt-1 text-sm break-words text-ink">“{item.message}”</p>}
      </div>
      <div className="ml-auto flex gap-2">{children}</div>
    </li>
  );
}

function PendingList({ items, userId }: { items: PhotoAccessRequest[]; userId: string }) {
  const listId = useId();
  const drop = useDropFromList(userId);
  const respond = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'accepted' | 'rejected' }) =>
      api<{ success: true; message?: string }>('PUT', API.respondPhotoRequest(id), { body: { status } }),
    onSuccess: (response, { id, status }) => {
      toast.success(response.message || (status === 'accepted' ? MSG.photoRequestAccepted : MSG.photoRequestRejected));
      drop('pending', id);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.processingError)),
  });
  if (items.length === 0) {
    return <p className="py-6 text-center text-sm text-muted">No pending requests. When a member asks to see your photos, it appears here.</p>;
  }
  return (
    <ul className="space-y-2">
      {items.map((item, index) => {
        const id = requestIdOf(item);
        const busy = respond.isPending && respond.variables?.id === id;
        const name = requesterName(item);
        const nameId = `${listId}-${index}`;
        const answer = (status: 'accepted' | 'rejected') => {
          if (!id) {
            toast.error(MSG.processingError);
            return;
          }
          respond.mutate({ id, status });
        };
        return (
          <Row key={id || name} item={item} nameId={nameId}>
            <Button size="sm" disabled={busy} aria-describedby={nameId} onClick={() => answer('accepted')}>
              Accept
            </Button>
            <Button size="sm" variant="back" disabled={busy} aria-describedby={nameId} onClick={() => answer('rejected')}>
              Reject
            </Button>
          </Row>
        );
      })}
    </ul>
  );
}

function ApprovedList({ items, userId }: { items: PhotoAccessRequest[]; userId: string }) {
  const listId = useId();
  const drop = useDropFromList(userId);
  const remove = useMutation({
    mutationFn: (id: string) => api<{ success: true; message?: string }>('DELETE', API.removePhotoAccess(id)),
    onSuccess: (response, id) => {
      toast.success(response.message || MSG.accessRemoved);
      drop('accepted', id);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.removeAccessFailed)),
  });
  if (items.length === 0) {
    return <p className="py-6 text-center text-sm text-muted">You have not approved anyone yet. Members you accept appear here.</p>;
  }
  return (
    <ul className="space-y-2">
      {items.map((item, index) => {
        const id = requestIdOf(item);
        const name = requesterName(item);
        const nameId = `${listId}-${index}`;
        return (
          <Row key={id || name} item={item} nameId={nameId}>
            <Button
              size="sm"
              variant="delete"
              aria-describedby={nameId}
              disabled={remove.isPending && remove.variables === id}
              onClick={() => {
                if (!id) {
                  toast.error(MSG.removeAccessInvalidId);
                  return;
                }
                remove.mutate(id);
              }}
            >
              Remove Access
            </Button>
          </Row>
        );
      })}
    </ul>
  );
}

/** "Photo Access Requests": pending requests to answer and approved members to take access back from. */
export function AccessRequestsModal({ open, onClose, userId }: AccessRequestsModalProps) {
  const id = useId();
  const [tab, setTab] = useState<AccessTab>('pending');
  const tabRefs = useRef<Record<AccessTab, HTMLButtonElement | null>>({ pending: null, accepted: null });
  const query = useAccessList(userId, tab, open);

  const select = (next: AccessTab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    select(event.key === 'Home' ? 'pending' : event.key === 'End' ? 'accepted' : tab === 'pending' ? 'accepted' : 'pending');
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title="Photo Access Requests"
      description="Members who asked to see your private photos."
      actions={
        <Button variant="back" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div role="tablist" aria-label="Photo access requests" className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1">
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
              onClick={() => setTab(item.value)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${
                selected ? 'bg-white text-brand-800 shadow-sm' : 'text-brand-700 hover:bg-white/60'
              }`}
            >
              {item.label}
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
            <p className="text-sm text-muted">{MSG.accessRequestsLoadFailed}</p>
            <Button size="sm" variant="back" className="mt-3" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : tab === 'pending' ? (
          <PendingList items={query.data} userId={userId} />
        ) : (
          <ApprovedList items={query.data} userId={userId} />
        )}
      </div>
    </Modal>
  );
}
