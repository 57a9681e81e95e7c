import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Handshake, UserRound, UserX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { API, ROUTES } from '@sakinah/contract';
import { textNow, useT } from '../../lib/i18n';
import { Avatar } from '../../components/ui/avatar';
import { Button, ButtonLink } from '../../components/ui/button';
import { MessageListSkeleton } from '../../components/ui/skeleton';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useRealtimeEmit, useRealtimeEvent } from '../realtime/public';
import { BlockButton } from '../safety/public';
import { CallButtons, CallLog } from '../calls/public';
import { useSession } from '../session/public';
import { Composer } from './composer';
import { ContactExchangePanel } from './contact-exchange-panel';
import { fullName, profilePath } from './format';
import type { BubbleItem } from './message-bubble';
import { MessageList } from './message-list';
import { useOutbox } from './outbox';
import { addMessageToThread, clearUnread, markMineSeen } from './thread-cache';
import type { ChatMessage, ConversationInfo } from '@sakinah/contract';
import type { PendingMessage } from './outbox';
import { useContactExchange, type ContactExchangeActions } from './use-contact-exchange';
import { useConversations } from './use-conversations';
import { usePageVisible } from './use-page-visible';
import { useThread } from './use-thread';
import { messageKeys } from '../../lib/query-keys';
import { useProfileLabels } from '../profile-display/public';

/** How long "… is typing" stays after the last hint. */
const TYPING_SHOWN_MS = 3000;

/** One conversation: header, contact exchange, messages and the composer. Keyed by the member. */
export function ConversationView({ userId }: { userId: string }) {
  const meId = useSession().user?.id ?? '';
  const { speakerLine } = useProfileLabels();
  const queryClient = useQueryClient();
  const thread = useThread(userId);
  const { pending, send, retry } = useOutbox(userId);
  // One set of exchange actions for the header and the panel, so an ask from either is one ask.
  const exchange = useContactExchange(userId);
  const emit = useRealtimeEmit();
  const visible = usePageVisible();
  const unread = useConversations().data?.conversations.find((c) => c.otherUserId === userId)?.unread ?? 0;
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<number | undefined>(undefined);
  const reading = useRef(false);

  const markRead = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    try {
      await api('PUT', API.messagesRead(userId));
      clearUnread(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    } catch {
      // Not worth bothering the reader: the next message or visit marks them read again.
    } finally {
      reading.current = false;
    }
  }, [queryClient, userId]);

  const loaded = thread.isSuccess;
  // Read means seen: only while this conversation is on screen and the tab is in front.
  useEffect(() => {
    if (loaded && visible && unread > 0) void markRead();
  }, [loaded, visible, unread, markRead]);

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  useRealtimeEvent('messageReceived', ({ message, otherUserId }) => {
    if (otherUserId !== userId) return;
    addMessageToThread(queryClient, userId, message);
    if (message.senderId === meId) return;
    window.clearTimeout(typingTimer.current);
    setTyping(false);
    if (document.visibilityState === 'visible') void markRead();
  });
  useRealtimeEvent('messagesRead', ({ byUserId, readAt }) => {
    if (byUserId === userId && readAt) markMineSeen(queryClient, userId, meId, readAt);
  });
  useRealtimeEvent('typing', ({ fromUserId }) => {
    if (fromUserId !== userId) return;
    setTyping(true);
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });

  const items = useMemo(() => buildItems(thread.data?.pages.flatMap((page) => page.messages) ?? [], pending, meId), [thread.data, pending, meId]);
  const { fetchNextPage } = thread;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const onTyping = useCallback(() => emit('typing', { toUserId: userId }), [emit, userId]);

  if (thread.isPending) return <MessageListSkeleton />;
  if (thread.isError) return <ThreadError error={thread.error} />;

  const conversation = thread.data.pages[0]!.conversation;
  const failure = [...pending].reverse().find((item) => item.status === 'failed' && item.error);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ConversationHeader conversation={conversation} exchange={exchange} />
      <ContactExchangePanel
        conversation={conversation}
        meId={meId}
        busy={exchange.request.isPending || exchange.answer.isPending || exchange.withdraw.isPending}
        onAnswer={(action) => exchange.answer.mutate(action)}
        onAsk={() => exchange.request.mutate()}
        onWithdraw={() => exchange.withdraw.mutateAsync().catch(() => undefined)}
      />
      <CallLog userId={conversation.otherUserId} selfId={meId} />
      <MessageList
        items={items}
        otherName={conversation.firstName}
        otherUserId={conversation.otherUserId}
        speaker={speakerLine(conversation.accountHolder, conversation.firstName)}
        typingName={typing ? conversation.firstName : null}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={loadOlder}
        onRetry={retry}
        maskedNotice={maskedNoticeOf(conversation)}
      />
      {failure && <SendFailure item={failure} />}
      {conversation.left ? <LeftNotice /> : <Composer closed={!conversation.open} onSend={send} onTyping={onTyping} />}
    </div>
  );
}

/** Why her messages are masked, as the conversation stands: not agreed yet, waiting for a guardian, or her plan. */
export function maskedNoticeOf(conversation: Pick<ConversationInfo, 'contactExchange'> & Partial<Pick<ConversationInfo, 'contactNeedsPlan'>>): string {
  if (conversation.contactExchange?.status === 'awaiting_guardian') return textNow('messageMaskedAwaitingGuardian');
  if (conversation.contactExchange?.status === 'accepted' && conversation.contactNeedsPlan) return textNow('messageMaskedNeedsPlan');
  return textNow('messageMaskedNotice');
}

/** Server messages (newest first) and my unconfirmed ones, as one list, oldest first, each once. */
function buildItems(messages: ChatMessage[], pending: PendingMessage[], meId: string): BubbleItem[] {
  const confirmed = new Set(messages.map((m) => m.clientId));
  const fromServer: BubbleItem[] = [...messages].reverse().map((m) => ({
    // The clientId keeps the same key when a pending message is confirmed, so it does not blink.
    key: m.clientId || m.id,
    id: m.id,
    text: m.text,
    createdAt: m.createdAt,
    mine: m.senderId === meId,
    masked: m.masked,
    state: m.senderId === meId ? (m.readAt ? 'seen' : 'sent') : undefined,
    readAt: m.readAt,
    // The server sends a warning only to the receiver; checked again so my own never shows one.
    ...(m.warning && m.senderId !== meId ? { warning: m.warning } : {}),
  }));
  const unsent: BubbleItem[] = pending
    .filter((p) => !confirmed.has(p.clientId))
    .map((p) => ({ key: p.clientId, clientId: p.clientId, text: p.text, createdAt: p.createdAt, mine: true, masked: false, state: p.status }));
  return [...fromServer, ...unsent];
}

function ConversationHeader({ conversation, exchange }: { conversation: ConversationInfo; exchange: ContactExchangeActions }) {
  const { t } = useT();
  const { speakerLine } = useProfileLabels();
  const name = fullName(conversation);
  // Her father writes for her: "Iqbal (Ayesha's father)", so no one believes he is talking to her alone.
  const speaker = speakerLine(conversation.accountHolder, conversation.firstName);
  const { request } = exchange;
  // Once anyone asked, the panel under the header shows where things stand and every next step
  // (answer, wait or cancel, stop sharing, ask again), so the header offers only the first ask.
  const canStart = conversation.contactExchange === null;
  return (
    <div className="flex items-center gap-2 border-b border-brand-100 bg-white px-2 py-2.5 sm:gap-3 sm:px-4">
      <Link
        to={ROUTES.messages}
        aria-label={t('chat.back')}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 md:hidden"
      >
        <ArrowLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
      <span aria-hidden="true" className="shrink-0">
        <Avatar src={conversation.avatar} name={name} size={40} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-sans text-base font-semibold text-ink">{name}</h2>
        {speaker && <p className="truncate text-xs text-brand-700">{speaker}</p>}
        {!conversation.open && <p className="text-xs text-muted">{conversation.left ? t('chat.leftSakinah') : t('chat.closed')}</p>}
      </div>
      {/* She deleted her account: there is no profile to view, nothing to share and no one to block. */}
      {!conversation.left && (
        <>
      <ButtonLink to={profilePath(conversation.otherUserId)} variant="profile" size="sm" className="shrink-0 max-sm:h-10 max-sm:w-10 max-sm:px-0">
        <UserRound className="h-4 w-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('chat.viewProfile')}</span>
      </ButtonLink>
      {canStart && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 max-sm:h-10 max-sm:w-10 max-sm:px-0"
          disabled={!conversation.open || request.isPending}
          onClick={() => request.mutate()}
        >
          <Handshake className="h-4 w-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('chat.shareContact')}</span>
        </Button>
      )}
      <CallButtons userId={conversation.otherUserId} disabled={!conversation.open} />
      <BlockButton
        userId={conversation.otherUserId}
        firstName={conversation.firstName}
        className="shrink-0 max-sm:h-10 max-sm:w-10 max-sm:px-0"
        labelClassName="max-sm:sr-only"
      />
        </>
      )}
    </div>
  );
}

/** In place of the composer when the other member deleted her account: a clear line, not a vanished chat. */
function LeftNotice() {
  const { t } = useT();
  return (
    <p className="flex items-start gap-2 border-t border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink" role="note" data-testid="conversation-left">
      <UserX className="mt-0.5 h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
      {t('conversationLeft')}
    </p>
  );
}

/** Why the latest message did not go out, when the server said why (limits, closed). */
function SendFailure({ item }: { item: PendingMessage }) {
  const { t } = useT();
  return (
    <div role="alert" className="border-t border-red-100 bg-red-50 px-4 py-2 text-sm text-red-800">
      {item.error}
      {item.code === 'PLAN_LIMIT' && (
        <>
          {' '}
          <Link to={ROUTES.pricing} className="font-semibold text-brand-700 underline underline-offset-2">
            {t('chat.upgrade')}
          </Link>
        </>
      )}
    </div>
  );
}

function ThreadError({ error }: { error: Error }) {
  const { t } = useT();
  const text = error instanceof ApiError && error.status === 403 ? error.message || t('notConnected') : errorMessage(error, t('unexpectedError'));
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center border-b border-brand-100 bg-white px-2 py-2.5 md:hidden">
        <Link to={ROUTES.messages} aria-label={t('chat.back')} className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50">
          <ArrowLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <p role="alert" className="max-w-sm text-sm text-ink">
          {text}
        </p>
        <ButtonLink to={ROUTES.messages} variant="back" size="sm">
          {t('chat.backToMessages')}
        </ButtonLink>
      </div>
    </div>
  );
}
