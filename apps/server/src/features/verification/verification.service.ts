import crypto from 'node:crypto';
import { IMAGE_MAX_BYTES, MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { DOCUMENT_TYPE, renderDocument } from '../../core/media/image-pipeline';
import { appendAudit } from '../../core/member/audit.repo';
import { decide, findSubmission, insertSubmission, latestSubmission, pendingSubmissions } from './verification.repo';
import { isUuid } from '../../lib/ids';
import type { MemberRow } from '../../db/member-row';
import { reencodeWithinLimits, sniffImageType } from '../../core/media/upload-checks';

export interface UploadedPart {
  field: string;
  bytes: Buffer;
}

/** Documents may be a JPEG, a PNG or a PDF (by content); the selfie an image. */
function documentType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  const image = sniffImageType(bytes);
  if (image === 'jpeg') return 'image/jpeg';
  if (image === 'png') return 'image/png';
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : null;
}

export async function verificationState(ctx: AppContext, me: MemberRow) {
  const latest = await latestSubmission(ctx.db, me.id);
  return {
    status: me.verificationStatus,
    reason: latest?.status === 'rejected' ? latest.reason : null,
    submittedAt: latest?.createdAt.toISOString() ?? null,
  };
}

/** Identity documents are sent once or twice in a member's life: a few tries a day is plenty. */
export const VERIFICATION_UPLOADS_PER_DAY = 5;

/** Counts a verification upload of this member (whatever the session or address). */
export async function allowVerificationUpload(ctx: AppContext, me: MemberRow): Promise<void> {
  const { count, resetInMs } = await ctx.limiter.hit(`verification-uploads:${me.id}`, 24 * 60 * 60 * 1000);
  if (count > VERIFICATION_UPLOADS_PER_DAY) throw new AppError('RATE_LIMITED', MSG.verificationTooManyUploads, Math.ceil(resetInMs / 1000));
}

export async function submitVerification(ctx: AppContext, me: MemberRow, parts: UploadedPart[]) {
  if (me.verificationStatus === 'submitted') throw new AppError('CONFLICT', MSG.verificationPending);
  if (me.verificationStatus === 'verified') throw new AppError('CONFLICT', MSG.verificationDone);
  const document = parts.find((p) => p.field === 'document');
  const selfie = parts.find((p) => p.field === 'selfie');
  if (!document || !selfie) throw new AppError('BAD_REQUEST', MSG.verificationFilesRequired);
  for (const part of [document, selfie]) if (part.bytes.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MSG.verificationTooLarge);
  const docType = documentType(document.bytes);
  if (!docType) throw new AppError('BAD_REQUEST', MSG.verificationDocumentType);
  const selfieType = sniffImageType(selfie.bytes);
  if (!selfieType) throw new AppError('BAD_REQUEST', MSG.verificationSelfieType);
  // Both images are decoded and re-encoded (upright, no EXIF/GPS, bounded pixels) before either is
  // stored; a PDF document is kept as sent. Never re-served to members: only an admin reads them,
  // then they are deleted.
  const documentBytes = docType === 'application/pdf' ? document.bytes : await reencodeWithinLimits(document.bytes, renderDocument);
  const selfieBytes = await reencodeWithinLimits(selfie.bytes, renderDocument);
  const storedDocType = docType === 'application/pdf' ? docType : DOCUMENT_TYPE;
  const base = `verify-${crypto.randomBytes(16).toString('hex')}`;
  const documentKey = `${base}-document`;
  const selfieKey = `${base}-selfie`;
  await ctx.storage.put(documentKey, documentBytes, storedDocType);
  await ctx.storage.put(selfieKey, selfieBytes, DOCUMENT_TYPE);
  await insertSubmission(ctx.db, {
    userId: me.id,
    documentKey,
    documentType: storedDocType,
    selfieKey,
    selfieType: DOCUMENT_TYPE,
    createdAt: ctx.now(),
  });
}

export async function verificationQueue(ctx: AppContext) {
  return (await pendingSubmissions(ctx.db)).map(({ submission, member }) => ({
    id: submission.id,
    createdAt: submission.createdAt.toISOString(),
    documentType: submission.documentType,
    member: { id: member.id, name: `${member.firstName} ${member.lastName}`, email: member.email },
  }));
}

export async function submissionFile(ctx: AppContext, id: string, which: 'document' | 'selfie') {
  const row = isUuid(id) ? await findSubmission(ctx.db, id) : undefined;
  const key = which === 'document' ? row?.documentKey : row?.selfieKey;
  if (!row || !key) throw new AppError('NOT_FOUND', MSG.verificationNotFound);
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw new AppError('NOT_FOUND', MSG.verificationNotFound);
  return { bytes, type: which === 'document' ? row.documentType : row.selfieType };
}

export async function reviewVerification(ctx: AppContext, admin: MemberRow, id: string, decision: 'verified' | 'rejected', reason: string | undefined) {
  const row = isUuid(id) ? await findSubmission(ctx.db, id) : undefined;
  if (!row || row.status !== 'submitted') throw new AppError('NOT_FOUND', MSG.verificationNotFound);
  if (decision === 'rejected' && !reason) throw new AppError('BAD_REQUEST', MSG.reasonRequired);
  const updated = await decide(ctx.db, row.id, decision, reason ?? null, admin.id, ctx.now());
  if (!updated) throw new AppError('NOT_FOUND', MSG.verificationNotFound);
  // The documents are deleted once the decision is taken.
  for (const key of [row.documentKey, row.selfieKey]) if (key) await ctx.storage.delete(key).catch(() => undefined);
  await appendAudit(ctx.db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: `verification.${decision === 'verified' ? 'approve' : 'reject'}`,
    targetType: 'member',
    targetId: row.userId,
    before: { status: 'submitted' },
    after: { status: decision, reason: reason ?? null },
    createdAt: ctx.now(),
  });
}
