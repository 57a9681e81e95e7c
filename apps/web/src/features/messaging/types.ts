import type { ContactExchangeStatus } from '@sakinah/contract';
import type { ChatMessagePayload } from '@sakinah/contract';

export type ChatMessage = ChatMessagePayload;

export interface LastMessage {
  id: string;
  text: string;
  fromMe: boolean;
  createdAt: string;
  /** Present only on the receiver's copy of a scam-like message (never the sender's). */
  warning?: { categories: readonly string[] };
}

export interface ConversationSummary {
  otherUserId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** False once the connection was removed: the history stays, new messages are refused. */
  open: boolean;
  lastMessage: LastMessage | null;
  unread: number;
}

export interface ConversationsResponse {
  success: boolean;
  conversations: ConversationSummary[];
  totalUnread: number;
}

export type ExchangeStatus = ContactExchangeStatus;

export interface ConversationInfo {
  otherUserId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  open: boolean;
  /** Whether MY plan shows read receipts. */
  readReceipts: boolean;
  contactExchange: {
    status: ExchangeStatus;
    requesterId: string;
    /** While it waits for a guardian: the members whose guardian has not decided yet. */
    awaitingGuardianOf?: string[];
    /** Declined by a guardian: whose. */
    declinedByGuardianOf?: string;
  } | null;
  /** The other member's details: only when connected, both agreed, and my plan includes them. */
  contact: { email: string; contactNo: string } | null;
  /** Both agreed, but my plan does not include contact details. */
  contactNeedsPlan?: boolean;
}

export interface ThreadPage {
  success: boolean;
  /** Newest first. */
  messages: ChatMessage[];
  hasMore: boolean;
  conversation: ConversationInfo;
}

/** A message of mine the server has not confirmed yet. */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it failed, when the server said so (network failures have none). */
  error?: string;
  code?: string;
  /** Worth sending again automatically (network trouble, throttling, server hiccup). */
  retryable?: boolean;
}
