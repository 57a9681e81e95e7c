import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, type MessageResponse } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { textNow } from '../../lib/i18n';
import { keysInvalidatedBy } from '../realtime/public';

/** Asking for, accepting, declining and withdrawing the exchange of phone numbers and emails. */
export function useContactExchange(userId: string) {
  const queryClient = useQueryClient();
  // The same pages refresh as when the other member's answer arrives in real time.
  const refresh = () => {
    for (const queryKey of keysInvalidatedBy('contactExchangeChanged', { otherUserId: userId, status: 'pending', requesterId: userId })) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const onError = (error: unknown) => {
    toast.error(errorMessage(error, textNow('unexpectedError')));
    refresh();
  };
  const request = useMutation({
    mutationFn: () => api<MessageResponse>('POST', API.contactExchange(userId)),
    onSuccess: (data) => {
      toast.success(data.message || textNow('exchangeRequested'));
      refresh();
    },
    onError,
  });
  const answer = useMutation({
    mutationFn: (action: 'accepted' | 'declined') => api<MessageResponse>('PUT', API.contactExchange(userId), { body: { action } }),
    onSuccess: (data) => {
      toast.success(data.message);
      refresh();
    },
    onError,
  });
  /** Stops sharing (or takes back my own ask): the details disappear on both sides at once. */
  const withdraw = useMutation({
    mutationFn: () => api<MessageResponse>('DELETE', API.contactExchange(userId)),
    onSuccess: (data) => {
      toast.success(data.message || textNow('exchangeWithdrawn'));
      refresh();
    },
    onError,
  });
  return { request, answer, withdraw };
}

export type ContactExchangeActions = ReturnType<typeof useContactExchange>;
