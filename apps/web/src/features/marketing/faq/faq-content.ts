import {
  AGE_MAX,
  AGE_MIN,
  CURRENCY_SYMBOL,
  FREE_TRIAL_DAYS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PER_MEMBER,
  MSG,
  ROUTES,
} from '@sakinah/contract';
import { CONTACT_DETAILS } from '../contact-details';

/** The in-page anchors of the FAQ; the topic cards link to `#<id>`. */
export const FAQ_CATEGORY_IDS = ['account', 'matching', 'billing', 'communication', 'privacy', 'support'] as const;
export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];

export interface FaqLink {
  to: string;
  label: string;
}

export interface FaqItem {
  /** Stable and unique on the page: the question's button and answer ids derive from it. */
  id: string;
  question: string;
  /** The answer's paragraphs, in order. */
  answer: readonly string[];
  /** Optional bullet points, shown after the paragraphs. */
  points?: readonly string[];
  /** Optional page where the member can act on the answer. */
  link?: FaqLink;
}

export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  summary: string;
  items: readonly FaqItem[];
}

const PHOTO_MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

/** The four questions nearly everyone asks first, shown above the topics. */
export const FAQ_HEADLINES: readonly FaqItem[] = [
  {
    id: 'why-sakinah',
    question: 'How is Sakinah different from other matrimony sites?',
    answer: [
      'Sakinah is made only for Muslims in India who are seeking nikah, and it is built around Islamic values rather than casual dating. Every new profile is reviewed and approved by our team before anyone else can see it, so the people you meet are real and serious about marriage.',
      'Families are welcome from the first day: parents can create a profile for a daughter, son or other relative, and a wali (guardian) can follow the conversations. Privacy stays in your hands, with private photos, an invisible mode and contact details that are only shared when you choose.',
    ],
  },
  {
    id: 'privacy-protected',
    question: 'How is my privacy protected?',
    answer: [
      'You decide who sees what. Photos can be public to members or private, in which case a member has to ask and you approve each request. You can hide your whole profile with invisible mode whenever you need a break.',
      'Phone numbers and email addresses are filtered out of early chats. When you both feel ready, you can share them through the contact exchange feature. We use only strictly necessary cookies (to keep you signed in, and to notice one device opening many accounts), no advertising or third-party trackers, and we never sell your information.',
    ],
    link: { to: ROUTES.privacy, label: 'Read our Privacy Policy' },
  },
  {
    id: 'family-wali',
    question: 'Can my family be involved through a wali account?',
    answer: [
      'Yes. A wali account lets a guardian, such as a father, brother or another trusted family member, stay involved in the search. The wali is linked to the member\u2019s profile and can follow matches and conversations, so the process stays respectful and in keeping with Islamic etiquette.',
      'Parents and relatives can also create and manage a profile on behalf of a daughter, son or other relative, with that person\u2019s knowledge and consent.',
    ],
  },
  {
    id: 'verify-identity',
    question: 'How does identity verification work?',
    answer: [
      'From your account settings, upload a photo of a government-issued ID (such as a passport, voter ID, driving licence or a masked Aadhaar) together with a selfie taken at the time. Our team compares the two and confirms the result within 24 to 48 hours.',
      'Verified members carry a verified badge on their profile, which gives other members and their families extra confidence. Your ID is used only for this check and is never shown to other members.',
    ],
  },
];

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'account',
    title: 'Account & Profile',
    summary: 'Creating a profile, approval, photos and closing your account.',
    items: [
      {
        id: 'who-can-register',
        question: 'Who can create a profile?',
        answer: [
          `You can create a profile for yourself, or for your daughter, son or another relative. The person who holds the account must be between ${AGE_MIN} and ${AGE_MAX} years old, and the person the profile describes must be legally eligible to marry.`,
          'If you are creating a profile for someone else, please make sure they know about it and agree to it. Their details and photos should be accurate and up to date.',
        ],
        link: { to: ROUTES.signup, label: 'Create an account' },
      },
      {
        id: 'profile-approval',
        question: 'Why is my profile not visible yet?',
        answer: [
          'Every new profile is reviewed and approved by our team before it appears to other members. This keeps fake and incomplete profiles off Sakinah. Approval is usually quick; you will be told as soon as your profile is live.',
          'If we need anything changed, such as a clearer photo or missing details, we will let you know what to update.',
        ],
      },
      {
        id: 'photo-rules',
        question: 'What photos can I upload?',
        answer: [
          `Photos must be JPEG or PNG files of up to ${PHOTO_MAX_MB} MB each, and you can add up to ${IMAGE_MAX_PER_MEMBER} photos. Choose clear, recent and modest photos of the person the profile belongs to.`,
          'Every photo is re-encoded when you upload it, which removes hidden information such as the location where it was taken.',
        ],
      },
      {
        id: 'edit-profile',
        question: 'Can I change my profile after it is approved?',
        answer: [
          'Yes. You can update your details, preferences and photos at any time from your profile page. Significant changes, such as a new main photo, may be reviewed again before they are shown.',
        ],
      },
      {
        id: 'deactivate-delete',
        question: 'How do I deactivate or delete my account?',
        answer: [
          'In your account settings you can deactivate your account, which hides your profile until you sign in and reactivate it. Your details and connections are kept for when you return.',
          'You can also delete your account permanently. This removes your profile, photos and messages and cannot be undone. Many members delete their account with good news: they have found their spouse.',
        ],
        link: { to: ROUTES.settings, label: 'Go to account settings' },
      },
    ],
  },
  {
    id: 'matching',
    title: 'Matching & Search',
    summary: 'Daily suggestions, interest requests, search filters and what plans add.',
    items: [
      {
        id: 'free-vs-premium',
        question: 'What do free members get, and what does a plan add?',
        answer: [
          'Anyone can create a complete profile. A plan (or the free trial) opens up the rest, and each plan on the Pricing page lists exactly what it includes: every line there is something Sakinah really does.',
        ],
        points: [
          'Every plan: search with all filters, interest requests and chat with your connections.',
          'Different on each plan: how many profiles and photos you can view, and how many new conversations you can start a day.',
          'Added by some plans: the contact details of your connections (when both of you agree), read receipts in chat, priority support, up to 10 daily match suggestions, and seeing who viewed your profile.',
        ],
        link: { to: ROUTES.pricing, label: 'Compare plans' },
      },
      {
        id: 'daily-matches',
        question: 'How are daily match suggestions chosen?',
        answer: [
          'With a plan that includes them, each day we suggest up to 10 members whose profiles fit the partner preferences you have set, such as age range, location, education, profession and community, ranked the same way as Featured Profiles. We never suggest someone twice, or someone you have already sent or received a request from. The more complete your profile and preferences, the better your suggestions become.',
        ],
      },
      {
        id: 'interest-requests',
        question: 'What is an interest request?',
        answer: [
          'An interest request is a polite way of saying you would like to know someone better. If the member accepts, you become connected and can start a conversation. If they decline, nothing more is shared and no explanation is needed.',
        ],
      },
      {
        id: 'advanced-search',
        question: 'Can I search for profiles myself?',
        answer: [
          'Yes. Every member searches with the same filters, whatever the plan: age, location, education, profession, community, marital status and height.',
        ],
      },
    ],
  },
  {
    id: 'billing',
    title: 'Plans & Billing',
    summary: 'Plans, the free trial, payments in rupees and renewals.',
    items: [
      {
        id: 'plans',
        question: 'Which plans are available?',
        answer: [`We offer three paid plans. All prices are in Indian rupees (${CURRENCY_SYMBOL}) and are shown on the Pricing page.`],
        points: ['Basic, Standard and Premium', 'Each for 1 month, 3 months, 6 months or 1 year'],
        link: { to: ROUTES.pricing, label: 'See current prices' },
      },
      {
        id: 'free-trial',
        question: 'Is there a free trial?',
        answer: [
          `Yes. New members can try the Basic plan free for ${FREE_TRIAL_DAYS} days, and no credit card is needed to start. The free trial is available once per member, and a new account with the same phone number or email does not get another.`,
        ],
      },
      {
        id: 'payment-methods',
        question: 'How do I pay, and is it safe?',
        answer: [
          `Plans are paid in Indian rupees (${CURRENCY_SYMBOL}). Your payment is handled by our card payment provider on its secure page; Sakinah never sees or stores your card number.`,
        ],
      },
      {
        id: 'auto-renewal',
        question: 'Does my plan renew automatically?',
        answer: [
          MSG.noAutoRenewal,
          'Each plan is a one-off payment. Every reminder has a link to renew the same plan, if you wish.',
        ],
        link: { to: ROUTES.settings, label: 'Reminder settings' },
      },
      {
        id: 'refunds',
        question: 'Can I get a refund?',
        answer: [
          'We do not give refunds for partly used periods. If you no longer need your plan, there is nothing to cancel: it simply ends at the close of the period you paid for.',
          'If you believe you were charged by mistake, please contact us and we will look into it promptly.',
        ],
      },
    ],
  },
  {
    id: 'communication',
    title: 'Messaging & Communication',
    summary: 'Conversations, sharing contact details and chat etiquette.',
    items: [
      {
        id: 'conversation-limit',
        question: 'Is there a limit on how many conversations I can start?',
        answer: [
          'Each plan shows how many new conversations you can start a day, and some plans have no cap; the cap resets daily. Replying within conversations you already have is never limited by this cap.',
        ],
      },
      {
        id: 'contact-exchange',
        question: 'Why are phone numbers removed from my messages?',
        answer: [
          'For your safety, phone numbers, email addresses and similar contact details are filtered out of early conversations. This gives both sides time to get to know each other before anything personal is shared.',
          'When you are both ready, use the contact exchange feature in the chat. Details are shared only when both members agree.',
        ],
      },
      {
        id: 'read-receipts',
        question: 'What are read receipts?',
        answer: [
          'Read receipts show when the other member has read your message. They come with the plans that list them on the Pricing page, such as Premium.',
        ],
      },
      {
        id: 'chat-etiquette',
        question: 'What is expected of me in conversations?',
        answer: [
          'Be honest, respectful and modest, as you would be if your families were present. Never ask a member for money, bank details or gifts, and report anyone who does. Members who harass others are removed from Sakinah.',
        ],
        link: { to: ROUTES.safety, label: 'Safety advice for meeting, money and family' },
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy & Safety',
    summary: 'Photo privacy, invisible mode, blocking and reporting.',
    items: [
      {
        id: 'photo-privacy',
        question: 'Who can see my photos?',
        answer: [
          'You choose. Public photos are shown to members who view your profile. Private photos stay hidden until a member sends a request and you approve it, and you can withdraw access later.',
        ],
      },
      {
        id: 'invisible-mode',
        question: 'Can I hide my profile for a while?',
        answer: [
          'Yes. Turn on invisible mode in your settings to hide your profile from search and suggestions. Your existing connections stay in place, and you can become visible again whenever you like.',
        ],
      },
      {
        id: 'safety-tools',
        question: 'What can I do if someone makes me uncomfortable?',
        answer: ['You are always in control of who can reach you:'],
        points: [
          'Block a member so they can no longer see your profile or message you.',
          'Report a profile or message; our team reviews every report.',
          'Hide your profile with invisible mode.',
          'Verify your identity with an ID and a selfie (checked within 24 to 48 hours) so others know you are genuine.',
          'Deactivate your account for a while, or delete it permanently.',
        ],
        link: { to: ROUTES.safety, label: 'Visit our Safety Centre' },
      },
      {
        id: 'data-sharing',
        question: 'Do you sell my data or use advertising trackers?',
        answer: [
          'No. We never sell your personal information, and Sakinah has no advertising or third-party trackers. We use only strictly necessary cookies: one keeps you signed in, and one helps us notice a device opening many fake accounts.',
        ],
        link: { to: ROUTES.privacy, label: 'Read our Privacy Policy' },
      },
    ],
  },
  {
    id: 'support',
    title: 'Help & Support',
    summary: 'Reaching our team, sign-in problems and response times.',
    items: [
      {
        id: 'reach-team',
        question: 'How can I contact the Sakinah team?',
        answer: [
          `Send us a message through the contact form, email ${CONTACT_DETAILS.email} or call ${CONTACT_DETAILS.phone}. Our team is available ${CONTACT_DETAILS.hours}.`,
        ],
        link: { to: ROUTES.contact, label: 'Contact us' },
      },
      {
        id: 'response-time',
        question: 'How quickly will I get a reply?',
        answer: [
          'We reply to most messages within one working day. Reports about safety are looked at first.',
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. What should I do?',
        answer: [
          'Choose "Forgot password" on the login page and enter the email address you registered with. We will send you a link to set a new password.',
        ],
        link: { to: ROUTES.forgetPassword, label: 'Reset your password' },
      },
      {
        id: 'success-story',
        question: 'We found each other on Sakinah. Can we share our story?',
        answer: [
          'Alhamdulillah, and congratulations! We would love to hear from you. Write to us through the contact form; with your permission, your story may encourage others on their own journey.',
        ],
      },
    ],
  },
];
