import { z } from 'zod';
import { PROFILE_VIEWERS_PAGE_SIZE } from '../constants';

/** A member card as featured profiles, daily suggestions and "who viewed you" show it. */
export const memberCardSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  age: z.number().nullable(),
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
  avatar: z.string().nullable(),
  verified: z.boolean(),
  matchScore: z.number(),
  request: z
    .object({ id: z.string(), direction: z.enum(['outgoing', 'incoming']), status: z.enum(['pending', 'accepted']) })
    .nullable(),
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
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).optional().default(PROFILE_VIEWERS_PAGE_SIZE),
});

export const profileViewerSchema = memberCardSchema.extend({ viewedAt: z.string() });
export type ProfileViewer = z.infer<typeof profileViewerSchema>;

export const profileViewersResponseSchema = z.object({
  success: z.literal(true),
  locked: z.boolean(),
  /** Members who viewed the profile in the retention window and may be shown (policy at read time). */
  count: z.number().int(),
  viewers: z.array(profileViewerSchema),
  nextCursor: z.string().nullable(),
});
export type ProfileViewersResponse = z.infer<typeof profileViewersResponseSchema>;
