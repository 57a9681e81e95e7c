import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, MSG } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { useSession } from '../session/session';
import { featuredKeys } from '../discovery/featured-keys';
import { requestKeys } from './request-keys';
import type { RequestData, RequestItem } from './types';

/** Received, sent and accepted requests of the signed-in member (the modal and the badge). */
export function useRequestData() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: requestKeys.data(userId),
    queryFn: ({ signal }) => api<{ success: boolean; data: RequestData }>('GET', API.receivedRequests(userId), { signal }).then((r) => r.data),
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
      api<{ success: boolean; requests: RequestItem[] }>('GET', API.approvedRequests(userId), { signal }).then((r) => r.requests),
    enabled: userId !== '',
  });
}

/** Requests change both the request lists and the buttons on the featured cards. */
function useRefreshRequestViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.all }),
      queryClient.invalidateQueries({ queryKey: featuredKeys.all }),
    ]);
}

export function useSendRequest() {
  const refresh = useRefreshRequestViews();
  return useMutation({
    mutationFn: (receiverId: string) =>
      api<{ success: boolean; message: string; request: { id: string } }>('POST', API.sendRequest, { body: { receiverId } }),
    onSuccess: (data) => toast.success(data.message || MSG.requestSent),
    // A 409 often means the other side moved first; the refresh shows the true state.
    onError: (error) => toast.error(errorMessage(error, MSG.requestSendFailed)),
    onSettled: refresh,
  });
}

export function useRespondRequest() {
  const refresh = useRefreshRequestViews();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accepted' | 'declined' }) =>
      api<{ success: boolean; message: string }>('PUT', API.respondRequest(id), { body: { action } }),
    onSuccess: (_data, { action }) => toast.success(action === 'accepted' ? MSG.requestAccepted : MSG.requestDeclined),
    onError: (error, { action }) =>
      toast.error(errorMessage(error, action === 'accepted' ? MSG.requestAcceptFailed : MSG.requestDeclineFailed)),
    onSettled: refresh,
  });
}

export function useCancelRequest() {
  const refresh = useRefreshRequestViews();
  return useMutation({
    mutationFn: (id: string) => api<{ success: boolean; message: string }>('DELETE', API.cancelRequest(id)),
    onSuccess: () => toast.success(MSG.requestCanceled),
    onError: (error) => toast.error(errorMessage(error, MSG.requestCancelFailed)),
    onSettled: refresh,
  });
}

export function useRemoveRequest() {
  const refresh = useRefreshRequestViews();
  return useMutation({
    mutationFn: (id: string) => api<{ success: boolean; message: string }>('DELETE', API.removeRequest(id)),
    onSuccess: () => toast.success(MSG.requestRemoved),
    // The spec names this text for any failure, not the server's.
    onError: () => toast.error(MSG.requestRemoveFailed),
    onSettled: refresh,
  });
}
