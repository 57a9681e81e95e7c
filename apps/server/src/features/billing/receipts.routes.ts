import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiUrl, errorResponseSchema, receiptResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { receiptForViewer, receiptPdfForViewer } from './receipts.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
// Any string reaches the service, which answers 404 for ids of the wrong shape (never a 400 that tells them apart).
const params = z.object({ paymentId: z.string() });

/** API.receipt and API.receiptPdf: the payer's own receipt, or any for an admin; 404 for everyone else. */
export function receiptsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['receipts'];
    const auth = requireMember(ctx);

    app.get(
      apiUrl('/receipts/:paymentId'),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: "A payment's receipt by its provider payment id (the payer's own; any for an admin)",
          params,
          response: { 200: receiptResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, receipt: await receiptForViewer(ctx, memberOf(request), request.params.paymentId) };
      },
    );

    app.get(
      apiUrl('/receipts/:paymentId/pdf'),
      {
        onRequest: auth,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, summary: 'The same receipt as an A4 PDF (attachment "<number>.pdf")', params, response: { 200: z.unknown().describe('application/pdf'), ...errors } },
      },
      async (request, reply) => {
        const { fileName, bytes } = await receiptPdfForViewer(ctx, memberOf(request), request.params.paymentId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );
  };
}
