import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API, apiUrl, avatarSetResponseSchema, errorResponseSchema, fileMessages, IMAGE_MAX_BYTES, IMAGE_MAX_PER_MEMBER, MSG, ownImagesResponseSchema, uploadedImagesResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { loadSelf } from '../../core/member/self';
import { AppError } from '../../errors';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { assertNoNul } from '../../plugins/input-guard';
import { allImages, allowUpload, deleteImage, displayName, removeAvatar, setAvatar, uploadImages, type UploadedFile } from './photos.service';
import { refreshCompletion } from '../../core/member/profile-completion';

const okMessage = z.object({ success: z.literal(true), message: z.string() });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema };

/** Reads every file part into memory within the limits; a file over 10 MB is named in the message. */
async function readFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType);
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: IMAGE_MAX_PER_MEMBER, fields: 10, parts: IMAGE_MAX_PER_MEMBER + 10 } })) {
      assertNoNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge(displayName(part.filename)));
        throw error;
      });
      if (bytes.length > 0) files.push({ filename: part.filename, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', MSG.tooManyPhotos);
    // Anything else here is a body the multipart parser could not read (truncated, bad boundary, garbage).
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('BAD_REQUEST', MSG.uploadUnreadable);
  }
  return files;
}

export function photosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['photos'];
    const auth = requireMember(ctx);

    const uploadHandler = async (request: FastifyRequest) => {
      const member = memberOf(request);
      // Counted before the body is read: a refused request costs neither memory nor decoding.
      await allowUpload(ctx, member);
      const uploadedImages = await uploadImages(ctx, member, await readFiles(request));
      const user = await loadSelf(ctx, await refreshCompletion(ctx, member.id));
      return { success: true as const, message: MSG.imagesUploaded, uploadedImages, user };
    };
    const uploadSchema = {
      tags,
      summary: 'Upload photos (multipart, field "images", JPEG or PNG by content, 10 MB each, 12 in all); re-encoded without metadata',
      consumes: ['multipart/form-data'],
      response: {
        200: uploadedImagesResponseSchema,
        ...errors,
      },
    };
    // Multipart bodies are read by the handler with their own limits, not by the JSON body limit.
    const bodyLimit = IMAGE_MAX_BYTES * IMAGE_MAX_PER_MEMBER + 1024 * 1024;
    app.post(apiUrl(API.uploadImages), { onRequest: auth, bodyLimit, schema: uploadSchema }, uploadHandler);
    app.post(apiUrl(API.upload), { onRequest: auth, bodyLimit, schema: { ...uploadSchema, summary: 'Same as /api/upload-images' } }, uploadHandler);

    app.get(
      apiUrl(API.allImages),
      { onRequest: auth, schema: { tags, summary: "The member's own photos", response: { 200: ownImagesResponseSchema, 401: errorResponseSchema } } },
      async (request) => ({ success: true as const, images: await allImages(ctx, memberOf(request)) }),
    );

    app.put(
      apiUrl(API.setAvatar),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'Make one of my photos the avatar (avatarPath = its key or file name)',
          body: z.object({ avatarPath: z.string({ error: MSG.imageNotFound }).min(1, MSG.imageNotFound).max(200) }),
          response: { 200: avatarSetResponseSchema, ...errors },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const avatar = await setAvatar(ctx, member, request.body.avatarPath);
        await refreshCompletion(ctx, member.id);
        return { success: true as const, message: MSG.avatarUpdated, avatar };
      },
    );

    app.delete(
      apiUrl(API.deleteImage),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'Delete one of my photos (key = last path segment of its address); deleting the avatar clears it',
          querystring: z.object({ key: z.string().max(200).optional() }),
          // The key may come in the query (the spec's form) or a JSON body; a bodyless DELETE has body null.
          body: z.object({ key: z.string().max(200).optional() }).nullish(),
          response: { 200: okMessage, ...errors },
        },
      },
      async (request) => {
        const key = request.body?.key ?? request.query.key;
        if (!key) throw new AppError('NOT_FOUND', MSG.imageNotFound);
        const member = memberOf(request);
        await deleteImage(ctx, member, key);
        await refreshCompletion(ctx, member.id);
        return { success: true as const, message: MSG.imageDeleted };
      },
    );

    app.delete(
      apiUrl(API.removeAvatar),
      { onRequest: auth, schema: { tags, summary: 'Clear my avatar (the photo stays in my gallery)', response: { 200: okMessage, ...errors } } },
      async (request) => {
        const member = memberOf(request);
        await removeAvatar(ctx, member);
        await refreshCompletion(ctx, member.id);
        return { success: true as const, message: MSG.avatarRemoved };
      },
    );
  };
}
