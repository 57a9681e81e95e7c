/** Static copy of the landing page's explanatory sections. */
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

export interface IconCopy {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const MATCH_STEPS: readonly IconCopy[] = [
  {
    icon: UserPlus,
    title: 'Create Your Profile',
    text: 'Share your deen, family background and hopes for marriage. Parents and guardians can create a profile on your behalf.',
  },
  {
    icon: Search,
    title: 'Browse Matches',
    text: 'Explore verified profiles by age, education, location and community, with suggestions shaped by your preferences.',
  },
  {
    icon: ShieldCheck,
    title: 'Connect Securely',
    text: 'Send a connection request and talk through private, moderated messages, with your family included whenever you wish.',
  },
  {
    icon: HeartHandshake,
    title: 'Begin Your Journey',
    text: 'When both families are at ease, take the next step towards a blessed nikah with confidence and barakah.',
  },
];

export const ISLAMIC_VALUES: readonly IconCopy[] = [
  {
    icon: MoonStar,
    title: 'Faith',
    text: 'Built around the Islamic principles of modesty, sincerity and halal interaction at every step.',
  },
  {
    icon: HandHeart,
    title: 'Respect',
    text: 'We honour the dignity of every member, with courteous conduct and no tolerance for misuse.',
  },
  {
    icon: Users,
    title: 'Family',
    text: 'Parents and guardians are welcome partners in the search, just as our tradition encourages.',
  },
  {
    icon: LockKeyhole,
    title: 'Privacy',
    text: 'Your photos and contact details stay private until you decide to share them.',
  },
];

export const SPECIAL_FEATURES: readonly IconCopy[] = [
  {
    icon: Users,
    title: 'Family Involvement',
    text: 'Parents and siblings can help review matches and share their thoughts, so important decisions are made together.',
  },
  {
    icon: UserRoundCheck,
    title: 'Guardian Communication',
    text: 'A wali can take part in conversations, keeping every exchange transparent, respectful and within Islamic etiquette.',
  },
  {
    icon: MoonStar,
    title: 'Faith Compatibility',
    text: 'Match on what matters most: religious practice, community and school of thought, not just a photograph.',
  },
  {
    icon: EyeOff,
    title: 'Enhanced Privacy',
    text: 'Blur your photos, keep your contact details hidden and decide exactly who can see what, and when.',
  },
  {
    icon: Sparkles,
    title: 'Personalized Matching',
    text: 'Thoughtful suggestions based on your preferences for age, education, profession, location and family values.',
  },
  {
    icon: MessageCircleHeart,
    title: 'Secure Communication',
    text: 'Private, moderated messaging on the platform, so you never need to share your phone number before you are ready.',
  },
];
