import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, MSG } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { messageKeys } from './message-keys';

/** Asking for, accepting and declining the exchange of phone numbers and emails. */
export function useContactExchange(userId: string) {
  const queryClient = useQueryClient();
  // The thread carries the exchange state and, once shared, the contact details and unmasked texts.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.thread(userId) });
  const onError = (error: unknown) => {
    toast.error(errorMessage(error, MSG.unexpectedError));
    refresh();
  };
  const request = useMutation({
    mutationFn: () => api<{ message: string }>('POST', API.contactExchange(userId)),
    onSuccess: (data) => {
      toast.success(data.message || MSG.exchangeRequested);
      refresh();
    },
    onError,
  });
  const answer = useMutation({
    mutationFn: (action: 'accepted' | 'declined') => api<{ message: string }>('PUT', API.contactExchange(userId), { body: { action } }),
    onSuccess: (data) => {
      toast.success(data.message);
      refresh();
    },
    onError,
  });
  return { request, answer };
}
