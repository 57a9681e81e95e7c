/** The About page's cards: each an icon and its texts' keys (packages/contract/src/i18n/texts/about.ts). */
import {
  BadgeCheck,
  HandHeart,
  Headset,
  Landmark,
  LockKeyhole,
  MapPinned,
  MoonStar,
  Scale,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { CASTES, STATE_NAMES } from '@sakinah/contract/constants';
import type { TextKey } from '../../../lib/i18n';

export interface AboutCopy {
  icon: LucideIcon;
  title: TextKey;
  text: TextKey;
}

/** Rounded down to the nearest ten so "more than" stays true as the list changes. */
const COMMUNITY_FLOOR = Math.floor(CASTES.length / 10) * 10;

/** The counts the texts quote (`{communities}`, `{states}`). */
export const ABOUT_COUNTS = { communities: COMMUNITY_FLOOR, states: STATE_NAMES.length } as const;

export const ABOUT_VALUES: readonly AboutCopy[] = [
  { icon: MoonStar, title: 'about.values.faith.title', text: 'about.values.faith.text' },
  { icon: Sparkles, title: 'about.values.sincerity.title', text: 'about.values.sincerity.text' },
  { icon: HandHeart, title: 'about.values.respect.title', text: 'about.values.respect.text' },
  { icon: Users, title: 'about.values.family.title', text: 'about.values.family.text' },
  { icon: LockKeyhole, title: 'about.values.trust.title', text: 'about.values.trust.text' },
  { icon: Scale, title: 'about.values.fairness.title', text: 'about.values.fairness.text' },
];

export const WHY_CHOOSE_US: readonly AboutCopy[] = [
  { icon: BadgeCheck, title: 'about.why.verified.title', text: 'about.why.verified.text' },
  { icon: Landmark, title: 'about.why.shariah.title', text: 'about.why.shariah.text' },
  { icon: Users, title: 'about.why.families.title', text: 'about.why.families.text' },
  { icon: LockKeyhole, title: 'about.why.privacy.title', text: 'about.why.privacy.text' },
  { icon: MapPinned, title: 'about.why.india.title', text: 'about.why.india.text' },
  { icon: Headset, title: 'about.why.support.title', text: 'about.why.support.text' },
];

export const INDIA_FACTS: readonly { value: string; label: TextKey }[] = [
  { value: String(STATE_NAMES.length), label: 'about.india.states' },
  { value: `${COMMUNITY_FLOOR}+`, label: 'about.india.communities' },
  { value: '100%', label: 'about.india.reviewed' },
];
