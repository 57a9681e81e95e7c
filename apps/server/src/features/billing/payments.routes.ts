import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, createOrderResponseSchema, createOrderSchema, errorResponseSchema, MSG, packageStatusResponseSchema, paymentHistoryResponseSchema, paymentResponseSchema, paymentStatusResponseSchema, paymentVerifiedResponseSchema, paymentSuccessMessage, purchasePreviewQuerySchema, purchasePreviewResponseSchema, trialStartedResponseSchema, verifyPaymentQuerySchema, webhookResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { loadSelf } from '../../core/member/self';
import {
  confirmPackageExpired, confirmPaymentStatus, createOrder, handleWebhook, paymentOfMember, presentPayment, previewPurchase, startTrial,
  verificationResponse, verifyPayment,
} from './payments.service';
import { listPaymentsOfUser } from './payments.repo';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };

/** Path ids must be the session member's own (DESIGN.md trust rules). */
function assertSelf(memberId: string, userId: string) {
  if (memberId !== userId) throw new AppError('FORBIDDEN', MSG.notYourAccount);
}

export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payments'];
    const auth = requireMember(ctx);

    app.post(
      apiUrl(API.createOrder),
      {
        onRequest: auth,
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
        schema: {
          tags,
          summary: 'Create a payment order for a plan. Without paymentMethod: {paymentUrl} (pricing); with "card": the order for the checkout widget',
          body: createOrderSchema,
          response: { 200: createOrderResponseSchema, ...errors },
        },
      },
      async (request) => {
        const flow = request.body.paymentMethod === 'card' ? 'checkout' : 'pricing';
        const result = await createOrder(ctx, memberOf(request), request.body.package, flow, request.body.start);
        return flow === 'pricing'
          ? { success: true as const, paymentUrl: result.paymentUrl, orderId: result.order.id }
          : {
              success: true as const,
              ...result.order,
              order: result.order,
              key: result.key,
              provider: result.provider,
              package: result.package,
              // Razorpay's widget options: the script to load, brand, theme colour and the member's prefill.
              scriptUrl: result.checkout.scriptUrl,
              name: result.checkout.name,
              description: result.checkout.description,
              theme: { color: result.checkout.themeColor },
              prefill: result.checkout.prefill,
            };
      },
    );

    app.get(
      apiUrl('/purchase-preview/:packageId'),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'What buying this plan now would do: when it starts and ends (paid time is never replaced), and the amount',
          params: z.object({ packageId: z.string().max(64) }),
          querystring: purchasePreviewQuerySchema,
          response: { 200: purchasePreviewResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, preview: await previewPurchase(ctx, memberOf(request), request.params.packageId, request.query.start) }),
    );

    app.get(
      apiUrl(API.verifyPayment),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: "Verify the provider's signature for this member's order and activate the plan (idempotent)",
          querystring: verifyPaymentQuerySchema,
          response: { 200: paymentVerifiedResponseSchema, ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        const activation = await verifyPayment(ctx, memberOf(request), {
          orderId: q.razorpay_order_id,
          paymentId: q.razorpay_payment_id,
          signature: q.razorpay_signature,
          packageId: q.packageId,
          amount: q.amount,
        });
        return verificationResponse(activation, ctx.config.REVIEW_TIME, ctx.now());
      },
    );

    app.get(
      apiUrl('/get-payment/pid/:paymentId'),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'One of my payments by its provider payment id',
          params: z.object({ paymentId: z.string().max(100) }),
          response: { 200: paymentResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, payment: presentPayment(await paymentOfMember(ctx, memberOf(request), request.params.paymentId), ctx.now()) }),
    );

    app.get(
      apiUrl(API.paymentHistory),
      {
        onRequest: auth,
        schema: { tags, summary: 'My payments, latest first', response: { 200: paymentHistoryResponseSchema, 401: errorResponseSchema } },
      },
      async (request) => ({ success: true as const, data: (await listPaymentsOfUser(ctx.db, memberOf(request).id)).map((row) => presentPayment(row, ctx.now())) }),
    );

    app.patch(
      apiUrl('/update-payment-status/:userId'),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'Confirms a verified payment of this member (the client cannot mark itself paid)',
          params: z.object({ userId: z.string().max(64) }),
          body: z.object({ isPaymentComplete: z.boolean().optional(), paymentStatus: z.string().max(20).optional(), paymentId: z.string().max(100).optional() }),
          response: { 200: paymentStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        const member = memberOf(request);
        assertSelf(member.id, request.params.userId);
        const row = await confirmPaymentStatus(ctx, member, request.body.paymentId);
        const payment = presentPayment(row, ctx.now());
        const message = paymentSuccessMessage({
          planName: payment.package.name,
          startDate: payment.startDate,
          startsOnApproval: payment.planStatus === 'Awaiting Approval',
          startsNow: payment.planStatus === 'Active',
          reviewTime: ctx.config.REVIEW_TIME,
        });
        return { success: true as const, message, payment, user: await loadSelf(ctx, member.id) };
      },
    );

    app.patch(
      apiUrl('/update-package-status/:userId'),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'Marks my plan inactive, only once its expiry has really passed',
          params: z.object({ userId: z.string().max(64) }),
          body: z.object({ isActive: z.boolean().optional(), packageId: z.string().max(64).optional() }),
          response: { 200: packageStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        const member = memberOf(request);
        assertSelf(member.id, request.params.userId);
        if (request.body.isActive !== false) throw new AppError('BAD_REQUEST', MSG.notExpiredYet);
        await confirmPackageExpired(ctx, member);
        return { success: true as const, user: await loadSelf(ctx, member.id) };
      },
    );

    app.post(
      apiUrl(API.startTrial),
      {
        onRequest: auth,
        schema: { tags, summary: 'Start the 7-day free trial (once per member, no card, Basic limits)', response: { 200: trialStartedResponseSchema, ...errors } },
      },
      async (request) => {
        const member = memberOf(request);
        const subscription = await startTrial(ctx, member);
        return {
          success: true as const,
          message: MSG.trialStarted,
          data: { subscription: { planName: subscription.planName, endDate: subscription.endsAt.toISOString(), kind: subscription.kind } },
          user: await loadSelf(ctx, member.id),
        };
      },
    );

    // Webhooks are checked against the raw body, so this route reads JSON as text.
    await app.register(async (scoped) => {
      scoped.removeContentTypeParser('application/json');
      scoped.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
      scoped.post(
        apiUrl(API.paymentWebhook),
        {
          config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
          schema: {
            tags,
            summary: 'Provider webhook (order.paid, payment.captured, payment.failed, refund.processed), HMAC-SHA256 over the raw body in X-Razorpay-Signature',
            response: { 200: webhookResponseSchema, 400: errorResponseSchema },
          },
        },
        async (request) => {
          const signature = String(request.headers['x-razorpay-signature'] ?? '');
          const eventId = request.headers['x-razorpay-event-id'];
          const result = await handleWebhook(ctx, String(request.body ?? ''), signature, typeof eventId === 'string' ? eventId : undefined);
          return { success: true as const, ...result };
        },
      );
    });
  };
}
