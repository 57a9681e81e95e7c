import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiUrl, errorResponseSchema, memberViewResponseSchema, MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { admitMember, refuseInvalidInput, requireSessionCookie, sessionTokenOf } from '../../plugins/session-auth';
import { acceptSession, resolveSession } from '../../core/member/sessions.service';
import { hashToken } from '../../lib/tokens';
import { canViewActivity, canViewBlurredPhotos, canViewContact, canViewPhotos, canViewProfile, contactAgreed } from '../../core/privacy/policy';
import { memberViewerOf, ownerOf, perspectiveOn } from '../../core/privacy/viewer';
import { plainJsonSerializer } from '../../lib/plain-json';
import { presentMemberView } from './member-view.presenter';
import { useViewAllowances } from '../../core/plans/plan-usage.repo';
import { readSessionMemberView } from './member-view.repo';
import { isUuid } from '../../lib/ids';
import { pairKeyOf } from '../../core/member/pair-key.repo';
import { findExchange } from '../../core/privacy/contact-exchanges.repo';
import { planInForceOf } from '../../core/plans/plan-in-force';
import { isAdmin } from '../../db/member-row';

export function memberViewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiUrl('/user/:id'),
      {
        // The session is read with the member looked at, in one statement; no cookie is a 401 at once.
        onRequest: requireSessionCookie(),
        // Validated input is refused in the handler, after the session (refuseInvalidInput).
        attachValidation: true,
        // Written as built, like the listing (see plainJsonSerializer): every profile view passes here.
        serializerCompiler: plainJsonSerializer,
        schema: {
          tags: ['profile'],
          summary: "Another member's profile, as the privacy rules let this viewer see it",
          params: z.object({ id: z.string().max(64) }),
          response: {
            200: memberViewResponseSchema,
            401: errorResponseSchema,
            402: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await refuseInvalidInput(ctx, request, reply);
        const { id } = request.params;
        const token = sessionTokenOf(request);
        // requireMember's rules (401, guardians read-only) on the session read beside her; a stranger learns nothing more.
        const found = token && isUuid(id) ? await readSessionMemberView(ctx.db, hashToken(token), ctx.now(), id) : undefined;
        const me = admitMember(ctx, request, reply, found ? await acceptSession(ctx, found) : await resolveSession(ctx, token ?? undefined));
        const read = found?.view;
        if (!read) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
        const member = read.member;
        // Her plan in force, from the session's statement: the policy and the plan limits below both use it.
        const plan = me.role === 'member' ? await planInForceOf(ctx, me) : null;
        // A member's relation came with the read; a guardian is seen through the members she guards.
        const { viewer, relation } =
          me.role === 'member' ? { viewer: await memberViewerOf(ctx, me, plan), relation: read.relation } : await perspectiveOn(ctx, me, member.id, plan);
        const owner = ownerOf(member);
        const decision = canViewProfile(viewer, owner, relation);
        if (!decision.allowed) {
          if (decision.reason === 'private') throw new AppError('FORBIDDEN', MSG.privateProfile);
          if (decision.reason === 'hidden') throw new AppError('FORBIDDEN', MSG.profileNotVisible);
          throw new AppError('NOT_FOUND', MSG.userNotAvailable);
        }
        // Plan limits (a member's own plan decides how many profiles and galleries they may open).
        const isOther = me.id !== member.id && !isAdmin(me);
        const subscription = isOther ? (plan ?? undefined) : undefined;
        if (isOther && !subscription) throw new AppError('PAYMENT_REQUIRED', MSG.paymentRequiredText);
        const policyShowsPhotos = canViewPhotos(viewer, owner, relation);
        let photosAllowed = policyShowsPhotos;
        if (subscription) {
          const allowed = await useViewAllowances(ctx.db, {
            plan: subscription,
            subjectId: member.id,
            profileLimit: subscription.maxProfileViews,
            photosLimit: subscription.maxPhotosViews,
            wantsPhotos: policyShowsPhotos,
            now: ctx.now(),
            // Read with the view for the plan the session's statement found; any other plan checks for itself.
            countedUses: subscription.id === me.planAtSessionRead?.id ? read.countedKinds : undefined,
          });
          if (!allowed.profile) throw new AppError('PLAN_LIMIT', MSG.profileViewLimit);
          photosAllowed = allowed.photos;
        }
        const photosLimitReached = policyShowsPhotos && !photosAllowed;
        // Buffered in memory and written in batches: no extra round trip here.
        await ctx.domainEvents.publish('profileViewed', { viewer: me, viewedId: member.id });
        const can = {
          photos: photosAllowed,
          blurredPhotos: canViewBlurredPhotos(viewer, owner, relation),
          contact: canViewContact(viewer, owner, relation),
          activity: canViewActivity(viewer, owner, relation),
        };
        // Both agreed, but her plan leaves the details out: the page says so rather than how to ask.
        const contactNeedsPlan = viewer?.kind === 'member' && !can.contact && contactAgreed(viewer, owner, relation);
        const exchange = relation.contactExchange ? await findExchange(ctx.db, pairKeyOf(me.id, member.id)) : undefined;
        const photos = can.photos ? read.photoKeys : [];
        const photoCount = read.photoKeys.length;
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
