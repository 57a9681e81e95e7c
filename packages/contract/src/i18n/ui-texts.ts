import { FAMILY_TEXT } from './texts/family';

/**
 * The web's own texts, in English, keyed as in the hi and ur catalogues. The spec's texts stay in messages.ts; these
 * are ours (docs/decisions.md, issue 43). Each area of the product keeps its texts in a file of its own under
 * `texts/` (keys prefixed by the area), spread into UI_TEXT below; this file holds the frame of every page.
 */
import { CALLS_TEXT } from './texts/calls';
import { CHAT_TEXT } from './texts/chat';
import { CHECKOUT_TEXT } from './texts/checkout';
import { REQUESTS_TEXT } from './texts/requests';
import { SAFETY_TEXT } from './texts/safety';
import { SETTINGS_TEXT } from './texts/settings';
import { NOTIFICATIONS_TEXT } from './texts/notifications';
import { ACCOUNT_TEXT } from './texts/account';
import { UI_DEFAULTS_TEXT } from './texts/ui';
import { DISCOVERY_TEXT } from './texts/discovery';
import { FAITH_TEXT } from './texts/faith';
import { OPTION_TEXT } from './texts/options';
import { PROFILE_TEXT } from './texts/profile';
import { SIGNUP_TEXT } from './texts/signup';
import { PUBLIC_TEXT } from './texts/public';
import { VIEW_PROFILE_TEXT } from './texts/view-profile';
import { GUARDIANS_SCREEN_TEXT } from './texts/guardians-screen';
import { PASSWORD_RESET_TEXT } from './texts/password-reset';
import { THANK_YOU_TEXT } from './texts/thank-you';
import { LEGAL_TEXT } from './texts/legal';
import { PROFILE_OVERVIEW_TEXT } from './texts/profile-overview';
import { FAQ_TEXT } from './texts/faq';
import { ABOUT_TEXT } from './texts/about';
import { CONTACT_TEXT } from './texts/contact';
import { LANDING_TEXT } from './texts/landing';
import { SAFETY_CENTRE_TEXT } from './texts/safety-centre';
import { PLANS_TEXT } from './texts/plans';

const SHELL_TEXT = {
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.aboutUs': 'About Us',
  'nav.pricing': 'Pricing',
  'nav.contact': 'Contact',
  'nav.featuredProfiles': 'Featured Profiles',
  'nav.messages': 'Messages',
  'nav.notifications': 'Notifications',
  'nav.login': 'Login',
  'nav.signup': 'Create Account',
  'nav.profile': 'Profile',
  'nav.myProfile': 'My Profile',
  'nav.connections': 'Connections',
  'nav.guardianHome': 'Guardian Access',
  'nav.admin': 'Administration',
  'nav.settings': 'Settings',
  'nav.logout': 'Logout',
  'nav.main': 'Main',
  'nav.skip': 'Skip to content',
  'nav.mobile': 'Mobile',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.account': '{name}, account menu',
  'tabs.label': 'Member tabs',
  'tabs.matches': 'Matches',
  'tabs.requests': 'Requests',
  'tabs.messages': 'Messages',
  'tabs.profile': 'Profile',
  'tabs.waiting': ', {count} waiting',
  'footer.tagline': 'A Shariah-compliant matrimonial platform for Muslims in India, with family involvement, verified profiles and privacy you control.',
  'footer.quickLinks': 'Quick Links',
  'footer.support': 'Support',
  'footer.contact': 'Contact',
  'footer.helpCenter': 'Help Center',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.faq': 'FAQ',
  'footer.safety': 'Safety Centre',
  'footer.rights': '© {year} {brand}. All rights reserved.',
  'language.label': 'Language',
  'language.settingsHelp': 'Sakinah, your mails, OTP messages and notifications use this language.',
  'language.saved': 'Language saved',
  'language.suggestion': 'Sakinah is also in {language}.',
  'language.suggestionSwitch': 'Read in {language}',
  'language.suggestionDismiss': 'No thanks',
  'chat.message': 'Message',
  'chat.placeholder': 'Write a message…',
  'chat.send': 'Send',
  'chat.characters': '{count} / {max} characters',
  'chat.you': 'You:',
  'chat.sending': '· Sending…',
  'chat.notSent': 'Not sent —',
  'chat.retry': 'Retry',
  'chat.sent': '· Sent',
  'chat.seenAt': '· Seen at {time}',
  'chat.loadingOlder': 'Loading older messages…',
  'chat.loadOlder': 'Load older messages',
  'chat.beginning': 'This is the beginning of your conversation with {name}.',
  'chat.listLabel': 'Messages with {name}',
  'chat.typing': '{name} is typing…',
  'chat.empty': 'No messages yet. Say salaam to {name} and begin with kindness.',
  'chat.unreadLabel': 'Messages, {count} unread',
} as const;

/**
 * The texts every screen may need, in the first load of the web app. The long texts of single public pages (terms,
 * privacy, FAQ, about, contact, the home page's samples, the Safety Centre) are left out: the web loads them with
 * their page (page-texts.ts), so a member's first download does not carry them.
 */
export const APP_TEXT = {
  ...SHELL_TEXT,
  ...UI_DEFAULTS_TEXT,
  ...ACCOUNT_TEXT,
  ...NOTIFICATIONS_TEXT,
  ...SETTINGS_TEXT,
  ...SAFETY_TEXT,
  ...REQUESTS_TEXT,
  ...CHAT_TEXT,
  ...CALLS_TEXT,
  ...CHECKOUT_TEXT,
  ...SIGNUP_TEXT,
  ...PROFILE_TEXT,
  ...OPTION_TEXT,
  ...FAITH_TEXT,
  ...DISCOVERY_TEXT,
  ...PUBLIC_TEXT,
  ...PLANS_TEXT,
  ...FAMILY_TEXT,
  ...VIEW_PROFILE_TEXT,
  ...GUARDIANS_SCREEN_TEXT,
  ...PASSWORD_RESET_TEXT,
  ...THANK_YOU_TEXT,
  ...PROFILE_OVERVIEW_TEXT,
} as const;

type AllTexts = typeof APP_TEXT &
  typeof LEGAL_TEXT &
  typeof FAQ_TEXT &
  typeof ABOUT_TEXT &
  typeof CONTACT_TEXT &
  typeof LANDING_TEXT &
  typeof SAFETY_CENTRE_TEXT;

/**
 * Every text of the web, in English: the app's and every public page's. A pure call rather than a spread, so a bundle
 * that never reads UI_TEXT (the web app's) drops it and the page texts with it.
 */
export const UI_TEXT: AllTexts = /* @__PURE__ */ Object.assign({}, APP_TEXT, LEGAL_TEXT, FAQ_TEXT, ABOUT_TEXT, CONTACT_TEXT, LANDING_TEXT, SAFETY_CENTRE_TEXT);

export type UiTextKey = keyof typeof UI_TEXT;
