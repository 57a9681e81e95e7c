import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSettingsSchema, API, apiUrl, deleteAccountSchema, deletionPreviewResponseSchema, errorResponseSchema, FAITH_MSG, FAITH_UPDATE_KEYS, faithUpdateSchema, languageUpdateSchema, messageResponseSchema, MSG, notificationSettingsSchema, PROFILE_FIELDS, profileUpdateSchema, selfResponseSchema, selfUpdatedResponseSchema, userUpdatedResponseSchema } from '@sakinah/contract';
import { fieldRefusal, fromZodIssues, unauthenticated } from '../../errors';
import { hashToken } from '../../lib/tokens';
import { saveProfile } from '../profile/profile.service';
import { saveFaith } from '../profile/faith.service';
import type { AppContext } from '../../context';
import { loadSelf, selfRecordOf } from '../../core/member/self';
import { readSessionSelf } from '../../core/member/self.repo';
import { findLiveUserById, updateUserFields } from '../../core/member/users.repo';
import { admitMember, clearSessionCookie, memberOf, requireMember, requireSessionCookie, sessionTokenOf } from '../../plugins/session-auth';
import { acceptSession } from '../../core/member/sessions.service';
import { deletionPreview, departureOf, updateAccount } from './account.service';
import { countEmailChange } from '../../core/member/address-checks';
import { deleteAccount } from '../../core/member/account-deletion';

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];
    const auth = requireMember(ctx);

    app.get(
      apiUrl(API.getUser),
      {
        // The session is read with her record, in one statement (readSessionSelf); no cookie is a 401 at once.
        onRequest: requireSessionCookie(),
        schema: { tags, summary: 'The signed-in member (401 without a session)', response: { 200: selfResponseSchema, 401: errorResponseSchema } },
      },
      async (request, reply) => {
        const token = sessionTokenOf(request);
        const now = ctx.now();
        const found = token ? await readSessionSelf(ctx.db, hashToken(token), now) : undefined;
        if (!found) throw unauthenticated(MSG.notSignedIn);
        // requireMember's rules (401 for a suspended member, guardians allowed, the sliding expiry) on the session read with her record.
        const me = admitMember(ctx, request, reply, await acceptSession(ctx, found), { allowGuardian: true });
        return { success: true as const, user: selfRecordOf(me, now, me.planAtSessionRead ?? null, found.extras) };
      },
    );

    app.patch(
      apiUrl(API.notificationSettings),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'Mail preferences: renewal reminders 7 days and 1 day before a plan ends and on the day it ends; the daily match suggestions mail (off by default)',
          body: notificationSettingsSchema,
          response: { 200: selfUpdatedResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const { renewalReminders, dailySuggestionMail } = request.body;
        await updateUserFields(ctx.db, member.id, {
          ...(renewalReminders !== undefined ? { renewalReminders } : {}),
          ...(dailySuggestionMail !== undefined ? { dailySuggestionMail } : {}),
          updatedAt: ctx.now(),
        });
        return { success: true as const, message: MSG.notificationSettingsUpdated, user: await loadSelf(ctx, member.id) };
      },
    );

    app.put(
      apiUrl(API.updateUser),
      {
        onRequest: auth,
        schema: {
          tags,
          summary:
            'Update the profile: from Settings → Account (firstName, lastName, email, bio) or, with the profile fields, the whole profile from the editor (every section validated; isProfileComplete computed here)',
          body: z.record(z.string(), z.unknown()),
          response: { 200: userUpdatedResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => {
        const member = memberOf(request);
        if ('language' in request.body) {
          // `{language}` alone (the header's switch, Settings → Account); anything else beside it is refused, not dropped.
          const parsed = languageUpdateSchema.safeParse(request.body);
          if (!parsed.success) throw fieldRefusal('BAD_REQUEST', 'language', MSG.invalidLanguage);
          await updateUserFields(ctx.db, member.id, { language: parsed.data.language, updatedAt: ctx.now() });
          // The answer is already in the new language.
          request.member = { ...member, language: parsed.data.language };
          const user = await loadSelf(ctx, member.id);
          return { success: true as const, message: MSG.languageUpdated, data: user, user };
        }
        // Each new address tried is counted once the input is valid: the answer may say it is taken (core/member/address-checks.ts).
        const countIfNewEmail = async (email: string) => {
          if (email !== member.email) await countEmailChange(ctx, member.id, request.ip);
        };
        const keys = Object.keys(request.body);
        // Faith fields and partner preferences may come on their own (issue 41), or beside a whole profile.
        const faithKeys = keys.filter((key) => FAITH_UPDATE_KEYS.includes(key));
        if (faithKeys.length > 0) {
          const faith = faithUpdateSchema.safeParse(Object.fromEntries(faithKeys.map((key) => [key, request.body[key]])));
          if (!faith.success) throw fromZodIssues(faith.error.issues);
          if (faithKeys.length === keys.length) {
            await saveFaith(ctx, member, faith.data);
            const user = await loadSelf(ctx, member.id);
            return { success: true as const, message: FAITH_MSG.faithSaved, data: user, user };
          }
        }
        const rest = Object.fromEntries(Object.entries(request.body).filter(([key]) => !FAITH_UPDATE_KEYS.includes(key)));
        const isProfileSave = Object.keys(rest).some((key) => PROFILE_FIELDS.includes(key) && !['firstName', 'lastName', 'email'].includes(key));
        if (isProfileSave) {
          const parsed = profileUpdateSchema.safeParse(rest);
          if (!parsed.success) throw fromZodIssues(parsed.error.issues);
          await countIfNewEmail(parsed.data.email);
          await saveProfile(ctx, member, parsed.data);
        } else {
          const parsed = accountSettingsSchema.safeParse(rest);
          if (!parsed.success) throw fromZodIssues(parsed.error.issues);
          await countIfNewEmail(parsed.data.email);
          await updateAccount(ctx, member, parsed.data);
        }
        if (faithKeys.length > 0) {
          // Read again: the save above may have changed her own fields a must depends on.
          const parsed = faithUpdateSchema.parse(Object.fromEntries(faithKeys.map((key) => [key, request.body[key]])));
          await saveFaith(ctx, (await findLiveUserById(ctx.db, member.id)) ?? member, parsed);
        }
        const user = await loadSelf(ctx, member.id);
        return { success: true as const, message: MSG.profileUpdated, data: user, user };
      },
    );

    app.get(
      apiUrl(API.deletionPreview),
      {
        onRequest: auth,
        schema: { tags, summary: 'What deleting the account now would lose: the paid days still ahead, and what the refund policy gives', response: { 200: deletionPreviewResponseSchema, 401: errorResponseSchema } },
      },
      async (request) => ({ success: true as const, ...(await deletionPreview(ctx, memberOf(request))) }),
    );

    app.delete(
      apiUrl(API.deleteUser),
      {
        onRequest: auth,
        schema: {
          tags,
          summary:
            'Permanently delete the account: personal data, photos, drafts, requests and sessions. An optional JSON body { reasons: [matchHere, matchElsewhere, fewMatches, privacy, price, break, other], note } is kept for the team',
          response: { 200: messageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const member = memberOf(request);
        // The body is optional (the spec's call sends none), so it is read here rather than by the route's schema.
        const parsed = deleteAccountSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw fromZodIssues(parsed.error.issues);
        await deleteAccount(ctx, member, await departureOf(ctx, member, parsed.data));
        clearSessionCookie(reply, ctx.config.isProduction);
        return { success: true as const, message: MSG.accountDeleted };
      },
    );
  };
}
