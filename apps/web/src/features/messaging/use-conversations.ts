import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ConversationsResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { useRealtimeConnected, useRealtimeEvent } from '../realtime/public';
import { useSession } from '../session/public';
import { resendUnsent } from './outbox';
import { messageKeys } from '../../lib/query-keys';

export function fetchConversations(): Promise<ConversationsResponse> {
  return api<ConversationsResponse>('GET', API.conversations);
}

/** My conversations with their unread counts; `poll` refetches as a fallback for missed events. */
export function useConversations({ poll = false, enabled = true }: { poll?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: fetchConversations,
    enabled,
    refetchInterval: poll ? 60_000 : false,
  });
}

/** Keeps the conversation list (previews, unread counts) current from socket events. */
export function useConversationsLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  useRealtimeEvent('messageReceived', refresh);
  useRealtimeEvent('contactExchangeChanged', refresh);
}

/**
 * After the socket comes back, reloads what events may have changed meanwhile and resends the
 * messages that failed to go out (same clientId, so the server keeps each one once).
 */
export function useChatReconnect(): void {
  const queryClient = useQueryClient();
  const meId = useSession().user?.id ?? null;
  const connected = useRealtimeConnected();
  const wasConnected = useRef(false);
  useEffect(() => {
    if (!connected || !meId) return;
    if (wasConnected.current) {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      resendUnsent(queryClient, meId);
    }
    wasConnected.current = true;
  }, [connected, meId, queryClient]);

  // The browser going back online is the same story, even before the socket notices.
  useEffect(() => {
    if (!meId) return;
    const onOnline = () => resendUnsent(queryClient, meId);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [meId, queryClient]);
}
