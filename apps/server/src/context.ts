import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { MailProvider } from './providers/mail/mail.provider';
import type { OtpProvider } from './providers/otp/otp.provider';
import type { StorageProvider } from './providers/storage/storage.provider';
import type { PushProvider } from './providers/push/push.provider';
import type { AttemptLimiter } from './lib/attempt-limiter';
import type { PaymentProvider } from './providers/payments/payment.provider';
import type { MemberRow } from './db/member-row';
import type { EventBus } from './events/event-bus';
import type { DomainEventBus } from './events/domain-events';
import type { Lifecycle } from './lib/lifecycle';
import type { Metrics } from './lib/metrics';

/** A live session and its member, as the guards and the sockets see it. */
export interface ResolvedSession {
  sessionId: string;
  member: MemberRow;
  /** When the session lapses unless used again (sliding expiry). */
  expiresAt: Date;
}

/** Everything a module needs, built once at start and handed to each module. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  mail: MailProvider;
  otp: OtpProvider;
  storage: StorageProvider;
  payments: PaymentProvider;
  /** Web Push (providers/push): the VAPID public key (null: push off) and the sender the delivery worker uses. */
  push: PushProvider;
  /** Real-time events to members (socket.io rooms, across instances through Redis). */
  events: EventBus;
  /** What happened, for the other features' reactions (events/domain-events.ts); handlers are subscribed in app.ts. */
  domainEvents: DomainEventBus;
  /** Attempt counters (sign-ins per email …), shared through Redis when configured. */
  limiter: AttemptLimiter;
  /** Whether the Redis behind the attempt counters is connected; absent without REDIS_URL. */
  redisReady?: () => boolean;
  /** The member behind a session cookie's token (core/member/sessions.service.ts), for the guards in plugins/. */
  sessions: { resolve(token: string | undefined): Promise<ResolvedSession | null> };
  /** The process's stop: `draining` turns readiness to 503; its signal tells background work to take no more. */
  lifecycle: Lifecycle;
  /** Prometheus metrics (lib/metrics.ts), served on METRICS_PORT only. */
  metrics: Metrics;
  /** The clock, replaceable in tests. */
  now(): Date;
}
