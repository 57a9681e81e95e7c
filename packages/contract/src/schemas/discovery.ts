import { z } from 'zod';
import { AGE_MAX, AGE_MIN, CASTES, EDUCATION_OPTIONS, FEATURED_PAGE_SIZE, HEIGHT_OPTIONS, MARITAL_STATUSES, OCCUPATION_OPTIONS } from '../constants';
import { MSG } from '../messages';

const list = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z
    .union([z.enum(values, { error: MSG.invalidFilter }), z.array(z.enum(values, { error: MSG.invalidFilter })).max(max, MSG.invalidFilter)], {
      error: MSG.invalidFilter,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional();

const heightValues = HEIGHT_OPTIONS.map((h) => h.value) as unknown as readonly [string, ...string[]];
const maritalValues = MARITAL_STATUSES.map((m) => m.value) as unknown as readonly [string, ...string[]];

/** Filters of the featured-profiles sidebar; the viewer's casteInterestedIn is always applied on top. */
export const featuredQuerySchema = z
  .object({
    limit: z.coerce.number({ error: MSG.invalidFilter }).int(MSG.invalidFilter).min(1, MSG.invalidFilter).max(48, MSG.invalidFilter).optional().default(FEATURED_PAGE_SIZE),
    cursor: z.string().max(200, MSG.invalidFilter).optional(),
    caste: list(CASTES, CASTES.length),
    ageMin: z.coerce.number({ error: MSG.invalidFilter }).int(MSG.invalidFilter).min(AGE_MIN, MSG.invalidFilter).max(AGE_MAX, MSG.invalidFilter).optional(),
    ageMax: z.coerce.number({ error: MSG.invalidFilter }).int(MSG.invalidFilter).min(AGE_MIN, MSG.invalidFilter).max(AGE_MAX, MSG.invalidFilter).optional(),
    maritalStatus: list(maritalValues, maritalValues.length),
    education: list(EDUCATION_OPTIONS, EDUCATION_OPTIONS.length),
    occupation: list(OCCUPATION_OPTIONS, OCCUPATION_OPTIONS.length),
    height: list(heightValues, heightValues.length),
    state: z.string().trim().max(60, MSG.invalidFilter).optional(),
    city: z.string().trim().max(60, MSG.invalidFilter).optional(),
  })
  .refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, { message: MSG.invalidFilter, path: ['ageMin'] });
export type FeaturedQuery = z.input<typeof featuredQuerySchema>;

export const sendRequestSchema = z.object({
  senderId: z.string().max(64).optional(),
  receiverId: z.string({ error: MSG.userNotAvailable }).min(1, MSG.userNotAvailable).max(64),
});
export const respondRequestSchema = z.object({
  action: z.enum(['accepted', 'declined'], { error: MSG.invalidAction }),
});
