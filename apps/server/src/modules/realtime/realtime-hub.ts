import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions.service';
import { relayTyping } from '../messaging/messaging.service';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** The one way services reach members in real time; routes never talk to sockets directly. */
export interface EventBus {
  emitToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, payload: Payload<E>): void;
}

export function createEventBus(): EventBus & { attach(io: Server<ClientToServerEvents, ServerToClientEvents>): void } {
  let io: Server<ClientToServerEvents, ServerToClientEvents> | null = null;
  return {
    attach(server) {
      io = server;
    },
    emitToUser(userId, event, payload) {
      // With the Redis adapter this reaches the member's sockets on every instance.
      (io?.to(`user:${userId}`) as unknown as { emit: (e: string, p: unknown) => void } | undefined)?.emit(event, payload);
    },
  };
}

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
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
  });
  if (ctx.config.REDIS_URL) {
    const pub = new Redis(ctx.config.REDIS_URL, { maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err: Error) => app.log.warn({ err }, 'redis (socket.io) error'));
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
        return next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const userId = socket.data.userId as string;
    void socket.join(`user:${userId}`);
    // The payload of `setup` is ignored: who this is was settled by the cookie.
    socket.on('setup', () => socket.emit('connected', { userId }));
    socket.on('typing', (payload) => {
      void relayTyping(ctx, userId, (payload as { toUserId?: unknown } | undefined)?.toUserId).catch(() => undefined);
    });
  });
  bus.attach(io);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
}
