import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, type WaitingCountsResponse, type ApprovedRequestsResponse, type MessageResponse, type RequestDataResponse, type RespondRequestResponse, type SendRequestResponse, type ServerToClientEvents } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { textNow } from '../../lib/i18n';
import { useSession } from '../session/public';
import { keysInvalidatedBy } from '../realtime/public';
import { requestKeys, WAITING_COUNTS_KEY } from '../../lib/query-keys';

/**
 * What waits for my answer (server counts): profile requests, photo-access requests, asks to share contact details.
 * Real-time events refresh it (event-invalidation.ts); a slow poll only covers a lost socket.
 */
export function useWaitingCounts(enabled = true) {
  return useQuery({
    queryKey: WAITING_COUNTS_KEY,
    queryFn: ({ signal }) => api<WaitingCountsResponse>('GET', API.waitingCounts, { signal }),
    enabled,
    refetchInterval: 120_000,
  });
}

/** Received, sent and accepted requests of the signed-in member (the modal and the badge). */
export function useRequestData() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: requestKeys.data(userId),
    queryFn: ({ signal }) => api<RequestDataResponse>('GET', API.receivedRequests(userId), { signal }).then((r) => r.data),
    enabled: userId !== '',
  });
}

/** The member's connections (accepted requests, either direction). */
export function useApprovedRequests() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: requestKeys.approved(userId),
    queryFn: ({ signal }) =>
      api<ApprovedRequestsResponse>('GET', API.approvedRequests(userId), { signal }).then((r) => r.requests),
    enabled: userId !== '',
  });
}

/**
 * After my own change, the same views refresh as when the server's event for it arrives (one map:
 * event-invalidation.ts); the promise keeps the mutation pending until they have refetched, so a
 * button never flashes back to its old state.
 */
function useRefreshAs() {
  const queryClient = useQueryClient();
  return <E extends 'requestReceived' | 'requestStatusChanged' | 'requestCanceled'>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]) =>
    Promise.all(keysInvalidatedBy(event, payload).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSendRequest() {
  const refresh = useRefreshAs();
  return useMutation({
    mutationFn: ({ receiverId, message }: { receiverId: string; message?: string }) =>
      api<SendRequestResponse>('POST', API.sendRequest, { body: { receiverId, ...(message?.trim() ? { message: message.trim() } : {}) } }),
    onSuccess: (data) => toast.success(data.message || textNow('requestSent')),
    // A 409 often means the other side moved first; the refresh shows the true state.
    onError: (error) => toast.error(errorMessage(error, textNow('requestSendFailed'))),
    // Only the receiver is told; my own views of her refresh as hers do when she is told.
    onSettled: (data, _error, { receiverId }) => refresh('requestReceived', { requestId: data?.request.id ?? '', fromUserId: receiverId, status: 'pending' }),
  });
}

export function useRespondRequest() {
  const refresh = useRefreshAs();
  const meId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accepted' | 'declined' }) =>
      api<RespondRequestResponse>('PUT', API.respondRequest(id), { body: { action } }),
    onSuccess: (_data, { action }) => toast.success(action === 'accepted' ? textNow('requestAccepted') : textNow('requestDeclined')),
    onError: (error, { action }) =>
      toast.error(errorMessage(error, action === 'accepted' ? textNow('requestAcceptFailed') : textNow('requestDeclineFailed'))),
    onSettled: (_data, _error, { id, action }) => refresh('requestStatusChanged', { requestId: id, fromUserId: meId, status: action }),
  });
}

export function useCancelRequest() {
  const refresh = useRefreshAs();
  const meId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>('DELETE', API.cancelRequest(id)),
    onSuccess: () => toast.success(textNow('requestCanceled')),
    onError: (error) => toast.error(errorMessage(error, textNow('requestCancelFailed'))),
    onSettled: (_data, _error, id) => refresh('requestCanceled', { requestId: id, fromUserId: meId, status: 'cancelled' }),
  });
}

export function useRemoveRequest() {
  const refresh = useRefreshAs();
  const meId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>('DELETE', API.removeRequest(id)),
    onSuccess: () => toast.success(textNow('requestRemoved')),
    // The spec names this text for any failure, not the server's.
    onError: () => toast.error(textNow('requestRemoveFailed')),
    onSettled: (_data, _error, id) => refresh('requestStatusChanged', { requestId: id, fromUserId: meId, status: 'removed' }),
  });
}
