/** The landing page's explanatory sections: each an icon and its texts' keys (packages/contract/src/i18n/texts/public.ts). */
import {
  EyeOff,
  HandHeart,
  HeartHandshake,
  LockKeyhole,
  MessageCircleHeart,
  MoonStar,
  Search,
  ShieldCheck,
  Sparkles,
  UserPlus,
  Users,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import type { UiTextKey } from '@sakinah/contract';

export interface IconCopy {
  icon: LucideIcon;
  title: UiTextKey;
  text: UiTextKey;
}

export const MATCH_STEPS: readonly IconCopy[] = [
  { icon: UserPlus, title: 'home.steps.profile.title', text: 'home.steps.profile.text' },
  { icon: Search, title: 'home.steps.browse.title', text: 'home.steps.browse.text' },
  { icon: ShieldCheck, title: 'home.steps.connect.title', text: 'home.steps.connect.text' },
  { icon: HeartHandshake, title: 'home.steps.journey.title', text: 'home.steps.journey.text' },
];

export const ISLAMIC_VALUES: readonly IconCopy[] = [
  { icon: MoonStar, title: 'home.values.faith.title', text: 'home.values.faith.text' },
  { icon: HandHeart, title: 'home.values.respect.title', text: 'home.values.respect.text' },
  { icon: Users, title: 'home.values.family.title', text: 'home.values.family.text' },
  { icon: LockKeyhole, title: 'home.values.privacy.title', text: 'home.values.privacy.text' },
];

export const SPECIAL_FEATURES: readonly IconCopy[] = [
  { icon: Users, title: 'home.features.family.title', text: 'home.features.family.text' },
  { icon: UserRoundCheck, title: 'home.features.guardian.title', text: 'home.features.guardian.text' },
  { icon: MoonStar, title: 'home.features.faith.title', text: 'home.features.faith.text' },
  { icon: EyeOff, title: 'home.features.privacy.title', text: 'home.features.privacy.text' },
  { icon: Sparkles, title: 'home.features.personal.title', text: 'home.features.personal.text' },
  { icon: MessageCircleHeart, title: 'home.features.secure.title', text: 'home.features.secure.text' },
];
