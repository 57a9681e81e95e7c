import { z } from 'zod/mini';
import { PROFILE_VIEWERS_PAGE_SIZE } from '../constants';

/** A member card as featured profiles, daily suggestions and "who viewed you" show it. */
export const memberCardSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  age: z.nullable(z.number()),
  gender: z.string(),
  maritalStatus: z.string(),
  height: z.string(),
  city: z.string(),
  state: z.string(),
  education: z.string(),
  occupation: z.string(),
  caste: z.string(),
  profileFor: z.string(),
  status: z.string(),
  photosLocked: z.boolean(),
  avatar: z.nullable(z.string()),
  verified: z.boolean(),
  matchScore: z.number(),
  request: z.nullable(z.object({ id: z.string(), direction: z.enum(['outgoing', 'incoming']), status: z.enum(['pending', 'accepted']) })),
  /** Her faith as the card's reason line reads it (issue 41): lower-case keys, '' when empty or kept private. */
  faith: z.object({
    sect: z.string(), school: z.string(), community: z.string(), prayer: z.string(), islamicEducation: z.string(), motherTongue: z.string(),
  }),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** GET /api/daily-suggestions: today's (India day) suggestions, best fit first; locked without the plan key. */
export const dailySuggestionsResponseSchema = z.object({
  success: z.literal(true),
  locked: z.boolean(),
  /** The India calendar day these are for (YYYY-MM-DD). */
  day: z.string(),
  suggestions: z.array(memberCardSchema),
});
export type DailySuggestionsResponse = z.infer<typeof dailySuggestionsResponseSchema>;

/** GET /api/profile-viewers?cursor=: newest first; without the plan key only the count. */
export const profileViewersQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(48))), PROFILE_VIEWERS_PAGE_SIZE),
});

export const profileViewerSchema = z.extend(memberCardSchema, { viewedAt: z.string() });
export type ProfileViewer = z.infer<typeof profileViewerSchema>;

export const profileViewersResponseSchema = z.object({
  success: z.literal(true),
  locked: z.boolean(),
  /** Members who viewed the profile in the retention window and may be shown (policy at read time). */
  count: z.number().check(z.int()),
  viewers: z.array(profileViewerSchema),
  nextCursor: z.nullable(z.string()),
});
export type ProfileViewersResponse = z.infer<typeof profileViewersResponseSchema>;
