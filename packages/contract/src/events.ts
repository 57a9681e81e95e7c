import type { z } from 'zod/mini';
import type { chatMessageSchema } from './schemas/responses';
import type { NotificationsChangedPayload } from './schemas/notifications';
import type { Call, CallSignal, CallSignalAck } from './schemas/calls';

/** Real-time events (socket.io). Identity comes from the session cookie at connect, never from a payload. */
export const SOCKET_PATH = '/socket.io';

/**
 * Why the server refused a socket at connect (the `connect_error` message). `unauthorized`: no live session;
 * `unavailable`: the server could not check the session (its database is down), so the client retries later.
 */
export const SOCKET_REFUSALS = { unauthorized: 'unauthorized', unavailable: 'unavailable' } as const;

export interface RequestEventPayload {
  requestId: string;
  fromUserId: string;
  status?: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'removed';
}

export interface PhotoAccessEventPayload {
  requestId: string;
  ownerId: string;
  requesterId: string;
  status: 'pending' | 'accepted' | 'rejected' | 'removed' | 'cancelled';
}

export interface AccountEventPayload {
  status: string;
  reason?: string | null;
}

export type ChatMessagePayload = z.infer<typeof chatMessageSchema>;

/** Where two members stand on sharing phone and email: both must agree, and either may withdraw. */
/** `awaiting_guardian`: both members agreed and a guardian's approval is still needed (Settings → Family). */
export type ContactExchangeStatus = 'pending' | 'awaiting_guardian' | 'accepted' | 'declined' | 'withdrawn';

/** Events the server sends. */
export interface ServerToClientEvents {
  connected: (payload: { userId: string }) => void;
  requestReceived: (payload: RequestEventPayload) => void;
  requestStatusChanged: (payload: RequestEventPayload) => void;
  requestCanceled: (payload: RequestEventPayload) => void;
  photoAccessRequested: (payload: PhotoAccessEventPayload) => void;
  photoAccessChanged: (payload: PhotoAccessEventPayload) => void;
  accountStatusChanged: (payload: AccountEventPayload) => void;
  messageReceived: (payload: { message: ChatMessagePayload; otherUserId: string }) => void;
  messagesRead: (payload: { byUserId: string; readAt: string | null }) => void;
  typing: (payload: { fromUserId: string }) => void;
  contactExchangeChanged: (payload: { otherUserId: string; status: ContactExchangeStatus; requesterId: string }) => void;
  /**
   * Something between this member and another changed that is not named otherwise (a block or an
   * unblock, by either side): pages showing the other member reload what they show.
   */
  relationChanged: (payload: { otherUserId: string }) => void;
  /** To a guardian: a contact exchange of her ward waits for (or no longer waits for) her decision. */
  contactApprovalChanged: (payload: { memberId: string }) => void;
  /** A new notification arrived (with it), or the unread count changed (read elsewhere): the bell and the centre refresh. */
  notificationsChanged: (payload: NotificationsChangedPayload) => void;
  /**
   * A call this account is part of (or rung for) changed: it rings, was answered, someone joined or left, it ended.
   * Carries the whole call as the server sees it; the client never decides a call's state.
   */
  callUpdated: (payload: { call: Call }) => void;
  /** A WebRTC signal from another participant of the call (authorised by the server for that call and both people). */
  callSignal: (payload: CallSignal & { fromUserId: string }) => void;
  /** Events from other server instances may have been lost (their relay was down): reload what events change. */
  resync: () => void;
}

/** Events the client may send: `setup` is answered with `connected`; the others are only hints. */
export interface ClientToServerEvents {
  setup: (payload?: unknown) => void;
  sendRequest: (payload?: unknown) => void;
  acceptRequest: (payload?: unknown) => void;
  requestStatusChanged: (payload?: unknown) => void;
  requestCanceled: (payload?: unknown) => void;
  /** Relayed only to a member the sender is connected with, checked by the server. */
  typing: (payload: { toUserId: string }) => void;
  /** An SDP description or ICE candidate for another participant of a call; answered with an acknowledgement. */
  callSignal: (payload: CallSignal, ack?: (answer: CallSignalAck) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
