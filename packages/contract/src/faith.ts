/**
 * The faith profile and the partner preferences with their musts (issue 41): option lists, the old caste list's
 * mapping, and the texts. Values are lower-case keys; labels are what the pages show. docs/decisions.md records the
 * community list, its sources and the departures from the spec's option lists.
 */

export const SECTS = [
  { value: 'sunni', label: 'Sunni' },
  { value: 'shia', label: 'Shia' },
  { value: 'just_muslim', label: 'Just Muslim' },
] as const;
export type Sect = (typeof SECTS)[number]['value'];

/** Schools of law and movements, each offered under its sect; `other` under every sect. */
export const SCHOOLS = [
  { value: 'hanafi', label: 'Hanafi', sect: 'sunni' },
  { value: 'shafii', label: "Shafi'i", sect: 'sunni' },
  { value: 'maliki', label: 'Maliki', sect: 'sunni' },
  { value: 'hanbali', label: 'Hanbali', sect: 'sunni' },
  { value: 'ahl_e_hadith', label: 'Ahl-e-Hadith', sect: 'sunni' },
  { value: 'deobandi', label: 'Deobandi', sect: 'sunni' },
  { value: 'barelvi', label: 'Barelvi', sect: 'sunni' },
  { value: 'ithna_ashari', label: 'Ithna Ashari', sect: 'shia' },
  { value: 'bohra', label: 'Bohra', sect: 'shia' },
  { value: 'khoja', label: 'Khoja', sect: 'shia' },
  { value: 'ismaili', label: 'Ismaili', sect: 'shia' },
  { value: 'other', label: 'Other', sect: null },
] as const;
export type School = (typeof SCHOOLS)[number]['value'];

/** Whether a school may go with a sect ('Just Muslim' and a missing sect take any school). */
export function schoolFitsSect(school: string, sect: string | null | undefined): boolean {
  const found = SCHOOLS.find((s) => s.value === school);
  if (!found) return false;
  return found.sect === null || !sect || sect === 'just_muslim' || found.sect === sect;
}

/**
 * Communities and biradaris by their own names (docs/decisions.md: the sources, and why no pejorative label is
 * offered: Qureshi, not Qasai; Ansari, not Julaha; Rayeen, not Kunjra).
 */
export const COMMUNITIES = [
  { value: 'syed', label: 'Syed' }, { value: 'sheikh', label: 'Sheikh' }, { value: 'pathan', label: 'Pathan' },
  { value: 'mughal', label: 'Mughal' }, { value: 'ansari', label: 'Ansari' }, { value: 'qureshi', label: 'Qureshi' },
  { value: 'khan', label: 'Khan' }, { value: 'malik', label: 'Malik' }, { value: 'mirza', label: 'Mirza' },
  { value: 'siddiqui', label: 'Siddiqui' }, { value: 'farooqui', label: 'Farooqui' }, { value: 'usmani', label: 'Usmani' },
  { value: 'abbasi', label: 'Abbasi' }, { value: 'alvi', label: 'Alvi' }, { value: 'hashmi', label: 'Hashmi' },
  { value: 'jafri', label: 'Jafri' }, { value: 'rizvi', label: 'Rizvi' }, { value: 'naqvi', label: 'Naqvi' },
  { value: 'zaidi', label: 'Zaidi' }, { value: 'kazmi', label: 'Kazmi' }, { value: 'bukhari', label: 'Bukhari' },
  { value: 'gilani', label: 'Gilani' }, { value: 'chishti', label: 'Chishti' }, { value: 'rajput', label: 'Muslim Rajput' },
  { value: 'rayeen', label: 'Rayeen' }, { value: 'saifi', label: 'Saifi' }, { value: 'salmani', label: 'Salmani' },
  { value: 'idrisi', label: 'Idrisi' }, { value: 'mansoori', label: 'Mansoori' }, { value: 'rangrez', label: 'Rangrez' },
  { value: 'malik_teli', label: 'Malik (Teli)' }, { value: 'hawari', label: 'Hawari' }, { value: 'mewati', label: 'Mewati' },
  { value: 'meo', label: 'Meo' }, { value: 'lebbai', label: 'Lebbai' }, { value: 'rowther', label: 'Rowther' },
  { value: 'marakkar', label: 'Marakkar' }, { value: 'mappila', label: 'Mappila' }, { value: 'dakhni', label: 'Dakhni' },
  { value: 'navayath', label: 'Navayath' }, { value: 'memon', label: 'Memon' }, { value: 'kutchi_memon', label: 'Kutchi Memon' },
  { value: 'bohra', label: 'Bohra' }, { value: 'khoja', label: 'Khoja' }, { value: 'gujjar', label: 'Gujjar' },
  { value: 'jat', label: 'Muslim Jat' }, { value: 'kashmiri', label: 'Kashmiri' }, { value: 'bengali', label: 'Bengali Muslim' },
  { value: 'other', label: 'Other' },
] as const;
export type Community = (typeof COMMUNITIES)[number]['value'];

export const PRAYER_OPTIONS = [
  { value: 'always', label: 'Prays always' },
  { value: 'usually', label: 'Prays usually' },
  { value: 'sometimes', label: 'Prays sometimes' },
  { value: 'rarely', label: 'Prays rarely' },
] as const;

/** Hijab or niqab for a woman, beard for a man; one field, offered by gender on the page. */
export const COVERING_OPTIONS = [
  { value: 'niqab', label: 'Wears niqab' },
  { value: 'hijab', label: 'Wears hijab' },
  { value: 'beard', label: 'Keeps a beard' },
  { value: 'none', label: 'No' },
] as const;

export const ISLAMIC_EDUCATION_OPTIONS = [
  { value: 'hafiz', label: 'Hafiz' },
  { value: 'alim', label: 'Alim or Alimah' },
  { value: 'qari', label: 'Qari' },
  { value: 'none', label: 'None' },
] as const;

export const SPOKEN_LANGUAGES = [
  { value: 'urdu', label: 'Urdu' }, { value: 'hindi', label: 'Hindi' }, { value: 'awadhi', label: 'Awadhi' },
  { value: 'bhojpuri', label: 'Bhojpuri' }, { value: 'bengali', label: 'Bengali' }, { value: 'kashmiri', label: 'Kashmiri' },
  { value: 'gujarati', label: 'Gujarati' }, { value: 'marathi', label: 'Marathi' }, { value: 'malayalam', label: 'Malayalam' },
  { value: 'tamil', label: 'Tamil' }, { value: 'telugu', label: 'Telugu' }, { value: 'kannada', label: 'Kannada' },
  { value: 'punjabi', label: 'Punjabi' }, { value: 'english', label: 'English' }, { value: 'arabic', label: 'Arabic' },
  { value: 'other', label: 'Other' },
] as const;

/** The faith fields of the member record, each with its allowed values. */
export const FAITH_FIELD_OPTIONS = {
  sect: SECTS,
  school: SCHOOLS,
  community: COMMUNITIES,
  prayer: PRAYER_OPTIONS,
  covering: COVERING_OPTIONS,
  islamicEducation: ISLAMIC_EDUCATION_OPTIONS,
  motherTongue: SPOKEN_LANGUAGES,
} as const;
export type FaithField = keyof typeof FAITH_FIELD_OPTIONS;
export const FAITH_FIELDS = Object.keys(FAITH_FIELD_OPTIONS) as FaithField[];
/** Fields a member may keep to herself (shown to nobody else; matching still reads them). */
export const PRIVATE_FIELD_NAMES = [...FAITH_FIELDS, 'languages'] as const;

export const labelOf = (field: FaithField, value: string | null | undefined): string =>
  (FAITH_FIELD_OPTIONS[field] as ReadonlyArray<{ value: string; label: string }>).find((o) => o.value === value)?.label ?? '';

/** Most choices in one wish's set. */
export const MAX_SET_CHOICES = 20;

/** Partner preferences that are a set of values of one of the other member's fields. */
export const SET_PREFERENCES = ['sect', 'school', 'community', 'prayer', 'islamicEducation', 'motherTongue'] as const;
export type SetPreference = (typeof SET_PREFERENCES)[number];
/** Partner preferences that are a from–to range (age in years, height in inches). */
export const RANGE_PREFERENCES = ['age', 'height'] as const;
export type RangePreference = (typeof RANGE_PREFERENCES)[number];
export const PREFERENCE_AGE_BOUNDS = [18, 80] as const;
/** 4'5" to 7'0", in inches: every inch between is a height. */
export const PREFERENCE_HEIGHT_BOUNDS = [53, 84] as const;

export interface SetWish { values: string[]; must: boolean }
export interface RangeWish { from: number; to: number; must: boolean }
export type PartnerPreferences = Partial<Record<SetPreference, SetWish> & Record<RangePreference, RangeWish>>;

/** A height as the profile stores it ("5'4") in inches, or null. */
export function heightInches(height: string | null | undefined): number | null {
  const m = /^(\d)'(\d{1,2})$/.exec(height ?? '');
  return m ? Number(m[1]) * 12 + Number(m[2]) : null;
}

/**
 * The old single "caste" list, mapped onto the new fields (the migration and the old API field use this; the mapping
 * is recorded in docs/decisions.md). A name that was a sect or school sets that; a pejorative label maps to the
 * community's own name.
 */
export const CASTE_MAPPING: Record<string, { community?: Community; sect?: Sect; school?: School }> = {
  Syed: { community: 'syed' }, Sheikh: { community: 'sheikh' }, Pathan: { community: 'pathan' }, Mughal: { community: 'mughal' },
  Ansari: { community: 'ansari' }, Qureshi: { community: 'qureshi' }, Khan: { community: 'khan' }, Malik: { community: 'malik' },
  Mirza: { community: 'mirza' },
  Hanafi: { sect: 'sunni', school: 'hanafi' }, Shafi: { sect: 'sunni', school: 'shafii' }, Maliki: { sect: 'sunni', school: 'maliki' },
  Hanbali: { sect: 'sunni', school: 'hanbali' },
  Bohras: { community: 'bohra', sect: 'shia', school: 'bohra' }, Khojas: { community: 'khoja', sect: 'shia', school: 'khoja' },
  Memons: { community: 'memon' }, Ismaili: { sect: 'shia', school: 'ismaili' },
  Siddiqui: { community: 'siddiqui' }, Farooqui: { community: 'farooqui' }, Usmani: { community: 'usmani' }, Abbasi: { community: 'abbasi' },
  Alvi: { community: 'alvi' }, Hashmi: { community: 'hashmi' }, Jafri: { community: 'jafri' }, Rizvi: { community: 'rizvi' },
  Naqvi: { community: 'naqvi' }, Zaidi: { community: 'zaidi' }, Kazmi: { community: 'kazmi' }, Bukhari: { community: 'bukhari' },
  Gilani: { community: 'gilani' }, Chishti: { community: 'chishti' }, 'Rajput (Muslim)': { community: 'rajput' }, Rayeen: { community: 'rayeen' },
  Saifi: { community: 'saifi' }, Salmani: { community: 'salmani' }, Idrisi: { community: 'idrisi' }, Mansoori: { community: 'mansoori' },
  Qasai: { community: 'qureshi' }, Rangrez: { community: 'rangrez' }, Teli: { community: 'malik_teli' }, Dhobi: { community: 'hawari' },
  Julaha: { community: 'ansari' }, Kunjra: { community: 'rayeen' }, Mewati: { community: 'mewati' }, Meo: { community: 'meo' },
  Lebbai: { community: 'lebbai' }, Rowther: { community: 'rowther' }, Marakkar: { community: 'marakkar' }, Mappila: { community: 'mappila' },
  Dakhni: { community: 'dakhni' }, Navayath: { community: 'navayath' }, 'Kutchi Memon': { community: 'kutchi_memon' },
  'Dawoodi Bohra': { community: 'bohra', sect: 'shia', school: 'bohra' }, 'Sulaimani Bohra': { community: 'bohra', sect: 'shia', school: 'bohra' },
  Gujjar: { community: 'gujjar' }, 'Jat (Muslim)': { community: 'jat' }, Kashmiri: { community: 'kashmiri' }, 'Bengali Muslim': { community: 'bengali' },
  Sunni: { sect: 'sunni' }, Shia: { sect: 'shia' }, 'Ahle Hadith': { sect: 'sunni', school: 'ahl_e_hadith' }, Other: { community: 'other' },
};

export const FAITH_MSG = {
  unknownOption: 'Please choose one of the offered options',
  schoolNotOfSect: 'This school or movement is not one of the chosen sect',
  rangeReversed: 'The "from" value must not be above the "to" value',
  rangeOutOfBounds: 'Please choose a value within the offered range',
  tooManyChoices: `Please choose at most ${MAX_SET_CHOICES} options`,
  emptySet: 'Please choose at least one option, or remove this preference',
  mustOnEmptyField: 'Fill in this field of your own profile before making it a must: the other family may require it too',
  unknownPreference: 'Unknown preference',
  faithSaved: 'Your faith profile and preferences are saved',
  wishesCount: (n: number) => (n === 1 ? '1 of your wishes' : `${n} of your wishes`),
  fewMatches: (n: number) => `Only ${n} ${n === 1 ? 'member meets' : 'members meet'} all your musts today.`,
  relaxWish: (label: string) => `Making "${label}" a nice-to-have instead of a must would show more members.`,
} as const;

/** Names of the preferences as the pages say them. */
export const PREFERENCE_LABELS: Record<SetPreference | RangePreference, string> = {
  sect: 'Sect', school: 'School or movement', community: 'Community', prayer: 'Prayer', islamicEducation: 'Islamic education',
  motherTongue: 'Mother tongue', age: 'Age', height: 'Height',
};

/** Names of the own faith fields as the pages say them. */
export const FAITH_FIELD_LABELS: Record<FaithField | 'languages', string> = {
  sect: 'Sect', school: 'School or movement', community: 'Community or biradari', prayer: 'Prayer', covering: 'Hijab, niqab or beard',
  islamicEducation: 'Islamic education', motherTongue: 'Mother tongue', languages: 'Languages spoken',
};

/** Texts of the faith pages (Settings → Faith & wishes). */
export const FAITH_UI = {
  tab: 'Faith & wishes',
  ownHeading: 'Your faith',
  ownIntro: 'Every field is optional. Tick "Only me" to keep a field from other members; matching still uses it.',
  notSaid: 'Not said',
  onlyMe: 'Only me',
  saveFaith: 'Save faith profile',
  wishesHeading: 'Your wishes for a partner',
  wishesIntro: 'A must hides everyone who does not meet it, both ways. A nice-to-have ranks those who meet it higher.',
  must: 'Must',
  niceToHave: 'Nice to have',
  from: 'From',
  to: 'To',
  anyAge: 'Any age',
  anyHeight: 'Any height',
  saveWishes: 'Save wishes',
  managedBy: (relation: string, name: string) => `Managed by ${relation}, ${name}`,
} as const;

/** Every height in 1-inch steps, 4'5" to 7'0", in inches with its label (partner preferences). */
export const PREFERENCE_HEIGHTS: ReadonlyArray<{ inches: number; label: string }> = Array.from(
  { length: PREFERENCE_HEIGHT_BOUNDS[1] - PREFERENCE_HEIGHT_BOUNDS[0] + 1 },
  (_, i) => {
    const inches = PREFERENCE_HEIGHT_BOUNDS[0] + i;
    return { inches, label: `${Math.floor(inches / 12)}'${inches % 12}" (${Math.round(inches * 2.54)} cm)` };
  },
);

type ReasonCard = { age: number | null; city: string; faith: { sect: string; school: string; prayer: string } & Partial<Record<SetPreference, string>> };

/** What the card's reason line says, as values: the pages word them in the reader's language. */
export interface ReasonParts {
  sect: string | null;
  /** Null for none or `other`, which says nothing. */
  school: string | null;
  prayer: string | null;
  age: number | null;
  city: string | null;
  /** How many of the viewer's wishes she meets (0: not said). */
  wishesMet: number;
}

export function reasonParts(card: ReasonCard, wishes: PartnerPreferences | undefined): ReasonParts {
  let met = 0;
  for (const key of SET_PREFERENCES) {
    const wish = wishes?.[key];
    const value = card.faith[key];
    if (wish && value && wish.values.includes(value)) met += 1;
  }
  if (wishes?.age && card.age !== null && card.age >= wishes.age.from && card.age <= wishes.age.to) met += 1;
  return {
    sect: card.faith.sect || null,
    school: card.faith.school && card.faith.school !== 'other' ? card.faith.school : null,
    prayer: card.faith.prayer || null,
    age: card.age,
    city: card.city || null,
    wishesMet: met,
  };
}

/** Words of the card's reason line, in English: "Sunni · Hanafi · prays always · 27 · Lucknow · 3 of your wishes". */
export function reasonLine(card: ReasonCard, wishes: PartnerPreferences | undefined): string {
  const r = reasonParts(card, wishes);
  const parts: string[] = [];
  if (r.sect) parts.push(labelOf('sect', r.sect));
  if (r.school) parts.push(labelOf('school', r.school));
  if (r.prayer) parts.push(labelOf('prayer', r.prayer).toLowerCase());
  if (r.age !== null) parts.push(String(r.age));
  if (r.city) parts.push(r.city);
  if (r.wishesMet > 0) parts.push(FAITH_MSG.wishesCount(r.wishesMet));
  return parts.join(' · ');
}

/** Fewer of today's matches than this, with musts set, and the page says so and names a must to relax. */
export const FEW_MATCHES = 3;

/**
 * The must that narrows her matches most, to suggest relaxing: the set that admits the smallest share of its options,
 * or the range that admits the smallest share of its bounds. Null without musts.
 */
export function mustToRelax(wishes: PartnerPreferences | undefined): SetPreference | RangePreference | null {
  if (!wishes) return null;
  let best: { key: SetPreference | RangePreference; share: number } | null = null;
  const consider = (key: SetPreference | RangePreference, share: number) => {
    if (!best || share < best.share) best = { key, share };
  };
  for (const key of SET_PREFERENCES) {
    const wish = wishes[key];
    if (wish?.must) consider(key, wish.values.length / FAITH_FIELD_OPTIONS[key].length);
  }
  if (wishes.age?.must) consider('age', (wishes.age.to - wishes.age.from + 1) / (PREFERENCE_AGE_BOUNDS[1] - PREFERENCE_AGE_BOUNDS[0] + 1));
  if (wishes.height?.must) consider('height', (wishes.height.to - wishes.height.from + 1) / (PREFERENCE_HEIGHT_BOUNDS[1] - PREFERENCE_HEIGHT_BOUNDS[0] + 1));
  return (best as { key: SetPreference | RangePreference } | null)?.key ?? null;
}

/** The "too few pass" hint of today's matches, or null when enough pass or she has no must. */
export function fewMatchesHint(count: number, wishes: PartnerPreferences | undefined): string | null {
  if (count >= FEW_MATCHES) return null;
  const key = mustToRelax(wishes);
  return key ? `${FAITH_MSG.fewMatches(count)} ${FAITH_MSG.relaxWish(PREFERENCE_LABELS[key])}` : null;
}
