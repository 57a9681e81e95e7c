import { ACCOUNT_HOLDER_LABELS, ANNUAL_INCOME_OPTIONS, FAMILY_TYPES, FAMILY_VALUES, MARITAL_STATUSES, OCCUPATION_OPTIONS } from '../../constants';
import {
  COMMUNITIES, COVERING_OPTIONS, FAITH_FIELD_LABELS, ISLAMIC_EDUCATION_OPTIONS, PRAYER_OPTIONS, PREFERENCE_LABELS, SCHOOLS, SECTS, SPOKEN_LANGUAGES,
} from '../../faith';
import { DEPARTURE_REASONS } from '../../schemas/auth';

/**
 * The labels of the option lists members read (issue 43), keyed `<list>.<stored value>`: the stored values never
 * change, only what is shown. Degrees (B.Tech, MBBS), states and cities stay as their proper names and have no key;
 * the web shows a value without a key as it is (useT().label).
 */
type Listed = { readonly value: string; readonly label: string };
function keyed<P extends string, O extends Listed>(prefix: P, list: readonly O[]) {
  return Object.fromEntries(list.map((o) => [`${prefix}.${o.value}`, o.label])) as { [K in O as `${P}.${K['value']}`]: K['label'] };
}
function keyedValues<P extends string, V extends string>(prefix: P, values: readonly V[]) {
  return Object.fromEntries(values.map((v) => [`${prefix}.${v}`, v])) as { [K in V as `${P}.${K}`]: K };
}
function keyedRecord<P extends string, R extends Record<string, string>>(prefix: P, record: R) {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [`${prefix}.${k}`, v])) as { [K in keyof R & string as `${P}.${K}`]: R[K] };
}

/** Education with words in it; the degrees themselves are Latin abbreviations families read as they are. */
const EDUCATION_WORDS = [
  'High School', 'Intermediate (12th)', 'Diploma', 'Alim / Alimah', 'Hafiz / Hafiza', 'Fazil', 'Mufti', 'Qari', 'Bachelors', 'Masters', 'PhD', 'Other',
] as const;

export const OPTION_TEXT = {
  ...keyedRecord('holder', ACCOUNT_HOLDER_LABELS),
  ...keyedRecord('departure', DEPARTURE_REASONS),
  'profileFor.self': 'Self',
  'profileFor.daughter': 'Daughter',
  'profileFor.son': 'Son',
  'profileFor.other': 'Other',
  'profileFor.otherWith': 'Other ({relation})',
  'gender.male': 'Male',
  'gender.female': 'Female',
  'gender.other': 'Other',
  ...keyed('marital', MARITAL_STATUSES),
  ...keyedValues('familyType', FAMILY_TYPES),
  ...keyedValues('familyValues', FAMILY_VALUES),
  ...keyedValues('education', EDUCATION_WORDS),
  ...keyedValues('occupation', OCCUPATION_OPTIONS),
  ...keyedValues('income', ANNUAL_INCOME_OPTIONS),
  'income.Under ₹25,000': 'Under ₹25,000',
  'income.Above ₹200,000': 'Above ₹200,000',
  'ageRange.Above 50': 'Above 50',
  'option.Any': 'Any',
  ...keyed('sect', SECTS),
  ...keyed('school', SCHOOLS),
  ...keyed('community', COMMUNITIES),
  ...keyed('prayer', PRAYER_OPTIONS),
  ...keyed('covering', COVERING_OPTIONS),
  ...keyed('islamicEducation', ISLAMIC_EDUCATION_OPTIONS),
  ...keyed('language', SPOKEN_LANGUAGES),
  ...keyedRecord('preference', PREFERENCE_LABELS),
  ...keyedRecord('faithField', FAITH_FIELD_LABELS),
};
