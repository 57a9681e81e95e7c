import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANGUAGES, ROUTES, trimmedPathInLanguage } from '@sakinah/contract';
import { z } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { Redis } from 'ioredis';
import multipart from '@fastify/multipart';
// Infrastructure
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerJsonCompression } from './plugins/json-compression';
import { createRenderedPages } from './plugins/rendered-pages';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { proxyTrust } from './plugins/client-address';
import { guardConnections, isLoopback } from './plugins/connection-guard';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSessionAuth, SESSION_COOKIE } from './plugins/session-auth';
import { registerLanguage } from './plugins/language';
import { createOutboxMailProvider } from './providers/mail/outbox-mail.provider';
import { createOutboxOtpProvider } from './providers/otp/outbox-otp.provider';
import { createSmtpMailProvider } from './providers/mail/smtp-mail.provider';
import { createGatewayOtpProvider } from './providers/otp/gateway-otp.provider';
import { selectPaymentProvider } from './providers/payments/select-payment-provider';
import { selectStorage } from './providers/storage/select-storage';
import { selectPushProvider } from './providers/push/select-push-provider';
import type { PushProvider } from './providers/push/push.provider';
import { createMemoryLimiter, createRedisLimiter, type AttemptLimiter } from './lib/attempt-limiter';
import { logRedisOutages, REDIS_RESILIENCE } from './lib/redis-connection';
import { createEventBus } from './events/event-bus';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import { createMetrics, type Metrics } from './lib/metrics';
import { runTraced } from './lib/trace-context';
import { registerHttpMetrics } from './plugins/metrics';
import { skipPhoneOnlyAddresses } from './providers/mail/skip-phone-only';
import { countMailDeliveries, countOtpDeliveries, countPushDeliveries } from './providers/counted-delivery';
import { createDomainEventBus } from './events/domain-events';
import { attachRealtime } from './realtime/realtime-hub';
// Core
import { resolveSession } from './core/member/sessions.service';
import { activePackageViews } from './core/plans/packages.service';
// Features
import { healthRoutes } from './features/health/health.routes';
import { authRoutes } from './features/account/auth.routes';
import { phoneSignInRoutes } from './features/account/phone-sign-in.routes';
import { accountRoutes } from './features/account/account.routes';
import { noticeContactChange } from './features/account/email-change.service';
import { profileRoutes } from './features/profile/profile.routes';
import { memberViewRoutes } from './features/profile/member-view.routes';
import { photosRoutes } from './features/photos/photos.routes';
import { mediaRoutes } from './features/photos/media.routes';
import { packagesRoutes } from './features/billing/packages.routes';
import { paymentsRoutes } from './features/billing/payments.routes';
import { sandboxCheckoutRoutes } from './features/billing/sandbox-checkout.routes';
import { receiptsRoutes } from './features/billing/receipts.routes';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { LISTING_LANES, listingGatesOf } from './features/discovery/discovery.service';
import { suggestionsRoutes } from './features/discovery/suggestions.routes';
import { viewersRoutes } from './features/discovery/viewers.routes';
import { recordProfileView, startViewRecorder } from './features/discovery/view-recorder';
import { requestsRoutes } from './features/requests/requests.routes';
import { privacyRoutes } from './features/privacy-settings/privacy.routes';
import { messagingRoutes } from './features/messaging/messaging.routes';
import { typingPeers } from './features/messaging/messaging.service';
import { safetyRoutes } from './features/safety/safety.routes';
import { verificationRoutes } from './features/verification/verification.routes';
import { guardiansRoutes } from './features/guardians/guardians.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { siteCountsRoutes } from './features/site-counts/site-counts.routes';
import { createSiteCounts } from './features/site-counts/site-counts.service';
import { devOutboxRoutes } from './features/dev-outbox/outbox.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { callsRoutes } from './features/calls/calls.routes';
import { authorizeSignal, endCallsOf } from './features/calls/calls.service';
// Back office
import { adminRoutes } from './backoffice/admin/admin.routes';
import { riskRoutes } from './backoffice/risk-review/risk.routes';
import { checkDuplicateTexts, checkManyReports, checkNewAccountBurst, recordAccountOrigin } from './backoffice/risk-review/signals.service';
import { startJobs } from './jobs';

// The contract's schemas are zod/mini, which registers no locale: the API's default messages are English
// by this call, not by the side effect of classic zod building its first schema somewhere.
z.config(z.locales.en());

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Overrides for tests (a fixed clock, a recording mail provider …). */
  overrides?: Partial<Pick<AppContext, 'mail' | 'otp' | 'storage' | 'now' | 'limiter' | 'payments' | 'push'>>;
  logger?: boolean;
  /** Background jobs (expiry sweep, order reconciliation); tests run them by hand. */
  jobs?: boolean;
  /** The process's stop (server.ts drives it); a fresh one by default. */
  lifecycle?: Lifecycle;
  /** The metrics registry (server.ts serves it on METRICS_PORT); a fresh one by default. */
  metrics?: Metrics;
}

/** Bodies above this are refused with 413 unless a route sets its own limit (uploads do). */
const JSON_BODY_LIMIT = 256 * 1024;

/** Accept a caller's request id only when it looks like one; otherwise make our own. */
function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._-]{8,64}$/.test(value) ? value : crypto.randomUUID();
}

export async function buildApp({
  config,
  database,
  overrides,
  logger = true,
  jobs = false,
  lifecycle = createLifecycle(),
  metrics = createMetrics(),
}: BuildAppOptions): Promise<FastifyInstance> {
  // Which peers are our proxies: for client addresses (X-Forwarded-For) and for the connection cap alike.
  const trustedProxy = proxyTrust(config.trustProxy);
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        }
      : false,
    genReqId: (req) => requestId(req.headers['x-request-id']),
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustedProxy,
    frameworkErrors: answerFrameworkError,
    // While the server closes, requests still arriving on kept-alive connections are served (with
    // `Connection: close`, so the next one opens a connection elsewhere) rather than refused with Fastify's bare
    // 503: a request that reached this instance is finished here, and only readiness says "not me".
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: every later hook, the handler and whatever they start (socket events, mails, reactions)
  // run with this request's id and logger (lib/trace-context.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    runTraced({ traceId: request.id, log: request.log }, done);
  });
  // Requests in flight, for the log line of a drain that outlasts its grace (server.ts).
  const finished = new WeakMap<object, () => void>();
  app.addHook('onRequest', (request, reply, done) => {
    const settled = new Promise<void>((resolve) => {
      finished.set(request, resolve);
      reply.raw.once('close', resolve);
    });
    lifecycle.track(`request ${request.id}: ${request.method} ${request.routeOptions.url ?? 'unmatched'}`, settled);
    done();
  });
  const settle = async (request: object) => finished.get(request)?.();
  app.addHook('onResponse', settle);
  app.addHook('onRequestAbort', settle);
  registerHttpMetrics(app, metrics);

  guardConnections(app.server, {
    perAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
    exempt: (address) => isLoopback(address) || trustedProxy(address, 0),
  });

  // JSON in, JSON out: plain-text bodies get a 415 rather than a confusing validation error.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A connection that carried a request through the start of a drain is closed after its answer, not kept
    // idle: a proxy would otherwise send its next request there (nginx does, after its fail_timeout), and the
    // stop would wait for it.
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  registerJsonCompression(app);

  const bus = createEventBus(app.log);
  const domainEvents = createDomainEventBus();
  const attempts = overrides?.limiter ? { limiter: overrides.limiter } : createLimiter(app, config.REDIS_URL);
  const smtp = !overrides?.mail && config.SMTP_URL ? createSmtpMailProvider(config.SMTP_URL, config.MAIL_FROM) : undefined;
  if (smtp) {
    app.addHook('onClose', async () => {
      smtp.close();
    });
  }
  const push = overrides?.push ?? countedPush(app, config, database, metrics);
  const ctx: AppContext = {
    events: bus,
    domainEvents,
    limiter: attempts.limiter,
    redisReady: attempts.redisReady,
    config,
    database,
    db: database.db,
    // Tests' recording providers are used as given; the real ones are counted (deliveries_total) and logged.
    mail: skipPhoneOnlyAddresses(overrides?.mail ?? countMailDeliveries(smtp ?? createOutboxMailProvider(database.db), metrics, app.log)),
    otp:
      overrides?.otp ??
      countOtpDeliveries(
        config.OTP_GATEWAY_URL ? createGatewayOtpProvider(config.OTP_GATEWAY_URL, config.OTP_GATEWAY_TOKEN) : createOutboxOtpProvider(database.db),
        metrics,
        app.log,
      ),
    storage: overrides?.storage ?? selectStorage(config),
    payments: overrides?.payments ?? selectPaymentProvider(config, database.db),
    push,
    now: overrides?.now ?? (() => new Date()),
    lifecycle,
    metrics,
    sessions: { resolve: (token) => resolveSession(ctx, token) },
  };
  app.decorate('ctx', ctx);
  metrics.observe({ kind: 'dbPool', read: () => database.poolStats() });
  metrics.observe({ kind: 'draining', read: () => lifecycle.draining });
  metrics.observe({
    kind: 'listingQueue',
    read: () => {
      const gates = listingGatesOf(ctx);
      return LISTING_LANES.map((lane) => ({ lane, running: gates[lane].active, waiting: gates[lane].waiting }));
    },
  });
  subscribeReactions(ctx);

  registerErrorHandling(app);
  registerSameOriginCheck(app, config.PUBLIC_URL);
  registerInputGuard(app);
  if (config.RELAX_RATE_LIMITS) {
    // Browser tests share one address; real limits stay in force everywhere else.
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: number } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') limit.max *= 100;
    });
  }
  // Razorpay's checkout script (and its frames) are allowed only when Razorpay takes the payments.
  await registerSecurityHeaders(app, config.isProduction, ctx.payments.name === 'razorpay' ? config.RAZORPAY_CHECKOUT_SCRIPT_URL : null);
  await app.register(cookie);
  await registerRateLimit(app, config.REDIS_URL, config.RELAX_RATE_LIMITS);
  await registerOpenApi(app);

  registerSessionAuth(app);
  registerLanguage(app);
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(phoneSignInRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(profileRoutes(ctx));
  await app.register(memberViewRoutes(ctx));
  await app.register(photosRoutes(ctx));
  await app.register(mediaRoutes(ctx));
  await app.register(packagesRoutes(ctx));
  await app.register(paymentsRoutes(ctx));
  await app.register(sandboxCheckoutRoutes(ctx));
  await app.register(receiptsRoutes(ctx));
  await app.register(discoveryRoutes(ctx));
  await app.register(suggestionsRoutes(ctx));
  await app.register(viewersRoutes(ctx));
  // Profile views are buffered and written every ~2 s by the jobs (tests flush by hand), and on close.
  startViewRecorder(app, ctx);
  await app.register(requestsRoutes(ctx));
  await app.register(privacyRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(riskRoutes(ctx));
  await app.register(messagingRoutes(ctx));
  await app.register(safetyRoutes(ctx));
  await app.register(verificationRoutes(ctx));
  await app.register(guardiansRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(callsRoutes(ctx));
  await attachRealtime(app, bus, {
    config,
    limiter: ctx.limiter,
    sessionCookie: SESSION_COOKIE,
    resolveSession: async (token) => {
      const resolved = await resolveSession(ctx, token);
      return resolved && { userId: resolved.member.id, sessionId: resolved.sessionId, expiresAt: resolved.expiresAt };
    },
    typingPeers: (userId) => typingPeers(ctx, userId),
    authorizeCallSignal: (fromUserId, callId, toUserId) => authorizeSignal(ctx, fromUserId, callId, toUserId),
    lifecycle,
    metrics,
  });
  await app.register(contactRoutes(ctx));
  const siteCounts = createSiteCounts(ctx);
  await app.register(siteCountsRoutes(siteCounts));
  if (!config.isProduction || config.ALLOW_DEV_OUTBOX) await app.register(devOutboxRoutes(ctx));

  // The plans change without a build: /pricing is rendered from them (with its data) when they do; the home page
  // from its counts (each shown only above its threshold, counted at most every 10 minutes).
  // Each in every language (`/hi`, `/ur/pricing` …): the same data, drawn in the address's language.
  const homeData = async () => ({ siteCounts: await siteCounts() });
  const pricingData = async () => ({ packages: await activePackageViews(ctx.db) });
  const renderedPages = createRenderedPages(
    config.webDist,
    Object.fromEntries(
      LANGUAGES.flatMap((language) => [
        [trimmedPathInLanguage(ROUTES.home, language), homeData],
        [trimmedPathInLanguage(ROUTES.pricing, language), pricingData],
      ]),
    ),
    config.PUBLIC_URL,
  );
  await registerWebApp(app, config.webDist, {
    origin: config.PUBLIC_URL,
    hiddenRoutes: config.isProduction && !config.ALLOW_DEV_OUTBOX ? [ROUTES.devOutbox] : [],
    renderedPages,
  });
  if (jobs) startJobs(app, ctx);
  // Loading React's server renderer and the first render take about a second: not on a visitor's time.
  if (jobs) {
    app.addHook('onListen', async () => {
      renderedPages.warm();
    });
  }
  return app;
}

/**
 * Each feature's reaction to what happened in another (events/domain-events.ts), subscribed once, in the order they
 * run. Risk signals never fail the member's request (they log and go on); the contact-change notice's errors reach it.
 */
function subscribeReactions(ctx: AppContext): void {
  const on = ctx.domainEvents;
  on.subscribe('memberSignedUp', ({ memberId, ip, deviceToken }) => recordAccountOrigin(ctx, memberId, ip, deviceToken));
  on.subscribe('requestSent', ({ sender }) => checkNewAccountBurst(ctx, sender));
  on.subscribe('conversationStarted', ({ starter }) => checkNewAccountBurst(ctx, starter));
  on.subscribe('profileTextsChanged', ({ member, saved }) => checkDuplicateTexts(ctx, member, saved));
  on.subscribe('reportFiled', ({ reportedId }) => checkManyReports(ctx, reportedId));
  on.subscribe('contactDetailsChanged', ({ member, newEmail, phoneChanged }) => noticeContactChange(ctx, member, { newEmail, phoneChanged }));
  // A block, a report or a suspension ends the calls concerned at once (issue 44).
  on.subscribe('memberBlocked', ({ blockerId, blockedId }) => endCallsOf(ctx, blockerId, blockedId, 'blocked'));
  on.subscribe('reportFiled', ({ reporterId, reportedId }) => endCallsOf(ctx, reporterId, reportedId, 'reported'));
  on.subscribe('memberSuspended', ({ memberId }) => endCallsOf(ctx, memberId, undefined, 'suspended'));
  on.subscribe('profileViewed', ({ viewer, viewedId }) => recordProfileView(ctx, viewer, viewedId));
}

/** The configured push provider, counted and logged (deliveries_total{channel="push"}), its connections closed with the app. */
function countedPush(app: FastifyInstance, config: Config, database: DatabaseHandle, metrics: Metrics): PushProvider {
  const selected = selectPushProvider(config, database.db);
  app.addHook('onClose', async () => {
    selected.close?.();
  });
  return countPushDeliveries(selected, metrics, app.log);
}

function createLimiter(app: FastifyInstance, redisUrl: string | undefined): { limiter: AttemptLimiter; redisReady?: () => boolean } {
  if (!redisUrl) return { limiter: createMemoryLimiter() };
  // Sign-in and OTP need these counters: with Redis away they fail within a second (a 503).
  const redis = new Redis(redisUrl, REDIS_RESILIENCE);
  logRedisOutages(redis, app.log, 'attempt limiter');
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => undefined);
  });
  return { limiter: createRedisLimiter(redis), redisReady: () => redis.status === 'ready' };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
