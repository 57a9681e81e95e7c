import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { toast } from 'sonner';
import { MSG, SOCKET_PATH, SOCKET_REFUSALS, type ClientToServerEvents, type ServerEventName, type ServerToClientEvents } from '@sakinah/contract';
import { useSession } from '../session/public';
import { KEYS_AFTER_RECONNECT, keysInvalidatedBy, readAgainAfterEvent, refreshCountersReadBefore } from './event-invalidation';
import { refusedRetryDelayMs, SERVER_DISCONNECT_RETRY_MS } from './socket-retry';

type Payload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
type Handler<E extends ServerEventName> = (payload: Payload<E>) => void;
type AnyHandler = (payload: unknown) => void;

/** Every event a feature may subscribe to (`connected` is handled here). */
const FORWARDED_EVENTS = [
  'requestReceived',
  'requestStatusChanged',
  'requestCanceled',
  'photoAccessRequested',
  'photoAccessChanged',
  'accountStatusChanged',
  'messageReceived',
  'messagesRead',
  'typing',
  'contactExchangeChanged',
  'relationChanged',
  'contactApprovalChanged',
  'notificationsChanged',
  'callUpdated',
  'callSignal',
  'resync',
] as const satisfies readonly ServerEventName[];

/** Compiles only while every server event but `connected` (handled on its own) is forwarded: a new one cannot be left out. */
type Unforwarded = Exclude<ServerEventName, 'connected' | (typeof FORWARDED_EVENTS)[number]>;
const EVERY_EVENT_FORWARDED: [Unforwarded] extends [never] ? true : Unforwarded = true;
void EVERY_EVENT_FORWARDED;

type ClientEventName = keyof ClientToServerEvents;

interface RealtimeState {
  connected: boolean;
  subscribe: <E extends ServerEventName>(event: E, handler: Handler<E>) => () => void;
  /** Sends a hint to the server (e.g. typing); dropped while disconnected. */
  emit: <E extends ClientEventName>(event: E, payload: Parameters<ClientToServerEvents[E]>[0]) => void;
  /** Sends an event the server answers (a call signal); null when disconnected or unanswered within 10 s. */
  emitWithAck: <T>(event: ClientEventName, payload: unknown) => Promise<T | null>;
}

const RealtimeContext = createContext<RealtimeState | null>(null);

/**
 * One socket per signed-in member, opened when the session has a user and closed when it has
 * none (logout) or becomes someone else. Every event refreshes the queries it makes stale (one
 * map: event-invalidation.ts), so every open page in every tab shows the change without a reload.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user, refresh } = useSession();
  const userId = user?.id ?? null;
  // The latest session refresh, without reopening the socket whenever the session object changes.
  const refreshSession = useRef(refresh);
  useLayoutEffect(() => {
    refreshSession.current = refresh;
  });
  const queryClient = useQueryClient();
  // Whose socket said `connected`: comparing with the current user means logout needs no reset.
  const [connectedAs, setConnectedAs] = useState<string | null>(null);
  // Listeners live outside React state so subscribing never re-renders the whole app.
  const listeners = useRef(new Map<ServerEventName, Set<AnyHandler>>());

  const socketRef = useRef<Socket<ServerToClientEvents, ClientToServerEvents> | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let reconnect: number | undefined;
    let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
    // The socket library loads only for signed-in members, keeping public pages light.
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ path: SOCKET_PATH, transports: ['websocket'], withCredentials: true });
      socketRef.current = socket;
      wire(socket);
    });
    const wire = (socket: Socket<ServerToClientEvents, ClientToServerEvents>) => {
    const dispatch = (event: ServerEventName, payload: unknown) => {
      listeners.current.get(event)?.forEach((handler) => handler(payload));
    };
    const invalidate = (keys: QueryKey[]) => void readAgainAfterEvent(queryClient, keys);
    let everConnected = false;
    let refusals = 0;

    socket.on('connect', () => {
      // The server answers `setup` with `connected`; identity comes from the cookie, not a payload.
      socket.emit('setup');
    });
    socket.on('connected', () => {
      refusals = 0;
      setConnectedAs(userId);
      // Events sent while we were offline are lost; after a reconnect, reload what they would change.
      if (everConnected) invalidate(KEYS_AFTER_RECONNECT);
      else void refreshCountersReadBefore(queryClient, Date.now());
      everConnected = true;
    });
    socket.on('disconnect', (reason) => {
      setConnectedAs(null);
      // The server closed the socket: the session may have ended (signed out elsewhere, a password
      // change, a suspension). Re-reading the session signs this tab out if so; if not (e.g. the
      // socket sent too much), it connects again after a pause.
      if (reason === 'io server disconnect') {
        void refreshSession.current().finally(() => {
          if (!cancelled) reconnect = window.setTimeout(() => !cancelled && socket.connect(), SERVER_DISCONNECT_RETRY_MS);
        });
      }
    });
    // socket.io retries a failed transport by itself, but never a socket the server refused (`active` is false):
    // without this a tab that reconnected during a database outage would stay without real time until a reload.
    socket.on('connect_error', (error) => {
      if (socket.active) return;
      refusals += 1;
      const retry = () => {
        if (!cancelled) reconnect = window.setTimeout(() => !cancelled && socket.connect(), refusedRetryDelayMs(refusals));
      };
      // "unauthorized": the session may have ended; re-reading it signs this tab out if so (and ends this effect).
      // "unavailable" (the server could not check it): she is still signed in, so only try again later.
      if (error.message === SOCKET_REFUSALS.unauthorized) void refreshSession.current().finally(retry);
      else retry();
    });
    for (const event of FORWARDED_EVENTS) {
      socket.on(event, (payload: unknown) => {
        // Every page showing what changed refetches (one map: event-invalidation.ts).
        invalidate(keysInvalidatedBy(event, payload as never));
        if (event === 'requestReceived') toast.info(MSG.requestReceived);
        dispatch(event, payload);
      });
    }
    };

    return () => {
      cancelled = true;
      window.clearTimeout(reconnect);
      socket?.removeAllListeners();
      socket?.disconnect();
      socketRef.current = null;
      setConnectedAs(null);
    };
  }, [userId, queryClient]);

  const emit = useCallback<RealtimeState['emit']>((event, payload) => {
    const socket = socketRef.current;
    if (socket?.connected) (socket.emit as (e: string, p: unknown) => void)(event, payload);
  }, []);

  const emitWithAck = useCallback<RealtimeState['emitWithAck']>(async <T,>(event: ClientEventName, payload: unknown) => {
    const socket = socketRef.current;
    if (!socket?.connected) return null;
    try {
      return (await (socket.timeout(10_000).emitWithAck as (e: string, p: unknown) => Promise<T>)(event, payload)) ?? null;
    } catch {
      return null;
    }
  }, []);

  // Stable, so subscribers do not re-subscribe when the connection state changes.
  const subscribe = useCallback<RealtimeState['subscribe']>((event, handler) => {
    const map = listeners.current;
    const set = map.get(event) ?? new Set<AnyHandler>();
    map.set(event, set);
    const entry = handler as AnyHandler;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }, []);
  const value = useMemo<RealtimeState>(
    () => ({ connected: userId !== null && connectedAs === userId, subscribe, emit, emitWithAck }),
    [userId, connectedAs, subscribe, emit, emitWithAck],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

function useRealtime(): RealtimeState {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('Realtime hooks must be used inside RealtimeProvider');
  return value;
}

/** True while the socket of the signed-in member is connected and set up. */
export function useRealtimeConnected(): boolean {
  return useRealtime().connected;
}

/** Calls `handler` for each `event` from the server while the component is mounted. */
export function useRealtimeEvent<E extends ServerEventName>(event: E, handler: Handler<E>): void {
  const { subscribe } = useRealtime();
  // The latest handler without re-subscribing on every render.
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, (payload) => latest.current(payload)), [subscribe, event]);
}

/** Sends a client event the server answers (a call signal). */
export function useRealtimeEmitWithAck(): RealtimeState['emitWithAck'] {
  return useRealtime().emitWithAck;
}

/** Sends a client event (only hints: the server decides what to relay). */
export function useRealtimeEmit(): RealtimeState['emit'] {
  return useRealtime().emit;
}
