import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { textNow } from '../../lib/i18n';
import { useRealtimeEvent } from '../realtime/public';
import { useSession } from '../session/public';
import { fetchConversations } from './use-conversations';
import { conversationPath } from './format';
import type { ConversationsResponse } from '@sakinah/contract';
import { messageKeys } from '../../lib/query-keys';

/** A toast for each message that arrives while its conversation is not on screen. */
export function MessageToasts() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useRealtimeEvent('messageReceived', ({ message, otherUserId }) => {
    // My own messages echo here when sent from another tab: no toast for those.
    if (!user || message.senderId === user.id) return;
    const path = conversationPath(otherUserId);
    if (pathname.replace(/\/+$/, '') === path) return;
    const show = (firstName: string | undefined) =>
      toast(firstName ? textNow('chat.newMessageFrom', { name: firstName }) : textNow('chat.newMessage'), {
        id: `message-${otherUserId}`,
        action: { label: textNow('chat.open'), onClick: () => void navigate(path) },
      });
    const known = queryClient
      .getQueryData<ConversationsResponse>(messageKeys.conversations)
      ?.conversations.find((c) => c.otherUserId === otherUserId);
    if (known) return show(known.firstName);
    // A first message from someone: their name comes with the fresh list.
    void queryClient
      .fetchQuery({ queryKey: messageKeys.conversations, queryFn: fetchConversations, staleTime: 0 })
      .then((data) => show(data.conversations.find((c) => c.otherUserId === otherUserId)?.firstName))
      .catch(() => show(undefined));
  });
  return null;
}
