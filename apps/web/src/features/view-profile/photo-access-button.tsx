import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Clock, KeyRound, X } from 'lucide-react';
import { API, type MessageResponse, type PhotoRequestResponse, type MemberView, type MemberRelation, type MemberViewResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { api, errorMessage } from '../../lib/api';
import { memberProfileQueryKey } from './member-profile';
import { useT } from '../../lib/i18n';

type PhotoAccess = MemberRelation['photoAccess'];

/** Focuses the element after React has drawn it (the clicked button is gone by then). */
function focusSoon(target: { current: HTMLElement | null }) {
  requestAnimationFrame(() => target.current?.focus());
}

/**
 * Under "Photos are private" on another member's profile: "Request Access", or while the request
 * waits, a "Pending" chip with "Cancel". The profile is refetched after each call so the server's
 * state shows (accepted photos appear on their own).
 */
export function PhotoAccessButton({ user, relation, queryId }: { user: MemberView; relation: MemberRelation; queryId?: string }) {
  const queryClient = useQueryClient();
  const { t } = useT();
  const profileId = user.id || user._id;
  // The id the page loaded the profile by (its query key); the member's own id otherwise.
  const key = memberProfileQueryKey(queryId || profileId);
  const requestRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const setAccess = (photoAccess: PhotoAccess) => {
    queryClient.setQueryData<MemberViewResponse>(key, (data) => (data ? { ...data, relation: { ...data.relation, photoAccess } } : data));
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const request = useMutation({
    mutationFn: () => api<PhotoRequestResponse>('POST', API.requestPhotoAccess, { body: { targetUserId: profileId } }),
    onSuccess: (response) => {
      toast.success(response.message || t('photoAccessRequested'));
      setAccess('pending');
      focusSoon(cancelRef);
    },
    onError: (error) => toast.error(errorMessage(error, t('processingError'))),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => api<MessageResponse>('DELETE', API.cancelPhotoAccessRequest, { body: { targetUserId: profileId } }),
    onSuccess: (response) => {
      toast.success(response.message || t('photoAccessCancelled'));
      setAccess('no_request');
      focusSoon(requestRef);
    },
    onError: (error) => toast.error(errorMessage(error, t('processingError'))),
    onSettled: refresh,
  });

  if (relation.isSelf) return null;

  if (relation.photoAccess === 'accepted') {
    // Normally the photos show instead; this covers the moment before the refetch lands.
    return (
      <p role="status" className="text-sm font-medium text-brand-700">
        {t('profileView.accessGranted')}
      </p>
    );
  }

  if (relation.photoAccess === 'pending') {
    return (
      <div className="flex flex-col items-center gap-2">
        <div className="flex flex-wrap items-center justify-center gap-2">
          <button
            type="button"
            disabled
            className="inline-flex cursor-default items-center gap-1.5 rounded-full border border-gold-300 bg-gold-50 px-3.5 py-1.5 text-sm font-semibold text-gold-700"
          >
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('profileView.accessPending')}
          </button>
          <Button ref={cancelRef} size="sm" variant="back" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('profileView.cancel')}
          </Button>
        </div>
        <p role="status" className="text-xs text-muted">
          {t('profileView.accessWaiting', { name: user.firstName })}
        </p>
      </div>
    );
  }

  // 'no_request' or 'rejected': a rejected member may ask again.
  return (
    <Button ref={requestRef} size="sm" disabled={request.isPending} onClick={() => request.mutate()}>
      <KeyRound className="h-4 w-4" aria-hidden="true" />
      {t('profileView.requestAccess')}
    </Button>
  );
}
