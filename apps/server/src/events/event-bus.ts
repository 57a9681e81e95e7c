import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@sakinah/contract';
import { traceLog } from '../lib/trace-context';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Which sessions ended: one, or every one of a member (but the current, after a password change). */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

/**
 * The one way services reach members in real time; routes never talk to sockets directly. Services
 * get it as `ctx.events`; the hub (`realtime-hub.ts`) attaches the socket server to it at start.
 */
export interface EventBus {
  emitToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, payload: Payload<E>): void;
  /** Closes the sockets of ended sessions at once, on every instance (Redis adapter). */
  closeSessions(ended: EndedSessions): void;
}

/** The bus as the hub sees it: the socket server is attached once it is listening. */
export interface RealtimeBus extends EventBus {
  attach(io: Server<ClientToServerEvents, ServerToClientEvents>): void;
  /** Per-socket caches of a member's connections on this instance, forgotten on relation events. */
  peerCaches: Map<string, Set<{ forget(): void }>>;
}

/** Events after which a member's sockets must re-read who they may send typing hints to. */
const RELATION_EVENTS: ReadonlySet<keyof ServerToClientEvents> = new Set(['requestStatusChanged', 'requestCanceled', 'relationChanged', 'accountStatusChanged']);

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Hints sent many times a second while someone types: not worth a log line each. */
const UNLOGGED_EVENTS: ReadonlySet<keyof ServerToClientEvents> = new Set(['typing']);

/**
 * `log`: each event sent is logged (name and recipient, never the payload) by the logger of the request or job run
 * that caused it (lib/trace-context.ts), so its `reqId` ties the event to that request's own lines.
 */
export function createEventBus(log?: FastifyBaseLogger): RealtimeBus {
  let io: Server<ClientToServerEvents, ServerToClientEvents> | null = null;
  const peerCaches = new Map<string, Set<{ forget(): void }>>();
  return {
    peerCaches,
    attach(server) {
      io = server;
    },
    emitToUser(userId, event, payload) {
      // A block or a removed connection stops typing hints at once (on this instance; others
      // re-read within a minute).
      if (RELATION_EVENTS.has(event)) peerCaches.get(userId)?.forEach((cache) => cache.forget());
      if (log && !UNLOGGED_EVENTS.has(event)) traceLog(log).info({ event, toUserId: userId }, 'socket event');
      // With the Redis adapter this reaches the member's sockets on every instance.
      (io?.to(userRoom(userId)) as unknown as { emit: (e: string, p: unknown) => void } | undefined)?.emit(event, payload);
    },
    closeSessions(ended) {
      if (!io) return;
      if ('sessionId' in ended) io.in(sessionRoom(ended.sessionId)).disconnectSockets(true);
      else if (ended.exceptSessionId) io.in(userRoom(ended.userId)).except(sessionRoom(ended.exceptSessionId)).disconnectSockets(true);
      else io.in(userRoom(ended.userId)).disconnectSockets(true);
    },
  };
}
