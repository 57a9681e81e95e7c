/** Real-time events (socket.io). Identity comes from the session cookie at connect, never from a payload. */
export const SOCKET_PATH = '/socket.io';

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

/** Events the server sends. */
export interface ServerToClientEvents {
  connected: (payload: { userId: string }) => void;
  requestReceived: (payload: RequestEventPayload) => void;
  requestStatusChanged: (payload: RequestEventPayload) => void;
  requestCanceled: (payload: RequestEventPayload) => void;
  photoAccessRequested: (payload: PhotoAccessEventPayload) => void;
  photoAccessChanged: (payload: PhotoAccessEventPayload) => void;
  accountStatusChanged: (payload: AccountEventPayload) => void;
}

/** Events the client may send: `setup` is answered with `connected`; the others are only hints. */
export interface ClientToServerEvents {
  setup: (payload?: unknown) => void;
  sendRequest: (payload?: unknown) => void;
  acceptRequest: (payload?: unknown) => void;
  requestStatusChanged: (payload?: unknown) => void;
  requestCanceled: (payload?: unknown) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
