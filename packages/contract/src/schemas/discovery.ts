import { z } from 'zod/mini';
import { AGE_MAX, AGE_MIN, CASTES, EDUCATION_OPTIONS, FEATURED_PAGE_SIZE, HEIGHT_OPTIONS, MARITAL_STATUSES, OCCUPATION_OPTIONS, REQUEST_MESSAGE_MAX_CHARS } from '../constants';
import { MSG } from '../messages';

const list = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z.optional(
    z.pipe(
      z.union(
        [z.enum(values, { error: MSG.invalidFilter }), z.array(z.enum(values, { error: MSG.invalidFilter })).check(z.maxLength(max, MSG.invalidFilter))],
        { error: MSG.invalidFilter },
      ),
      z.transform((value) => (Array.isArray(value) ? value : [value])),
    ),
  );

const heightValues = HEIGHT_OPTIONS.map((h) => h.value) as unknown as readonly [string, ...string[]];
const maritalValues = MARITAL_STATUSES.map((m) => m.value) as unknown as readonly [string, ...string[]];

/** A whole number from the query string, every refusal saying "invalid filter". */
const wholeFilter = (min: number, max: number) =>
  z.coerce.number({ error: MSG.invalidFilter }).check(z.int(MSG.invalidFilter), z.gte(min, MSG.invalidFilter), z.lte(max, MSG.invalidFilter));

/** Filters of the featured-profiles sidebar; the viewer's casteInterestedIn is always applied on top. */
export const featuredQuerySchema = z
  .object({
    limit: z._default(z.optional(wholeFilter(1, 48)), FEATURED_PAGE_SIZE),
    cursor: z.optional(z.string().check(z.maxLength(200, MSG.invalidFilter))),
    caste: list(CASTES, CASTES.length),
    ageMin: z.optional(wholeFilter(AGE_MIN, AGE_MAX)),
    ageMax: z.optional(wholeFilter(AGE_MIN, AGE_MAX)),
    maritalStatus: list(maritalValues, maritalValues.length),
    education: list(EDUCATION_OPTIONS, EDUCATION_OPTIONS.length),
    occupation: list(OCCUPATION_OPTIONS, OCCUPATION_OPTIONS.length),
    height: list(heightValues, heightValues.length),
    state: z.optional(z.string().check(z.trim(), z.maxLength(60, MSG.invalidFilter))),
    city: z.optional(z.string().check(z.trim(), z.maxLength(60, MSG.invalidFilter))),
  })
  .check(z.refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, { message: MSG.invalidFilter, path: ['ageMin'] }));
export type FeaturedQuery = z.input<typeof featuredQuerySchema>;

export const sendRequestSchema = z.object({
  senderId: z.optional(z.string().check(z.maxLength(64))),
  receiverId: z.string({ error: MSG.userNotAvailable }).check(z.minLength(1, MSG.userNotAvailable), z.maxLength(64)),
  /** An optional hello (issue 39): masked and scam-checked like a chat message. */
  message: z.optional(z.string({ error: MSG.requestMessageTooLong }).check(z.trim(), z.maxLength(REQUEST_MESSAGE_MAX_CHARS, MSG.requestMessageTooLong))),
});
export const respondRequestSchema = z.object({
  action: z.enum(['accepted', 'declined'], { error: MSG.invalidAction }),
});
