import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, type MessageResponse, type PhotoRequestResponse, type PhotoAccessRequest } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { EmptyList, PersonRow, TabbedListModal, type TabbedListTexts } from '../../components/ui/tabbed-list-modal';
import { api, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';
import {
  fetchPhotoAccessRequests,
  requestIdOf,
  requesterName,
} from './privacy-api';
import { photoAccessKeys, type AccessStatus } from '../../lib/query-keys';

type AccessTab = AccessStatus;


interface AccessRequestsModalProps {
  open: boolean;
  onClose: () => void;
  userId: string;
}

function useAccessList(userId: string, status: AccessStatus, enabled: boolean) {
  return useQuery({
    queryKey: photoAccessKeys.list(userId, status),
    queryFn: ({ signal }) =>
      fetchPhotoAccessRequests(status, { failed: textNow('accessRequestsLoadFailed'), network: textNow('accessRequestsLoadError') }, signal),
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

function Row({ item, nameId, children }: { item: PhotoAccessRequest; nameId: string; children: ReactNode }) {
  const { t, formatDate } = useT();
  return (
    <PersonRow
      avatar={item.requester.avatar ?? null}
      name={requesterName(item)}
      profileId={item.requester.id || item.requester._id || undefined}
      nameId={nameId}
      details={
        <>
          {item.createdAt && (
            <p className="text-xs whitespace-nowrap text-muted">
              <time dateTime={item.createdAt}>{t('photoRequests.requested', { date: formatDate(item.createdAt) })}</time>
            </p>
          )}
          {item.message && (
            <p dir="auto" className="mt-1 text-sm break-words text-ink">
              “{item.message}”
            </p>
          )}
        </>
      }
    >
      {children}
    </PersonRow>
  );
}

function PendingList({ items, userId }: { items: PhotoAccessRequest[]; userId: string }) {
  const { t } = useT();
  const listId = useId();
  const drop = useDropFromList(userId);
  const respond = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'accepted' | 'rejected' }) =>
      api<PhotoRequestResponse>('PUT', API.respondPhotoRequest(id), { body: { status } }),
    onSuccess: (response, { id, status }) => {
      toast.success(response.message || (status === 'accepted' ? textNow('photoRequestAccepted') : textNow('photoRequestRejected')));
      drop('pending', id);
    },
    onError: (error) => toast.error(errorMessage(error, textNow('processingError'))),
  });
  if (items.length === 0) {
    return <EmptyList>{t('photoRequests.noPending')}</EmptyList>;
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
            toast.error(textNow('processingError'));
            return;
          }
          respond.mutate({ id, status });
        };
        return (
          <Row key={id || name} item={item} nameId={nameId}>
            <Button size="sm" disabled={busy} aria-describedby={nameId} onClick={() => answer('accepted')}>
              {t('photoRequests.accept')}
            </Button>
            <Button size="sm" variant="back" disabled={busy} aria-describedby={nameId} onClick={() => answer('rejected')}>
              {t('photoRequests.reject')}
            </Button>
          </Row>
        );
      })}
    </ul>
  );
}

function ApprovedList({ items, userId }: { items: PhotoAccessRequest[]; userId: string }) {
  const { t } = useT();
  const listId = useId();
  const drop = useDropFromList(userId);
  const remove = useMutation({
    mutationFn: (id: string) => api<MessageResponse>('DELETE', API.removePhotoAccess(id)),
    onSuccess: (response, id) => {
      toast.success(response.message || textNow('accessRemoved'));
      drop('accepted', id);
    },
    onError: (error) => toast.error(errorMessage(error, textNow('removeAccessFailed'))),
  });
  if (items.length === 0) {
    return <EmptyList>{t('photoRequests.noneApproved')}</EmptyList>;
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
                  toast.error(textNow('removeAccessInvalidId'));
                  return;
                }
                remove.mutate(id);
              }}
            >
              {t('photoRequests.removeAccess')}
            </Button>
          </Row>
        );
      })}
    </ul>
  );
}

/** "Photo Access Requests": pending requests to answer and approved members to take access back from. */
export function AccessRequestsModal({ open, onClose, userId }: AccessRequestsModalProps) {
  const { t } = useT();
  const [tab, setTab] = useState<AccessTab>('pending');
  const texts: TabbedListTexts = {
    title: t('photoRequests.modalTitle'),
    description: t('photoRequests.modalDescription'),
    tabsLabel: t('photoRequests.tabsLabel'),
    loadFailed: t('accessRequestsLoadFailed'),
  };
  const tabs: ReadonlyArray<{ value: AccessTab; label: string }> = [
    { value: 'pending', label: t('photoRequests.pending') },
    { value: 'accepted', label: t('photoRequests.approved') },
  ];
  const query = useAccessList(userId, tab, open);
  return (
    <TabbedListModal<AccessTab>
      open={open}
      onClose={onClose}
      texts={texts}
      tabs={tabs}
      tab={tab}
      onTabChange={setTab}
      query={query}
    >
      {query.data &&
        (tab === 'pending' ? <PendingList items={query.data} userId={userId} /> : <ApprovedList items={query.data} userId={userId} />)}
    </TabbedListModal>
  );
}
