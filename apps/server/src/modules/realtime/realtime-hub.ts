import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { logRedisOutages, REDIS_PUBSUB_RESILIENCE } from '../../lib/redis-connection';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions.service';
import { typingPeers } from '../messaging/messaging.service';
import { isCrossSite } from '../../plugins/same-origin';
import { clientAddressResolver } from '../../plugins/client-address';
import { createSocketBudget } from './socket-budget';
import { createPeerCache } from './peer-cache';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Which sessions ended: one, or every one of a member (but the current, after a password change). */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

/** The one way services reach members in real time; routes never talk to sockets directly. */
export interface EventBus {
  emitToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, payload: Payload<E>): void;
  /** Closes the sockets of ended sessions at once, on every instance (Redis adapter). */
  closeSessions(ended: EndedSessions): void;
}

/** Events after which a member's sockets must re-read who they may send typing hints to. */
const RELATION_EVENTS: ReadonlySet<keyof ServerToClientEvents> = new Set(['requestStatusChanged', 'requestCanceled', 'relationChanged', 'accountStatusChanged']);

export function createEventBus(): EventBus & {
  attach(io: Server<ClientToServerEvents, ServerToClientEvents>): void;
  /** Per-socket caches of a member's connections on this instance, forgotten on relation events. */
  peerCaches: Map<string, Set<{ forget(): void }>>;
} {
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
      // With the Redis adapter this reaches the member's sockets on every instance.
      (io?.to(`user:${userId}`) as unknown as { emit: (e: string, p: unknown) => void } | undefined)?.emit(event, payload);
    },
    closeSessions(ended) {
      if (!io) return;
      if ('sessionId' in ended) io.in(sessionRoom(ended.sessionId)).disconnectSockets(true);
      else if (ended.exceptSessionId) io.in(userRoom(ended.userId)).except(sessionRoom(ended.exceptSessionId)).disconnectSockets(true);
      else io.in(userRoom(ended.userId)).disconnectSockets(true);
    },
  };
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Client events are a few bytes; anything larger is refused by the transport. */
const MAX_SOCKET_MESSAGE_BYTES = 16 * 1024;
/** Sockets one member may hold open on one instance (tabs and devices). */
const MAX_SOCKETS_PER_MEMBER = 20;
/** Handshakes per address per minute (each one reads the session). */
const HANDSHAKES_PER_ADDRESS_PER_MINUTE = 60;
/** A socket re-reads its session this often at most, to end when the session lapses. */
const SESSION_RECHECK_MS = 60 * 60 * 1000;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * socket.io on the same port, websocket transport only. Identity comes from the session cookie
 * at connect; each socket joins `user:<id>`. Client events are hints: nothing is relayed.
 */
export async function attachRealtime(app: FastifyInstance, ctx: AppContext, bus: ReturnType<typeof createEventBus>): Promise<void> {
  const publicOrigin = new URL(ctx.config.PUBLIC_URL).origin;
  const clientAddress = clientAddressResolver(ctx.config.trustProxy);
  const handshakeLimit = HANDSHAKES_PER_ADDRESS_PER_MINUTE * (ctx.config.RELAX_RATE_LIMITS ? 100 : 1);
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    // Cross-site WebSocket hijacking: a page of another site may not open a socket with our cookie.
    // Handshakes are counted per address before any session is read.
    allowRequest: (request, callback) => {
      if (isCrossSite(request.headers, publicOrigin)) return callback('cross-site', false);
      ctx.limiter
        .hit(`socket-handshake:${clientAddress(request)}`, 60_000)
        .then(({ count }) => callback(count > handshakeLimit ? 'rate limited' : null, count <= handshakeLimit))
        .catch(() => callback('unavailable', false));
    },
  });
  if (ctx.config.REDIS_URL) {
    // Never-rejecting clients (the adapter does not catch), quick reconnects; `sub` re-subscribes.
    const pub = new Redis(ctx.config.REDIS_URL, REDIS_PUBSUB_RESILIENCE);
    const sub = pub.duplicate();
    for (const client of [pub, sub]) logRedisOutages(client, app.log, 'socket.io');
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    });
  }
  io.use((socket, next) => {
    resolveSession(ctx, cookieValue(socket.request.headers.cookie, SESSION_COOKIE))
      .then((resolved) => {
        if (!resolved) return next(new Error('unauthorized'));
        socket.data.userId = resolved.member.id;
        socket.data.sessionId = resolved.sessionId;
        socket.data.sessionExpiresAt = resolved.expiresAt.getTime();
        return next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const userId = socket.data.userId as string;
    const sessionId = socket.data.sessionId as string;
    if ((io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) >= MAX_SOCKETS_PER_MEMBER) {
      socket.disconnect(true);
      return;
    }
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);

    // Every event passes the socket's budget first: floods are dropped, then disconnected.
    const budget = createSocketBudget();
    socket.use((_packet, next) => {
      const verdict = budget.take();
      if (verdict === 'allow') return next();
      if (verdict === 'disconnect') {
        app.log.warn({ userId }, 'socket disconnected for flooding');
        socket.disconnect(true);
      }
    });

    // The payload of `setup` is ignored: who this is was settled by the cookie.
    socket.on('setup', () => socket.emit('connected', { userId }));

    // Typing is relayed to connections only, from a per-socket copy of who they are: the hot path
    // does no database work (the copy is read at most once a minute).
    const peers = createPeerCache(() => typingPeers(ctx, userId));
    const caches = bus.peerCaches.get(userId) ?? new Set();
    bus.peerCaches.set(userId, caches.add(peers));
    socket.on('disconnect', () => {
      caches.delete(peers);
      if (caches.size === 0) bus.peerCaches.delete(userId);
    });
    socket.on('typing', (payload) => {
      const toUserId = (payload as { toUserId?: unknown } | undefined)?.toUserId;
      if (typeof toUserId !== 'string' || toUserId === userId) return;
      void peers
        .has(toUserId)
        .then((allowed) => {
          if (allowed) ctx.events.emitToUser(toUserId, 'typing', { fromUserId: userId });
        })
        .catch(() => undefined);
    });

    // A session that lapses (not ended by anyone) closes its socket too.
    let recheck: NodeJS.Timeout | undefined;
    const armRecheck = (expiresAt: number) => {
      recheck = setTimeout(() => {
        resolveSession(ctx, cookieValue(socket.request.headers.cookie, SESSION_COOKIE))
          .then((resolved) => (resolved?.sessionId === sessionId ? armRecheck(resolved.expiresAt.getTime()) : socket.disconnect(true)))
          .catch(() => armRecheck(Date.now() + SESSION_RECHECK_MS));
      }, Math.max(1000, Math.min(expiresAt - Date.now(), SESSION_RECHECK_MS)));
      recheck.unref();
    };
    armRecheck(socket.data.sessionExpiresAt as number);
    socket.on('disconnect', () => clearTimeout(recheck));
  });
  bus.attach(io);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
}
