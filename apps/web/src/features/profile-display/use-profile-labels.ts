import { ANY_OPTION, HEIGHT_OPTIONS, INTL_LOCALES, MEMBER_STATUSES, MSG, type AccountHolderView } from '@sakinah/contract';
import { isolate, isolateLtr, useT } from '../../lib/i18n';
import { hasText, type ManagedBy } from './labels';

const HOLDER_RELATIONS = ['father', 'mother', 'brother', 'sister', 'guardian', 'other'] as const;

const MINUTE = 60_000;
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * MINUTE],
  ['month', 30 * 24 * 60 * MINUTE],
  ['week', 7 * 24 * 60 * MINUTE],
  ['day', 24 * 60 * MINUTE],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
];

/**
 * Stored profile values as the reader's language writes them (issue 43): option lists through their catalogue labels,
 * 'Not specified' and the sentences about who manages a profile from the catalogues. The English functions of
 * labels.ts stay for the admin console, which keeps English.
 */
export function useProfileLabels() {
  const { t, label, language } = useT();
  const notSpecified = t('notSpecified');
  const or = (value: string | null | undefined, show: (text: string) => string = (text) => text) =>
    hasText(value) ? show(value.trim()) : notSpecified;
  /** A preference: 'Any', 'Above 50' and the option lists' values in the reader's words, the rest as written. */
  const preference = (value: string, ...lists: string[]) => {
    if (value === ANY_OPTION) return label('option', value);
    for (const list of lists) {
      const shown = label(list, value, '\u0000');
      if (shown !== '\u0000') return shown;
    }
    return value;
  };
  const holderWord = (relation: string) =>
    HOLDER_RELATIONS.includes(relation as (typeof HOLDER_RELATIONS)[number]) ? t(`holderWord.${relation as (typeof HOLDER_RELATIONS)[number]}`) : relation;

  return {
    notSpecified,
    /** True for the muted 'Not specified' a card shows for an empty field, in any language. */
    isNotSpecified: (value: unknown) => value === notSpecified || value === MSG.notSpecified,
    orNotSpecified: (value: string | null | undefined) => or(value),
    age: (age: number | null | undefined) => (typeof age === 'number' && age > 0 ? t('profileView.years', { age }) : notSpecified),
    gender: (value: string | null | undefined) => or(value, (v) => label('gender', v)),
    maritalStatus: (value: string | null | undefined) => or(value, (v) => label('marital', v)),
    /** "5'4" → 5'4" (163 cm), kept left to right inside Urdu; 'Any' in the reader's words. */
    height: (value: string | null | undefined) =>
      or(value, (v) => (v === ANY_OPTION ? label('option', v) : isolateLtr(HEIGHT_OPTIONS.find((option) => option.value === v)?.label ?? v))),
    weight: (value: string | null | undefined) => or(value, (v) => (/^\d+$/.test(v) ? t('profileView.kg', { kg: v }) : v)),
    education: (value: string | null | undefined) => or(value, (v) => label('education', v)),
    occupation: (value: string | null | undefined) => or(value, (v) => label('occupation', v)),
    income: (value: string | null | undefined) => or(value, (v) => label('income', v)),
    familyType: (value: string | null | undefined) => or(value, (v) => label('familyType', v)),
    familyValues: (value: string | null | undefined) => or(value, (v) => label('familyValues', v)),
    preference: (value: string | null | undefined, ...lists: string[]) => or(value, (v) => preference(v, ...lists)),
    profileFor: (profileFor: string | null | undefined, customRelation?: string | null) => {
      if (profileFor === 'other' && hasText(customRelation)) return t('profileFor.otherWith', { relation: isolate(customRelation.trim()) });
      return or(profileFor, (v) => label('profileFor', v));
    },
    place: (city: string | null | undefined, state: string | null | undefined) => {
      const parts = [city, state].filter(hasText).map((part) => part.trim());
      return parts.length > 0 ? parts.join(language === 'ur' ? '، ' : ', ') : notSpecified;
    },
    list: (values: readonly string[] | null | undefined, ...lists: string[]) => {
      const items = (values ?? []).filter(hasText).map((v) => preference(v.trim(), ...lists));
      return items.length > 0 ? items.join(language === 'ur' ? '، ' : ', ') : notSpecified;
    },
    holderWord,
    /** Who is writing, when it is not the member herself: "Iqbal (Ayesha's father)"; null when it is she. */
    speakerLine: (holder: AccountHolderView | undefined, memberFirstName: string) =>
      holder ? t('profileView.speaker', { name: isolate(holder.name), member: isolate(memberFirstName), relation: holderWord(holder.relation) }) : null,
    /** "Managed by her father, Iqbal" (ICU select on her gender and his relation); null for a member's own profile. */
    managedBy: (
      profileFor: string | null | undefined,
      customRelation?: string | null,
      holder?: AccountHolderView,
      gender?: string | null,
    ): ManagedBy | null => {
      const title = t('profileView.managedByFamily');
      const createdFor = profileFor === 'daughter' || profileFor === 'son' ? t('profileView.createdFor', { child: profileFor }) : null;
      if (holder) {
        const relation = HOLDER_RELATIONS.includes(holder.relation as (typeof HOLDER_RELATIONS)[number]) ? holder.relation : 'other';
        const text = t('profileView.managedByHolder', { gender: gender === 'female' || gender === 'male' ? gender : 'other', relation, name: isolate(holder.name) });
        return { title, text, createdFor };
      }
      if (createdFor) return { title, text: t('profileView.managedByParents'), createdFor };
      if (profileFor === 'other') {
        const text = hasText(customRelation)
          ? t('profileView.managedByRelativeNamed', { relation: isolate(customRelation.trim()) })
          : t('profileView.managedByRelative');
        return { title, text, createdFor: null };
      }
      return null;
    },
    /** "Active 2 hours ago" in the reader's language; null when the member does not share it. */
    lastActive: (iso: string | null | undefined, now: number) => {
      if (!hasText(iso)) return null;
      const then = new Date(iso).getTime();
      if (Number.isNaN(then)) return null;
      const elapsed = Math.max(0, now - then);
      const format = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'auto' });
      for (const [unit, size] of UNITS) {
        if (elapsed >= size) return t('profileView.active', { when: format.format(-Math.floor(elapsed / size), unit) });
      }
      return t('profileView.activeJustNow');
    },
    /** Account status badge's words: Active, Pending and the rest. */
    status: (status: string | null | undefined) => {
      if (!hasText(status)) return t('profileView.statusUnknown');
      return MEMBER_STATUSES.includes(status as (typeof MEMBER_STATUSES)[number])
        ? t(`profileView.status.${status as (typeof MEMBER_STATUSES)[number]}`)
        : status;
    },
  };
}

export type ProfileLabels = ReturnType<typeof useProfileLabels>;
