import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, apiUrl, errorResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { findLiveUserById } from '../account/users.repo';
import { listImages } from '../photos/photos.repo';
import { canViewActivity, canViewBlurredPhotos, canViewContact, canViewPhotos, canViewProfile, contactAgreed } from '../privacy/policy';
import { findExchange, pairKeyOf } from '../messaging/messaging.repo';
import { ownerOf, perspectiveOn } from '../privacy/viewer';
import { plainJsonSerializer } from '../../lib/plain-json';
import { presentMemberView } from './member-view.presenter';
import { findActiveSubscription } from '../plans/subscriptions.repo';
import { useAllowance } from '../plans/plan-usage.repo';
import { isUuid } from '../../lib/ids';
import { recordProfileView } from '../viewers/view-recorder';

export function memberViewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiUrl('/user/:id'),
      {
        onRequest: requireMember(ctx),
        // Written as built, like the listing (see plainJsonSerializer): every profile view passes here.
        serializerCompiler: plainJsonSerializer,
        schema: {
          tags: ['profile'],
          summary: "Another member's profile, as the privacy rules let this viewer see it",
          params: z.object({ id: z.string().max(64) }),
          response: {
            200: z.object({ success: z.literal(true), user: z.record(z.string(), z.unknown()), relation: z.record(z.string(), z.unknown()) }),
            401: errorResponseSchema,
            402: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const me = memberOf(request);
        const { id } = request.params;
        const member = isUuid(id) ? await findLiveUserById(ctx.db, id) : undefined;
        if (!member) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
        // Her plan in force is read once: the policy and the plan limits below both use it.
        const plan = me.role === 'member' ? ((await findActiveSubscription(ctx.db, me.id, ctx.now())) ?? null) : null;
        const { viewer, relation } = await perspectiveOn(ctx, me, member.id, plan);
        const owner = ownerOf(member);
        const decision = canViewProfile(viewer, owner, relation);
        if (!decision.allowed) {
          if (decision.reason === 'private') throw new AppError('FORBIDDEN', MSG.privateProfile);
          if (decision.reason === 'hidden') throw new AppError('FORBIDDEN', MSG.profileNotVisible);
          throw new AppError('NOT_FOUND', MSG.userNotAvailable);
        }
        // Plan limits (a member's own plan decides how many profiles and galleries they may open).
        const isOther = me.id !== member.id && me.role !== 'admin';
        const subscription = isOther ? (plan ?? undefined) : undefined;
        if (isOther && !subscription) throw new AppError('PAYMENT_REQUIRED', MSG.paymentRequiredText);
        if (subscription) {
          const allowed = await useAllowance(ctx.db, {
            subscriptionId: subscription.id,
            kind: 'profile',
            subjectId: member.id,
            limit: subscription.maxProfileViews,
            now: ctx.now(),
          });
          if (!allowed) throw new AppError('PLAN_LIMIT', MSG.profileViewLimit);
        }
        // Buffered in memory and written in batches: no extra round trip here.
        recordProfileView(ctx, me, member.id);
        let photosAllowed = canViewPhotos(viewer, owner, relation);
        let photosLimitReached = false;
        if (photosAllowed && subscription) {
          photosAllowed = await useAllowance(ctx.db, {
            subscriptionId: subscription.id,
            kind: 'photos',
            subjectId: member.id,
            limit: subscription.maxPhotosViews,
            now: ctx.now(),
          });
          photosLimitReached = !photosAllowed;
        }
        const can = {
          photos: photosAllowed,
          blurredPhotos: canViewBlurredPhotos(viewer, owner, relation),
          contact: canViewContact(viewer, owner, relation),
          activity: canViewActivity(viewer, owner, relation),
        };
        // Both agreed, but her plan leaves the details out: the page says so rather than how to ask.
        const contactNeedsPlan = viewer?.kind === 'member' && !can.contact && contactAgreed(viewer, owner, relation);
        const exchange = relation.contactExchange ? await findExchange(ctx.db, pairKeyOf(me.id, member.id)) : undefined;
        const photos = can.photos ? (await listImages(ctx.db, member.id)).map((row) => row.storageKey) : [];
        const photoCount = can.photos ? photos.length : (await listImages(ctx.db, member.id)).length;
        const user = presentMemberView(member, photos, can, ctx.now());
        return {
          success: true as const,
          user: { ...user, photoCount, photosLimitReached, ...(photosLimitReached ? { photosLimitMessage: MSG.photoViewLimit } : {}) },
          relation: {
            isSelf: me.id === member.id,
            connected: relation.connected,
            outgoingRequest: relation.outgoingRequest,
            incomingRequest: relation.incomingRequest,
            photoAccess: relation.photoAccess ?? 'no_request',
            contactExchange: relation.contactExchange && exchange ? { status: relation.contactExchange, requesterId: exchange.requesterId } : null,
            contactVisible: can.contact && me.id !== member.id,
            contactNeedsPlan,
          },
        };
      },
    );
  };
}
