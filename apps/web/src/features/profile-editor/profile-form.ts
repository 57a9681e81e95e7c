import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  PROFILE_FIELDS,
  PROFILE_SECTIONS,
  PROFILE_SECTION_SCHEMAS,
  SECTION_FIELDS,
  type ProfileSection,
  type ProfileUpdateInput,
} from '@sakinah/contract';
import type { SessionUser } from '../session/public';

/** Every field of the editor, named as in the contract; all strings but the list of castes. */
export type ProfileFormValues = {
  [K in Exclude<keyof ProfileUpdateInput, 'bio'>]-?: K extends 'casteInterestedIn' ? string[] : string;
};
export type ProfileField = keyof ProfileFormValues;

/** The sections whose fields live in the form (the photo tab is checked against the server's data). */
export type FormSection = Exclude<ProfileSection, 'photo'>;
const FORM_SECTIONS = PROFILE_SECTIONS.filter((section): section is FormSection => section !== 'photo');

export const FORM_FIELDS = PROFILE_FIELDS as readonly ProfileField[];
export const sectionFields = (section: ProfileSection) => SECTION_FIELDS[section] as readonly ProfileField[];

export function sectionOfField(field: string): ProfileSection | undefined {
  const name = field.split('.')[0] ?? field;
  return PROFILE_SECTIONS.find((section) => SECTION_FIELDS[section].includes(name));
}

export function isProfileSection(value: unknown): value is ProfileSection {
  return typeof value === 'string' && (PROFILE_SECTIONS as readonly string[]).includes(value);
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const asList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/**
 * The form's starting values: the server's user first, then the saved draft over them, so a
 * reload brings back whatever was typed on every tab. Values of the wrong type are ignored.
 */
export function initialValues(user: SessionUser, drafts: Record<string, Record<string, unknown>> | undefined): ProfileFormValues {
  const draftValues: Record<string, unknown> = Object.assign({}, ...Object.values(drafts ?? {}));
  const values = {} as Record<ProfileField, string | string[]>;
  for (const field of FORM_FIELDS) {
    if (field === 'casteInterestedIn') {
      values[field] = asList(draftValues[field]) ?? asList(user[field]) ?? [];
    } else {
      values[field] = asText(draftValues[field]) ?? asText(user[field]) ?? '';
    }
  }
  return values as ProfileFormValues;
}

/** Only the contract's profile fields, for the draft and the final save. */
export function profileBody(values: ProfileFormValues): Record<ProfileField, string | string[]> {
  const body = {} as Record<ProfileField, string | string[]>;
  for (const field of FORM_FIELDS) body[field] = values[field];
  return body;
}

/** The first message per field from the section's schema in the contract. */
export function sectionErrors(section: FormSection, values: ProfileFormValues): FieldErrors<ProfileFormValues> {
  const result = PROFILE_SECTION_SCHEMAS[section].safeParse(values);
  const errors: FieldErrors<ProfileFormValues> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !sectionFields(section).includes(field as ProfileField)) continue;
    const key = field as ProfileField;
    if (!errors[key]) errors[key] = { type: issue.code, message: issue.message };
  }
  return errors;
}

/**
 * One resolver that validates only the sections of the fields being checked: a blurred field
 * checks its own section (and react-hook-form keeps only that field's error), `trigger(fields)`
 * checks a whole tab. Untouched tabs are never shown errors.
 */
export const sectionResolver: Resolver<ProfileFormValues> = async (values, _context, options) => {
  const names = options.names ?? FORM_FIELDS;
  const sections = FORM_SECTIONS.filter((section) => sectionFields(section).some((field) => names.includes(field)));
  const errors: FieldErrors<ProfileFormValues> = {};
  for (const section of sections) Object.assign(errors, sectionErrors(section, values));
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
