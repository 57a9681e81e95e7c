/**
 * The FAQ's structure: each question's texts are keys of the catalogues (packages/contract/src/i18n/texts/faq.ts),
 * read in the page's language by FaqAccordion; the numbers they quote come from the contract (faqValues).
 */
import { AGE_MAX, AGE_MIN, CURRENCY_SYMBOL, FREE_TRIAL_DAYS, IMAGE_MAX_BYTES, IMAGE_MAX_PER_MEMBER, ROUTES } from '@sakinah/contract';
import type { TextKey } from '../../../lib/i18n';
import { CONTACT_DETAILS } from '../contact-details';

/** The in-page anchors of the FAQ; the topic cards link to `#<id>`. */
export const FAQ_CATEGORY_IDS = ['account', 'matching', 'billing', 'communication', 'privacy', 'support'] as const;
export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];

export interface FaqLink {
  to: string;
  label: TextKey;
}

export interface FaqItem {
  /** Stable and unique on the page: the question's button and answer ids derive from it. */
  id: string;
  question: TextKey;
  /** The answer's paragraphs, in order. */
  answer: readonly TextKey[];
  /** Optional bullet points, shown after the paragraphs. */
  points?: readonly TextKey[];
  /** Optional page where the member can act on the answer. */
  link?: FaqLink;
}

export interface FaqCategory {
  id: FaqCategoryId;
  title: TextKey;
  summary: TextKey;
  items: readonly FaqItem[];
}

const PHOTO_MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

/** The values the answers quote (`{min}`, `{days}`…), the support hours in the page's language given by the caller. */
export function faqValues(hours: string, ltr: (value: string) => string): Record<string, string | number> {
  return {
    min: AGE_MIN,
    max: AGE_MAX,
    mb: PHOTO_MAX_MB,
    photos: IMAGE_MAX_PER_MEMBER,
    currency: CURRENCY_SYMBOL,
    days: FREE_TRIAL_DAYS,
    email: ltr(CONTACT_DETAILS.email),
    phone: ltr(CONTACT_DETAILS.phone),
    hours,
  };
}

type Key<S extends string> = Extract<TextKey, `faq.${S}`>;

/** A question by its id: `faq.<id>.q`, its paragraphs `.a1`…, points `.p1`…, and its link `.link` to `to`. */
function item(id: string, answers: number, options: { points?: number; to?: string; label?: TextKey; answer?: readonly TextKey[] } = {}): FaqItem {
  const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `faq.${id}.${prefix}${i + 1}` as Key<string>);
  return {
    id,
    question: `faq.${id}.q` as Key<string>,
    answer: options.answer ?? keys('a', answers),
    ...(options.points ? { points: keys('p', options.points) } : {}),
    ...(options.to ? { link: { to: options.to, label: options.label ?? (`faq.${id}.link` as Key<string>) } } : {}),
  };
}

/** The four questions nearly everyone asks first, shown above the topics. */
export const FAQ_HEADLINES: readonly FaqItem[] = [
  item('why-sakinah', 2),
  item('privacy-protected', 2, { to: ROUTES.privacy, label: 'faq.link.privacy' }),
  item('family-wali', 2),
  item('verify-identity', 2),
];

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'account',
    title: 'faq.account.title',
    summary: 'faq.account.summary',
    items: [
      item('who-can-register', 2, { to: ROUTES.signup }),
      item('profile-approval', 2),
      item('photo-rules', 2),
      item('edit-profile', 1),
      item('deactivate-delete', 2, { to: ROUTES.settings }),
    ],
  },
  {
    id: 'matching',
    title: 'faq.matching.title',
    summary: 'faq.matching.summary',
    items: [
      item('free-vs-premium', 1, { points: 3, to: ROUTES.pricing }),
      item('daily-matches', 1),
      item('interest-requests', 1),
      item('advanced-search', 1),
    ],
  },
  {
    id: 'billing',
    title: 'faq.billing.title',
    summary: 'faq.billing.summary',
    items: [
      item('plans', 1, { points: 2, to: ROUTES.pricing }),
      item('free-trial', 1),
      item('payment-methods', 1),
      // The first paragraph is the contract's own sentence (MSG.noAutoRenewal).
      item('auto-renewal', 0, { answer: ['noAutoRenewal', 'faq.auto-renewal.a2'], to: ROUTES.settings }),
      item('refunds', 2),
    ],
  },
  {
    id: 'communication',
    title: 'faq.communication.title',
    summary: 'faq.communication.summary',
    items: [
      item('conversation-limit', 1),
      item('contact-exchange', 2),
      item('read-receipts', 1),
      item('chat-etiquette', 1, { to: ROUTES.safety }),
    ],
  },
  {
    id: 'privacy',
    title: 'faq.privacy.title',
    summary: 'faq.privacy.summary',
    items: [
      item('photo-privacy', 1),
      item('invisible-mode', 1),
      item('safety-tools', 1, { points: 5, to: ROUTES.safety, label: 'faq.link.safety' }),
      item('data-sharing', 1, { to: ROUTES.privacy, label: 'faq.link.privacy' }),
    ],
  },
  {
    id: 'support',
    title: 'faq.support.title',
    summary: 'faq.support.summary',
    items: [
      item('reach-team', 1, { to: ROUTES.contact }),
      item('response-time', 1),
      item('forgot-password', 1, { to: ROUTES.forgetPassword }),
      item('success-story', 1),
    ],
  },
];
