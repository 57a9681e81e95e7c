import { z } from 'zod/mini';
import { AGE_RANGE_PREFERENCES } from '../constants';
import {
  FAITH_FIELD_OPTIONS, FAITH_MSG, heightInches, SPOKEN_LANGUAGES, MAX_SET_CHOICES, PREFERENCE_AGE_BOUNDS, PREFERENCE_HEIGHT_BOUNDS,
  PRIVATE_FIELD_NAMES, schoolFitsSect, SET_PREFERENCES, type FaithField, type SetPreference,
} from '../faith';

const valuesOf = (field: FaithField) => (FAITH_FIELD_OPTIONS[field] as ReadonlyArray<{ value: string }>).map((o) => o.value);

/** One faith field: a known key, or '' / null to clear it. */
const faithOption = (field: FaithField) =>
  z.optional(z.nullable(z.string({ error: FAITH_MSG.unknownOption }).check(z.refine((v) => v === '' || valuesOf(field).includes(v), FAITH_MSG.unknownOption))));

/** Which faith field a set preference compares against. */
const SET_PREFERENCE_FIELD: Record<SetPreference, FaithField> = {
  sect: 'sect', school: 'school', community: 'community', prayer: 'prayer', islamicEducation: 'islamicEducation', motherTongue: 'motherTongue',
};

const setWish = (field: FaithField) =>
  z.object({
    values: z.pipe(
      z
        .array(z.string({ error: FAITH_MSG.unknownOption }), { error: FAITH_MSG.emptySet })
        .check(
          z.minLength(1, FAITH_MSG.emptySet),
          z.maxLength(MAX_SET_CHOICES, FAITH_MSG.tooManyChoices),
          z.refine((list) => list.every((v) => valuesOf(field).includes(v)), FAITH_MSG.unknownOption),
        ),
      z.transform((list) => Array.from(new Set(list))),
    ),
    must: z._default(z.optional(z.boolean()), false),
  });

/** A bound of a range: a number, or (heights) the profile's "5'4" form. */
const bound = (kind: 'age' | 'height') =>
  z.pipe(
    z.union([z.number(), z.string()], { error: FAITH_MSG.rangeOutOfBounds }),
    z.transform((v, ctx) => {
      const n = typeof v === 'number' ? v : kind === 'height' ? heightInches(v) : /^\d{1,3}$/.test(v) ? Number(v) : null;
      const [low, high] = kind === 'age' ? PREFERENCE_AGE_BOUNDS : PREFERENCE_HEIGHT_BOUNDS;
      if (n === null || !Number.isInteger(n) || n < low || n > high) {
        ctx.issues.push({ code: 'custom', message: FAITH_MSG.rangeOutOfBounds, input: v });
        return z.NEVER;
      }
      return n;
    }),
  );

/** A from–to wish; an age may also be one of the spec's buckets ('26-30', 'Above 50'). */
const rangeWish = (kind: 'age' | 'height') =>
  z.pipe(
    z.union([
      z.object({ from: bound(kind), to: bound(kind), must: z._default(z.optional(z.boolean()), false) }),
      z.pipe(
        z.string().check(z.refine((v) => kind === 'age' && (AGE_RANGE_PREFERENCES as readonly string[]).includes(v), FAITH_MSG.rangeOutOfBounds)),
        z.transform((v) => {
          const above = /^Above (\d+)$/.exec(v);
          const [from, to] = above ? [Number(above[1]) + 1, PREFERENCE_AGE_BOUNDS[1]] : v.split('-').map(Number);
          return { from: from!, to: to!, must: false };
        }),
      ),
    ], { error: FAITH_MSG.rangeOutOfBounds }),
    z.transform((v) => v as { from: number; to: number; must: boolean }),
  ).check(z.refine((v) => v.from <= v.to, { message: FAITH_MSG.rangeReversed, path: ['from'] }));

export const partnerPreferencesSchema = z
  .strictObject({
    ...(Object.fromEntries(SET_PREFERENCES.map((p) => [p, z.optional(z.nullable(setWish(SET_PREFERENCE_FIELD[p])))])) as Record<
      SetPreference,
      z.ZodMiniOptional<z.ZodMiniNullable<ReturnType<typeof setWish>>>
    >),
    age: z.optional(z.nullable(rangeWish('age'))),
    height: z.optional(z.nullable(rangeWish('height'))),
  }, { error: FAITH_MSG.unknownPreference });
export type PartnerPreferencesInput = z.input<typeof partnerPreferencesSchema>;

/**
 * PUT /api/update-user with faith fields and/or partner preferences only: each field on its own, without the rest
 * of the profile. A field left out is unchanged; '' or null clears it.
 */
export const faithUpdateSchema = z
  .strictObject({
    sect: faithOption('sect'),
    school: faithOption('school'),
    community: faithOption('community'),
    prayer: faithOption('prayer'),
    covering: faithOption('covering'),
    islamicEducation: faithOption('islamicEducation'),
    motherTongue: faithOption('motherTongue'),
    languages: z.optional(
      z.pipe(
        z.array(z.string()).check(
          z.maxLength(MAX_SET_CHOICES, FAITH_MSG.tooManyChoices),
          z.refine((list) => list.every((v) => SPOKEN_LANGUAGES.some((l) => l.value === v)), FAITH_MSG.unknownOption),
        ),
        z.transform((list) => Array.from(new Set(list))),
      ),
    ),
    privateFields: z.optional(
      z.pipe(
        z.array(z.string()).check(z.maxLength(MAX_SET_CHOICES, FAITH_MSG.tooManyChoices), z.refine((list) => list.every((v) => (PRIVATE_FIELD_NAMES as readonly string[]).includes(v)), FAITH_MSG.unknownOption)),
        z.transform((list) => Array.from(new Set(list))),
      ),
    ),
    partnerPreferences: z.optional(partnerPreferencesSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.school && value.sect !== undefined && !schoolFitsSect(value.school, value.sect)) {
        ctx.addIssue({ code: 'custom', path: ['school'], message: FAITH_MSG.schoolNotOfSect });
      }
    }),
  );
export type FaithUpdateInput = z.input<typeof faithUpdateSchema>;
export type FaithUpdate = z.output<typeof faithUpdateSchema>;
export const FAITH_UPDATE_KEYS: readonly string[] = [...Object.keys(FAITH_FIELD_OPTIONS), 'languages', 'privateFields', 'partnerPreferences'];

/** The faith fields as the member record sends them ('' when empty). */
export const faithRecordSchema = z.object({
  sect: z.string(),
  school: z.string(),
  community: z.string(),
  prayer: z.string(),
  covering: z.string(),
  islamicEducation: z.string(),
  motherTongue: z.string(),
  languages: z.array(z.string()),
});

const storedSetWish = z.object({ values: z.array(z.string()), must: z.boolean() });
const storedRangeWish = z.object({ from: z.number(), to: z.number(), must: z.boolean() });
export const storedPartnerPreferencesSchema = z.object({
  sect: z.optional(storedSetWish), school: z.optional(storedSetWish), community: z.optional(storedSetWish), prayer: z.optional(storedSetWish),
  islamicEducation: z.optional(storedSetWish), motherTongue: z.optional(storedSetWish),
  age: z.optional(storedRangeWish), height: z.optional(storedRangeWish),
});
