/** Static copy of the About page. */
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
import { CONTACT_DETAILS } from '../contact-details';

export interface AboutCopy {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Rounded down to the nearest ten so "more than" stays true as the list changes. */
const COMMUNITY_FLOOR = Math.floor(CASTES.length / 10) * 10;

export const ABOUT_VALUES: readonly AboutCopy[] = [
  {
    icon: MoonStar,
    title: 'Faith First',
    text: 'The Qur’an and Sunnah shape how we work, from modest profiles to halal ways of getting to know one another.',
  },
  {
    icon: Sparkles,
    title: 'Sincerity',
    text: 'Sakinah is for people who intend marriage. We welcome sincere seekers and act quickly on anyone who is not.',
  },
  {
    icon: HandHeart,
    title: 'Respect and Modesty',
    text: 'Every member is treated with dignity. Courteous conduct is expected, and modest presentation is encouraged.',
  },
  {
    icon: Users,
    title: 'Family at the Heart',
    text: 'Marriage joins two families. Parents, siblings and guardians are welcome partners in the search.',
  },
  {
    icon: LockKeyhole,
    title: 'Trust and Privacy',
    text: 'Your information is an amanah. You decide who sees your photos and contact details, and when.',
  },
  {
    icon: Scale,
    title: 'Fairness for All',
    text: `Muslims from every state and more than ${COMMUNITY_FLOOR} communities and schools of thought are equally welcome.`,
  },
];

export const WHY_CHOOSE_US: readonly AboutCopy[] = [
  {
    icon: BadgeCheck,
    title: 'Verified, genuine profiles',
    text: 'Our team reviews every profile before it goes live, so you spend your time with people of sincere intent.',
  },
  {
    icon: Landmark,
    title: 'Shariah-compliant by design',
    text: 'Halal interaction, modest presentation and guardian involvement are built into the platform, not added later.',
  },
  {
    icon: Users,
    title: 'Families and guardians included',
    text: 'Involve your wali and loved ones at each step, just as you would in a traditional rishta.',
  },
  {
    icon: LockKeyhole,
    title: 'Privacy you control',
    text: 'Keep photos blurred and contact details hidden until you are comfortable sharing them.',
  },
  {
    icon: MapPinned,
    title: 'Made for Muslims in India',
    text: `Search across ${STATE_NAMES.length} states and union territories and more than ${COMMUNITY_FLOOR} communities, from Kashmir to Kerala.`,
  },
  {
    icon: Headset,
    title: 'Caring, human support',
    text: `A real team in Lucknow is here to help: ${CONTACT_DETAILS.hours}.`,
  },
];

export const INDIA_FACTS = [
  { value: String(STATE_NAMES.length), label: 'States and union territories' },
  { value: `${COMMUNITY_FLOOR}+`, label: 'Communities and schools of thought' },
  { value: '100%', label: 'Profiles reviewed by our team' },
] as const;
