import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { logRedisOutages, REDIS_PUBSUB_RESILIENCE } from '../lib/redis-connection';
import {
  CALL_SIGNAL_MAX_BYTES, MSG, SOCKET_PATH, SOCKET_REFUSALS, type CallSignal, type CallSignalAck, type ClientToServerEvents, type ServerToClientEvents,
} from '@sakinah/contract';
import type { Config } from '../config';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import type { Lifecycle } from '../lib/lifecycle';
import type { Metrics } from '../lib/metrics';
import { isCrossSite } from '../plugins/same-origin';
import { clientAddressResolver } from '../plugins/client-address';
import { createSocketBudget } from './socket-budget';
import { createPeerCache } from './peer-cache';
import { sessionRoom, userRoom, type RealtimeBus } from '../events/event-bus';

/** A socket's owner, read from its session cookie. */
export interface SocketSession {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * What the hub is given (app.ts wires it): it imports neither the app context nor any service, so
 * the services that reach members through the event bus never import it back.
 */
export interface RealtimeDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'trustProxy' | 'RELAX_RATE_LIMITS' | 'REDIS_URL'>;
  limiter: Pick<AttemptLimiter, 'hit'>;
  /** The session cookie's name. */
  sessionCookie: string;
  /** The live session of this cookie value, or null (unknown, lapsed, member suspended). */
  resolveSession(token: string | undefined): Promise<SocketSession | null>;
  /** Whom this member may send typing hints to (read at most once a minute per socket). */
  typingPeers(userId: string): Promise<Set<string>>;
  /** Whether both accounts are present on this active call (every call signal is checked; issue 44). */
  authorizeCallSignal(fromUserId: string, callId: string, toUserId: string): Promise<boolean>;
  /** While the process stops, no new socket is taken, and the open ones are told to reconnect elsewhere. */
  lifecycle: Pick<Lifecycle, 'draining'>;
  metrics: Pick<Metrics, 'observe'>;
}

/**
 * Client events are a few bytes, but a call's SDP offer may be several kilobytes: signals up to 64 KB are read (and
 * one larger is refused with an answer); anything beyond this is refused by the transport.
 */
const MAX_SOCKET_MESSAGE_BYTES = CALL_SIGNAL_MAX_BYTES + 8 * 1024;
/** Call signals have their own budget: a call's ICE candidates come in bursts (a few dozen at once per peer). */
const CALL_SIGNAL_BUDGET = { ratePerSecond: 20, burst: 80, dropsBeforeDisconnect: 200 };
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
    if (key !== name) continue;
    // A badly encoded value is no session (and must not throw: this runs in socket.io's handshake, uncaught).
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * socket.io on the same port, websocket transport only. Identity comes from the session cookie
 * at connect; each socket joins `user:<id>`. Client events are hints: nothing is relayed.
 */
export async function attachRealtime(app: FastifyInstance, bus: RealtimeBus, deps: RealtimeDeps): Promise<void> {
  const { config } = deps;
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const clientAddress = clientAddressResolver(config.trustProxy);
  const handshakeLimit = HANDSHAKES_PER_ADDRESS_PER_MINUTE * (config.RELAX_RATE_LIMITS ? 100 : 1);
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    // Cross-site WebSocket hijacking: a page of another site may not open a socket with our cookie.
    // Handshakes are counted per address before any session is read.
    allowRequest: (request, callback) => {
      // A stopping instance takes no new socket: the client tries again and lands on another instance.
      if (deps.lifecycle.draining) return callback('draining', false);
      if (isCrossSite(request.headers, publicOrigin)) return callback('cross-site', false);
      deps.limiter
        .hit(`socket-handshake:${clientAddress(request)}`, 60_000)
        .then(({ count }) => callback(count > handshakeLimit ? 'rate limited' : null, count <= handshakeLimit))
        .catch(() => callback('unavailable', false));
    },
  });
  if (config.REDIS_URL) {
    // Never-rejecting clients (the adapter does not catch), quick reconnects; `sub` re-subscribes.
    const pub = new Redis(config.REDIS_URL, REDIS_PUBSUB_RESILIENCE);
    const sub = pub.duplicate();
    // Pub/sub channels ignore Redis' database numbers: two deployments sharing one Redis server on different
    // databases (redis://host:6379/7) would hear each other's events. The database number goes into the channel
    // names; database 0 keeps the adapter's own names, so instances of an earlier release still hear these.
    const db = pub.options.db ?? 0;
    logRedisOutages(pub, app.log, 'socket.io');
    // What other instances published while this one's subscription was down is lost (Redis keeps no
    // history): the sockets here are told to reload what events would have changed.
    logRedisOutages(sub, app.log, 'socket.io', () => io.local.emit('resync'));
    io.adapter(createAdapter(pub, sub, db === 0 ? {} : { key: `socket.io/db${db}` }));
    app.addHook('onClose', async () => {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    });
  }
  io.use((socket, next) => {
    deps
      .resolveSession(cookieValue(socket.request.headers.cookie, deps.sessionCookie))
      .then((resolved) => {
        if (!resolved) return next(new Error(SOCKET_REFUSALS.unauthorized));
        socket.data.userId = resolved.userId;
        socket.data.sessionId = resolved.sessionId;
        socket.data.sessionExpiresAt = resolved.expiresAt.getTime();
        return next();
      })
      .catch((error: unknown) => {
        // A database outage is not a signed-out member: the client keeps her signed in and tries again.
        app.log.warn({ err: error }, 'socket session check failed');
        next(new Error(SOCKET_REFUSALS.unavailable));
      });
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
    const signalBudget = createSocketBudget(CALL_SIGNAL_BUDGET);
    // Packets already read when the budget says disconnect keep arriving for a moment: cut off once, logged once.
    let cutOff = false;
    socket.use((packet, next) => {
      if (cutOff) return;
      const verdict = (packet[0] === 'callSignal' ? signalBudget : budget).take();
      if (verdict === 'allow') return next();
      if (verdict === 'disconnect') {
        cutOff = true;
        app.log.warn({ userId }, 'socket disconnected for flooding');
        socket.disconnect(true);
      }
    });

    // The payload of `setup` is ignored: who this is was settled by the cookie.
    socket.on('setup', () => socket.emit('connected', { userId }));

    // Typing is relayed to connections only, from a per-socket copy of who they are: the hot path
    // does no database work (the copy is read at most once a minute).
    const peers = createPeerCache(() => deps.typingPeers(userId));
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
          if (allowed) bus.emitToUser(toUserId, 'typing', { fromUserId: userId });
        })
        .catch(() => undefined);
    });

    // Call signalling (issue 44): relayed to the other participant only when the server finds both of them present on
    // that active call; a forged or stale call id, a stranger or an oversized payload is refused, answered and logged.
    socket.on('callSignal', (payload, ack) => {
      const answer = (value: CallSignalAck) => (typeof ack === 'function' ? ack(value) : undefined);
      const signal = parseCallSignal(payload);
      if (signal === 'too large') {
        app.log.warn({ userId }, 'call signal refused: too large');
        return answer({ ok: false, message: MSG.callSignalTooLarge });
      }
      if (!signal) {
        app.log.warn({ userId }, 'call signal refused: malformed');
        return answer({ ok: false, message: MSG.callSignalRefused });
      }
      deps
        .authorizeCallSignal(userId, signal.callId, signal.toUserId)
        .then((allowed) => {
          if (!allowed) {
            app.log.warn({ userId, callId: signal.callId, toUserId: signal.toUserId }, 'call signal refused: not on this call');
            return answer({ ok: false, message: MSG.callSignalRefused });
          }
          bus.emitToUser(signal.toUserId, 'callSignal', { ...signal, fromUserId: userId });
          return answer({ ok: true });
        })
        .catch((err: unknown) => {
          app.log.warn({ err, userId }, 'call signal check failed');
          answer({ ok: false, message: MSG.callSignalRefused });
        });
    });

    // A session that lapses (not ended by anyone) closes its socket too.
    let recheck: NodeJS.Timeout | undefined;
    const armRecheck = (expiresAt: number) => {
      recheck = setTimeout(() => {
        deps
          .resolveSession(cookieValue(socket.request.headers.cookie, deps.sessionCookie))
          .then((resolved) => (resolved?.sessionId === sessionId ? armRecheck(resolved.expiresAt.getTime()) : socket.disconnect(true)))
          .catch(() => armRecheck(Date.now() + SESSION_RECHECK_MS));
      }, Math.max(1000, Math.min(expiresAt - Date.now(), SESSION_RECHECK_MS)));
      recheck.unref();
    };
    armRecheck(socket.data.sessionExpiresAt as number);
    socket.on('disconnect', () => clearTimeout(recheck));
  });
  bus.attach(io);
  deps.metrics.observe({ kind: 'sockets', read: () => io.engine.clientsCount });
  // Before the HTTP server closes (it would wait for these connections for ever): each socket's connection is
  // closed without socket.io's "disconnect" packet, which the client takes for a possibly ended session. A
  // closed transport is a network blip to it: it reconnects by itself (after 0.5–1.5 s, spread so that not
  // every member lands at once), on another instance since this one no longer listens, and reloads what the
  // events it missed meanwhile would have changed (apps/web realtime-provider.tsx, KEYS_AFTER_RECONNECT).
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
}

const ID = /^[0-9a-f-]{36}$/i;

/**
 * A call signal as the client may send it: a call id, the participant it is for, and either an SDP description or
 * an ICE candidate; only those fields are relayed (nothing else the sender adds reaches the other side).
 */
export function parseCallSignal(payload: unknown): CallSignal | 'too large' | null {
  if (typeof payload !== 'object' || payload === null) return null;
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(payload));
  } catch {
    return null;
  }
  if (size > CALL_SIGNAL_MAX_BYTES) return 'too large';
  const { callId, toUserId, description, candidate } = payload as Record<string, unknown>;
  if (typeof callId !== 'string' || typeof toUserId !== 'string' || !ID.test(callId) || !ID.test(toUserId)) return null;
  if (description !== undefined) {
    const d = description as { type?: unknown; sdp?: unknown } | null;
    if (typeof d !== 'object' || d === null || !['offer', 'answer', 'pranswer', 'rollback'].includes(d.type as string)) return null;
    if (d.sdp !== undefined && typeof d.sdp !== 'string') return null;
    return { callId, toUserId, description: { type: d.type as 'offer', ...(typeof d.sdp === 'string' ? { sdp: d.sdp } : {}) } };
  }
  if (candidate === null) return { callId, toUserId, candidate: null };
  if (typeof candidate === 'object' && candidate !== null) {
    const c = candidate as Record<string, unknown>;
    if (typeof c.candidate !== 'string') return null;
    return {
      callId,
      toUserId,
      candidate: {
        candidate: c.candidate,
        sdpMid: typeof c.sdpMid === 'string' ? c.sdpMid : null,
        sdpMLineIndex: typeof c.sdpMLineIndex === 'number' ? c.sdpMLineIndex : null,
        usernameFragment: typeof c.usernameFragment === 'string' ? c.usernameFragment : null,
      },
    };
  }
  return null;
}
