import { z } from 'zod/mini';
import {
  ACCEPTED_ANNUAL_INCOME_OPTIONS, AGE_RANGE_PREFERENCES, ANY_OPTION, CASTES, COMPLETION_BANDS, COMPLETION_WEIGHTS, EDUCATION_OPTIONS,
  FAMILY_TYPES, FAMILY_VALUES, GENDERS, HEIGHT_OPTIONS, INDIAN_STATES, MARITAL_STATUSES,
  OCCUPATION_OPTIONS, OTHER_TOWN, PROFILE_SECTIONS, TOWN_MAX_CHARS, TOWN_MIN_CHARS, TOWN_PATTERN, type ProfileSection, stateOfListedCity,
} from '../constants';
import { MSG } from '../messages';
import { contactNoSchema, dobSchema, emailSchema, keepsSpaceRule, optionalNameSchema, personNameSchema } from './auth';

/**
 * Name-like text (parents' names, places): with the space rule of spec section 5 (the first word
 * has at least 3 characters). Free text (address, about me, expectations) is only
 * required and bounded: "I am ..." and "12 Gomti Nagar" are ordinary there. See docs/decisions.md.
 */
const nameLike = (max = 100, requiredMessage: string = MSG.required) =>
  z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, MSG.fieldTooLong), z.refine(keepsSpaceRule, MSG.minCharsBeforeSpace));
const optionalNameLike = (max = 100) =>
  z._default(
    z.optional(
      z.string().check(z.trim(), z.maxLength(max, MSG.fieldTooLong), z.refine((value) => value === '' || keepsSpaceRule(value), MSG.minCharsBeforeSpace)),
    ),
    '',
  );
const freeText = (max: number, requiredMessage: string = MSG.required) =>
  z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, MSG.fieldTooLong));
/** The full home address is optional: city and state suffice to be found and matched (issue 39; docs/decisions.md). */
const optionalAddress = z._default(z.optional(z.string().check(z.trim(), z.maxLength(300, MSG.fieldTooLong))), '');
/**
 * The city is one of the chosen state's list, or any other town of India typed by the member
 * (issue 41): a listed city of another state is refused, a typed town keeps letters and length rules.
 */
const citySchema = z
  .string({ error: MSG.required })
  .check(z.trim(), z.minLength(1, MSG.required), z.maxLength(TOWN_MAX_CHARS, MSG.fieldTooLong), z.refine(keepsSpaceRule, MSG.minCharsBeforeSpace));

/** The rule of a city in its state, for the contact section and the whole profile. */
export function cityIssue(state: string, city: string): string | undefined {
  const cities = INDIAN_STATES[state];
  if (!cities || cities.includes(city)) return undefined;
  if (city === OTHER_TOWN) return MSG.townInvalid;
  if (stateOfListedCity(city) !== undefined) return MSG.cityInOtherState;
  if (city.length < TOWN_MIN_CHARS || !TOWN_PATTERN.test(city)) return MSG.townInvalid;
  return undefined;
}

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string = MSG.required) =>
  z.enum(values, { error: message });

const heightValues = HEIGHT_OPTIONS.map((h) => h.value) as unknown as readonly [string, ...string[]];
const maritalValues = MARITAL_STATUSES.map((m) => m.value) as unknown as readonly [string, ...string[]];
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z._default(z.optional(z.union([z.enum(values), z.literal('')], { error: MSG.required })), '');

export const personalSectionSchema = z.object({
  firstName: personNameSchema(MSG.firstNameRequired),
  middleName: optionalNameSchema,
  lastName: personNameSchema(MSG.lastNameRequired),
  gender: oneOf(GENDERS),
  dob: dobSchema,
  maritalStatus: oneOf(maritalValues, MSG.maritalStatusRequired),
  weight: z.string({ error: MSG.required }).check(
    z.trim(),
    z.minLength(1, MSG.required),
    z.regex(/^\d{2,3}$/, 'Enter your weight in kg'),
    z.refine((w) => Number(w) >= 30 && Number(w) <= 250, 'Enter your weight in kg'),
  ),
  height: oneOf(heightValues),
});

export const contactSectionSchema = z
  .object({
    contactNo: contactNoSchema,
    email: emailSchema,
    address: optionalAddress,
    state: z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, MSG.required), z.refine((s) => s in INDIAN_STATES, MSG.required)),
    city: citySchema,
  })
  .check(z.superRefine((value, ctx) => {
    const issue = cityIssue(value.state, value.city);
    if (issue) ctx.addIssue({ code: 'custom', path: ['city'], message: issue });
  }));

export const educationSectionSchema = z.object({
  // Chosen from fixed lists (the list is the rule: 'IT Professional' is one of them).
  education: z.pipe(z.string({ error: MSG.required }).check(z.trim()), z.enum(EDUCATION_OPTIONS, { error: MSG.required })),
  occupation: z.pipe(z.string({ error: MSG.required }).check(z.trim()), z.enum(OCCUPATION_OPTIONS, { error: MSG.required })),
  workLocation: optionalNameLike(100),
  annualIncome: optionalChoice(ACCEPTED_ANNUAL_INCOME_OPTIONS),
});

export const familySectionSchema = z.object({
  fatherName: nameLike(100),
  motherName: nameLike(100),
  siblings: z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, MSG.required), z.regex(/^\d{1,2}$/, MSG.required)),
  familyType: optionalChoice(FAMILY_TYPES),
  familyValues: optionalChoice(FAMILY_VALUES),
  caste: oneOf(CASTES),
  casteInterestedIn: z.pipe(
    z
      .array(z.enum(CASTES, { error: MSG.casteInterestedRequired }), { error: MSG.casteInterestedRequired })
      .check(z.minLength(1, MSG.casteInterestedRequired), z.maxLength(CASTES.length, MSG.fieldTooLong)),
    z.transform((list) => Array.from(new Set(list))),
  ),
});

const withAny = <T extends readonly string[]>(values: T) => [ANY_OPTION, ...values] as unknown as readonly [string, ...string[]];

export const preferencesSectionSchema = z.object({
  ageRangePreference: oneOf(AGE_RANGE_PREFERENCES),
  heightPreference: oneOf(withAny(heightValues)),
  educationPreference: oneOf(withAny(EDUCATION_OPTIONS)),
  occupationPreference: oneOf(withAny(OCCUPATION_OPTIONS)),
  locationPreference: optionalNameLike(100),
});

export const aboutSectionSchema = z.object({
  aboutMe: freeText(2000),
  expectations: freeText(2000),
});

/** The photo tab's rule: an avatar must be set (checked against the server's data). */
export const photoSectionSchema = z.object({
  avatar: z.string({ error: MSG.photoRequired }).check(z.minLength(1, MSG.photoRequired)),
});

export const PROFILE_SECTION_SCHEMAS = {
  personal: personalSectionSchema,
  contact: contactSectionSchema,
  education: educationSectionSchema,
  family: familySectionSchema,
  preferences: preferencesSectionSchema,
  about: aboutSectionSchema,
  photo: photoSectionSchema,
} as const satisfies Record<ProfileSection, z.ZodMiniType>;

/** Which section each field belongs to (drafts are stored per section). */
export const SECTION_FIELDS: Record<ProfileSection, readonly string[]> = {
  personal: ['firstName', 'middleName', 'lastName', 'gender', 'dob', 'maritalStatus', 'weight', 'height'],
  contact: ['contactNo', 'email', 'address', 'state', 'city'],
  education: ['education', 'occupation', 'workLocation', 'annualIncome'],
  family: ['fatherName', 'motherName', 'siblings', 'familyType', 'familyValues', 'caste', 'casteInterestedIn'],
  preferences: ['ageRangePreference', 'heightPreference', 'educationPreference', 'occupationPreference', 'locationPreference'],
  about: ['aboutMe', 'expectations'],
  photo: [],
};
export const PROFILE_FIELDS: readonly string[] = Object.values(SECTION_FIELDS).flat();

/**
 * A draft: any subset of the editor's fields, each only loosely checked (type and size), plus
 * the section the member is on. Unknown fields are refused; sections are validated for real on
 * Save & Next (client) and Save Profile (server).
 */
const draftValue = z.union([
  z.string().check(z.maxLength(2000, MSG.fieldTooLong)),
  z.array(z.string().check(z.maxLength(60, MSG.fieldTooLong))).check(z.maxLength(CASTES.length)),
]);
export const draftSchema = z
  .catchall(z.object({ currentSection: z._default(z.optional(z.enum(PROFILE_SECTIONS)), 'personal') }), draftValue)
  .check(z.superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (key !== 'currentSection' && !PROFILE_FIELDS.includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Unknown field: ${key.slice(0, 40)}` });
      }
    }
  }));
export type DraftInput = z.input<typeof draftSchema>;

/** PUT /api/update-user from the profile editor: every section's fields (the avatar is checked separately). */
export const profileUpdateSchema = z
  .extend(personalSectionSchema, {
    ...educationSectionSchema.shape,
    ...familySectionSchema.shape,
    ...preferencesSectionSchema.shape,
    ...aboutSectionSchema.shape,
    contactNo: contactNoSchema,
    email: emailSchema,
    address: optionalAddress,
    state: z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, MSG.required), z.refine((s) => s in INDIAN_STATES, MSG.required)),
    city: citySchema,
    bio: z.optional(z.string().check(z.trim(), z.maxLength(500, MSG.bioTooLong))),
  })
  .check(z.superRefine((value, ctx) => {
    const issue = cityIssue(value.state, value.city);
    if (issue) ctx.addIssue({ code: 'custom', path: ['city'], message: issue });
  }));
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

// ---------- Completion (spec section 9): one function for the web and the server ----------

export type CompletionInput = Partial<Record<keyof typeof COMPLETION_WEIGHTS, unknown>>;

const filled = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return value > 0;
  return true;
};

/** Sum of the weights of filled fields over the total weight, rounded to a whole percent. */
export function profileCompletion(profile: CompletionInput): number {
  let total = 0;
  let done = 0;
  for (const [field, weight] of Object.entries(COMPLETION_WEIGHTS)) {
    total += weight;
    if (filled(profile[field as keyof typeof COMPLETION_WEIGHTS])) done += weight;
  }
  return Math.round((done / total) * 100);
}

/** The completion's stage: under 30 a start, under 70 the middle, else nearly done (spec section 9's bands). */
export function completionBand(percent: number): 'start' | 'middle' | 'high' {
  if (percent < COMPLETION_BANDS.start) return 'start';
  if (percent < COMPLETION_BANDS.middle) return 'middle';
  return 'high';
}

/** Complete means every required field of the seven sections is there (payment is separate). */
export function isProfileDataComplete(profile: Record<string, unknown>): boolean {
  const parsed = profileUpdateSchema.safeParse(profile);
  return parsed.success && filled(profile.avatar);
}
