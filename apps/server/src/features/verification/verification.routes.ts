import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  API, apiUrl, errorResponseSchema, IMAGE_MAX_BYTES, messageResponseSchema, MSG, verificationQueueResponseSchema, verificationResponseSchema, verificationSubmittedResponseSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { assertNoNul } from '../../plugins/input-guard';
import { allowVerificationUpload, reviewVerification, submissionFile, submitVerification, verificationQueue, verificationState, type UploadedPart } from './verification.service';
import { SESSION_COOKIE } from '../../plugins/session-auth';
import { requireAdmin } from '../../plugins/session-auth';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema };

async function readParts(request: FastifyRequest): Promise<UploadedPart[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType);
  const parts: UploadedPart[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 5, parts: 7 } })) {
      assertNoNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (part.type === 'file') parts.push({ field: part.fieldname, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', MSG.verificationTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', MSG.verificationFilesRequired);
    // Anything else here is a body the multipart parser could not read (truncated, bad boundary, garbage).
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('BAD_REQUEST', MSG.uploadUnreadable);
  }
  return parts;
}

export function verificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['verification'];
    const auth = requireMember(ctx);

    app.get(apiUrl(API.verification), { onRequest: auth, schema: { tags, summary: 'My verification state: none, submitted, verified or rejected (with reason)', response: { 200: verificationResponseSchema, ...errors } } }, async (request) => ({
      success: true as const,
      verification: await verificationState(ctx, memberOf(request)),
    }));

    app.post(
      apiUrl(API.verification),
      {
        onRequest: auth,
        bodyLimit: IMAGE_MAX_BYTES * 2 + 1024 * 1024,
        config: { rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip } },
        schema: { tags, summary: 'Submit an identity document (image or PDF) and a selfie (multipart: document, selfie)', consumes: ['multipart/form-data'], response: { 201: verificationSubmittedResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const me = memberOf(request);
        // Per member (the route's own limit is per session): counted before the body is read.
        await allowVerificationUpload(ctx, me);
        await submitVerification(ctx, me, await readParts(request));
        return reply.status(201).send({ success: true as const, message: MSG.verificationSubmitted, verification: await verificationState(ctx, { ...me, verificationStatus: 'submitted' }) });
      },
    );

    await app.register(async (scoped) => {
      const admin = scoped.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', requireAdmin(ctx));
      admin.get(apiUrl('/admin/verifications'), { schema: { tags: ['admin'], summary: 'Verifications waiting for review', response: { 200: verificationQueueResponseSchema, ...errors } } }, async () => ({
        success: true as const,
        verifications: await verificationQueue(ctx),
      }));
      admin.get(
        apiUrl('/admin/verifications/:id/:file'),
        { schema: { tags: ['admin'], summary: 'The document or selfie of a pending verification (admins only, never cached)', params: z.object({ id: z.string().max(64), file: z.enum(['document', 'selfie']) }) } },
        async (request, reply) => {
          const { bytes, type } = await submissionFile(ctx, request.params.id, request.params.file);
          return reply.header('content-type', type).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(bytes);
        },
      );
      for (const decision of ['approve', 'reject'] as const) {
        admin.post(
          apiUrl(`/admin/verifications/:id/${decision}`),
          { schema: { tags: ['admin'], summary: `${decision} a verification; the files are then deleted`, params: z.object({ id: z.string().max(64) }), body: z.object({ reason: z.string().trim().max(300).optional() }).nullish(), response: { 200: messageResponseSchema, ...errors } } },
          async (request) => {
            await reviewVerification(ctx, memberOf(request), request.params.id, decision === 'approve' ? 'verified' : 'rejected', request.body?.reason);
            return { success: true as const, message: decision === 'approve' ? MSG.verificationApproved : MSG.verificationRejected };
          },
        );
      }
    });
  };
}
