import { MSG, RISK_KIND_LABELS, type RiskAction, type RiskItemView } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/ids';
import { findLiveUserById } from '../../core/member/users.repo';
import { appendAudit } from '../../core/member/audit.repo';
import { mediaUrl } from '../../core/media/media-urls';
import { deleteImage } from '../../features/photos/photos.service';
import { closeRiskItem, findRiskItem, listRiskItems, riskScoresOf, type RiskItemRow } from './risk.repo';
import type { MemberRow } from '../../db/member-row';
import { findImageById, setImageHeld } from '../../core/media/photos.repo';
import { suspend } from '../../core/member/suspension';

type Listed = Awaited<ReturnType<typeof listRiskItems>>[number];
type UserRow = NonNullable<Listed['other']>;

export async function riskQueue(ctx: AppContext, status: RiskItemRow['status']): Promise<RiskItemView[]> {
  const rows = await listRiskItems(ctx.db, status);
  const ids = new Set<string>();
  for (const r of rows) {
    ids.add(r.subject.id);
    if (r.other) ids.add(r.other.id);
  }
  const scores = await riskScoresOf(ctx.db, [...ids]);
  const member = (u: UserRow) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email, status: u.status, riskScore: scores.get(u.id) ?? 0 });
  const photo = (p: Listed['photo']) => (p ? { id: p.id, url: mediaUrl(p.storageKey, 'large'), held: p.held } : null);
  return rows.map((r) => ({
    id: r.item.id,
    kind: r.item.kind,
    status: r.item.status,
    resolution: r.item.resolution,
    score: r.item.score,
    subject: member(r.subject),
    other: r.other ? member(r.other) : null,
    photo: photo(r.photo),
    otherPhoto: photo(r.otherPhoto),
    details: (r.item.details ?? {}) as Record<string, unknown>,
    createdAt: r.item.createdAt.toISOString(),
    updatedAt: r.item.updatedAt.toISOString(),
  }));
}

const RESULT_MESSAGE: Record<RiskAction, string> = {
  false_alarm: MSG.riskFalseAlarm,
  reject_photo: MSG.riskPhotoRejected,
  suspend: MSG.riskMemberSuspended,
};

/**
 * An admin's decision on an open item. The item is closed first, in one conditional update, so two
 * admins (or a double click) act once: the second gets 409 and nothing happens twice.
 */
export async function actOnRisk(ctx: AppContext, admin: MemberRow, id: string, action: RiskAction): Promise<string> {
  const item = isUuid(id) ? await findRiskItem(ctx.db, id) : undefined;
  if (!item) throw new AppError('NOT_FOUND', MSG.riskItemNotFound);
  if (action === 'reject_photo' && (item.kind !== 'duplicate_photo' || !item.imageId)) throw new AppError('BAD_REQUEST', MSG.riskRejectPhotoOnly);
  const closed = await closeRiskItem(ctx.db, item.id, action === 'false_alarm' ? 'dismissed' : 'actioned', action === 'reject_photo' ? 'photo_rejected' : action === 'suspend' ? 'suspended' : 'false_alarm', admin.id, ctx.now());
  if (!closed) throw new AppError('CONFLICT', MSG.riskItemNotFound);

  const subject = await findLiveUserById(ctx.db, item.subjectId);
  if (action === 'false_alarm' && item.imageId) await setImageHeld(ctx.db, item.imageId, false);
  if (action === 'reject_photo' && subject && item.imageId) await rejectPhoto(ctx, subject, item.imageId);
  if (action === 'suspend' && subject) await suspend(ctx, admin, subject.id, `Risk: ${RISK_KIND_LABELS[item.kind]}`);

  await appendAudit(ctx.db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: `risk.${action}`,
    targetType: 'risk_item',
    targetId: item.id,
    targetLabel: subject ? `${RISK_KIND_LABELS[item.kind]}: ${subject.firstName} ${subject.lastName} <${subject.email}>` : RISK_KIND_LABELS[item.kind],
    before: { status: 'open', kind: item.kind },
    after: { status: closed.status, resolution: closed.resolution },
    createdAt: ctx.now(),
  });
  return RESULT_MESSAGE[action];
}

async function rejectPhoto(ctx: AppContext, subject: MemberRow, imageId: string): Promise<void> {
  const image = await findImageById(ctx.db, imageId);
  if (image && image.userId === subject.id) await deleteImage(ctx, subject, image.storageKey);
}
