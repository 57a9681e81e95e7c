import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { optionalMember } from '../../plugins/session-auth';
import { findLiveUserById } from '../../core/member/users.repo';
import { canViewBlurredPhotos, canViewHeldPhoto, canViewPhotos } from '../../core/privacy/policy';
import { ownerOf, perspectiveOn } from '../../core/privacy/viewer';
import { useAllowance } from '../../core/plans/plan-usage.repo';
import { variantKey } from '../../core/media/image-pipeline';
import { findImageByKey } from '../../core/media/photos.repo';
import { planInForceOf } from '../../core/plans/plan-in-force';

const FILE_RE = /^([a-f0-9]{32})-(small|large|blur)\.webp$/;

/**
 * Photo bytes, checked on every request against the privacy policy: a guessed address of a
 * private photo answers 403. Nothing private may be cached, so revoking access works at once.
 */
export function mediaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { file: string } }>(
      '/media/:file',
      { onRequest: optionalMember(ctx), schema: { hide: true } },
      async (request, reply) => {
        const match = FILE_RE.exec(request.params.file);
        const deny = (status: number, message: string) =>
          reply.status(status).header('cache-control', 'no-store').send({ success: false, message, code: status === 404 ? 'NOT_FOUND' : 'FORBIDDEN' });
        if (!match) return deny(404, MSG.imageNotFound);
        const [, storageKey, variant] = match as unknown as [string, string, 'small' | 'large' | 'blur'];
        const image = await findImageByKey(ctx.db, storageKey);
        if (!image) return deny(404, MSG.imageNotFound);
        const owner = await findLiveUserById(ctx.db, image.userId);
        if (!owner) return deny(404, MSG.imageNotFound);
        // Members, guardians (as the members they guard) and admins alike: the policy decides.
        const { viewer, relation } = await perspectiveOn(ctx, request.member, owner.id);
        if (image.held && !canViewHeldPhoto(viewer, ownerOf(owner))) return deny(404, MSG.imageNotFound);
        const allowed =
          variant === 'blur'
            ? canViewBlurredPhotos(viewer, ownerOf(owner), relation)
            : canViewPhotos(viewer, ownerOf(owner), relation);
        if (!allowed) return deny(request.member ? 403 : 401, request.member ? MSG.photoNotAllowed : MSG.notSignedIn);
        // The full-size photo is the gallery a profile view opens: for another member it needs a plan in force and
        // counts towards its photo views (maxPhotosViews), as the profile view does (already counted there: free).
        const member = request.member;
        // A guardian reads requests and chats, never a gallery: full size only of the members she guards, so that
        // a guardian account (which a member may give any address she holds) is no way round her plan's photo views.
        if (variant === 'large' && viewer?.kind === 'guardian' && !viewer.wards.some((ward) => ward.viewer.id === owner.id)) {
          return deny(403, MSG.photoNotAllowed);
        }
        if (variant === 'large' && member?.role === 'member' && member.id !== owner.id) {
          const plan = await planInForceOf(ctx, member);
          if (!plan) return deny(403, MSG.photoNotAllowed);
          const counted = await useAllowance(ctx.db, { plan, kind: 'photos', subjectId: owner.id, limit: plan.maxPhotosViews, now: ctx.now() });
          if (!counted) return deny(403, MSG.photoViewLimit);
        }
        const bytes = await ctx.storage.get(variantKey(storageKey, variant));
        if (!bytes) return deny(404, MSG.imageNotFound);
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(bytes);
      },
    );
  };
}
