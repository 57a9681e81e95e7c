import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, MSG, accountSettingsSchema, apiUrl, errorResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { clearSessionCookie, memberOf, requireMember } from '../../plugins/session-auth';
import { deleteAccount } from '../auth/auth.service';
import { updateAccount } from './account.service';
import { presentSelf } from './member.presenter';
import { findLiveUserById } from './users.repo';

const userRecord = z.record(z.string(), z.unknown());

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];
    const auth = requireMember(ctx);

    app.get(
      apiUrl(API.getUser),
      {
        preHandler: auth,
        schema: { tags, summary: 'The signed-in member (401 without a session)', response: { 200: z.object({ success: z.literal(true), user: userRecord }), 401: errorResponseSchema } },
      },
      async (request) => ({ success: true as const, user: presentSelf(memberOf(request), ctx.now()) }),
    );

    app.put(
      apiUrl(API.updateUser),
      {
        preHandler: auth,
        schema: {
          tags,
          summary: 'Update account details (Settings → Account)',
          body: accountSettingsSchema,
          response: { 200: z.object({ success: z.literal(true), message: z.string(), data: userRecord, user: userRecord }), 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request) => {
        const member = memberOf(request);
        await updateAccount(ctx, member, request.body);
        const user = presentSelf((await findLiveUserById(ctx.db, member.id))!, ctx.now());
        return { success: true as const, message: MSG.profileUpdated, data: user, user };
      },
    );

    app.delete(
      apiUrl(API.deleteUser),
      {
        preHandler: auth,
        schema: { tags, summary: 'Permanently delete the account: personal data, photos, drafts, requests and sessions', response: { 200: z.object({ success: z.literal(true), message: z.string() }), 401: errorResponseSchema } },
      },
      async (request, reply) => {
        await deleteAccount(ctx, memberOf(request));
        clearSessionCookie(reply, ctx.config.isProduction);
        return { success: true as const, message: MSG.accountDeleted };
      },
    );
  };
}
