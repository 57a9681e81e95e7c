/**
 * Trust and safety constants (issue 19): what the server's own checks look for and when they raise a
 * Risk item for the admins. One place, so the thresholds a reviewer reads in docs/trust.md are the ones
 * the server uses.
 */

/** Kinds of Risk item, in the order the admin queue explains them. */
export const RISK_KINDS = ['duplicate_photo', 'scam_messages', 'shared_origin', 'new_account_burst', 'duplicate_text', 'many_reports'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

export const RISK_KIND_LABELS: Record<RiskKind, string> = {
  duplicate_photo: 'Photo used by another member',
  scam_messages: 'Scam-like messages',
  shared_origin: 'Several accounts from one device or address',
  new_account_burst: 'New account reaching out fast',
  duplicate_text: 'Same text as another account',
  many_reports: 'Reported by several members',
};

/** Points each open item adds to the member's risk score (shown to reviewers before they approve). */
export const RISK_SCORES: Record<RiskKind, number> = {
  duplicate_photo: 40,
  scam_messages: 50,
  shared_origin: 20,
  new_account_burst: 20,
  duplicate_text: 25,
  many_reports: 30,
};
/** A score at or above this is shown as high risk. */
export const RISK_SCORE_HIGH = 40;

/** What an admin may do with an open Risk item. `reject_photo` only for a duplicate photo. */
export const RISK_ACTIONS = ['false_alarm', 'reject_photo', 'suspend'] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];
/** How a closed item ended. */
export const RISK_RESOLUTIONS = ['false_alarm', 'photo_rejected', 'suspended'] as const;

// Part 1 · duplicate photos: 64-bit perceptual hashes within this Hamming distance are the same photo.
export const PHOTO_HASH_MAX_DISTANCE = 10;

// Part 2 · scam interception: hits from one sender that raise a Risk item.
export const SCAM_RISK_DISTINCT_RECEIVERS = 2;
export const SCAM_RISK_HITS_PER_DAY = 3;
/** What a flagged message looked like; the receiver's warning and the admin's view name these. */
export const SCAM_CATEGORIES = ['money_request', 'gift_card', 'crypto', 'bank_details', 'emergency_story', 'off_platform', 'payment_link'] as const;
export type ScamCategory = (typeof SCAM_CATEGORIES)[number];
export const SCAM_CATEGORY_LABELS: Record<ScamCategory, string> = {
  money_request: 'Asks for money',
  gift_card: 'Asks for gift cards',
  crypto: 'Crypto or an investment offer',
  bank_details: 'Asks for bank or UPI details',
  emergency_story: 'An emergency story (customs, airport, hospital)',
  off_platform: 'Pushes to move to another app',
  payment_link: 'Payment app or link',
};

// Part 3 · fake-profile signals.
/** Accounts created from one device or address within a day before it is raised. */
export const SHARED_ORIGIN_ACCOUNTS_PER_DAY = 3;
/** A new account (younger than NEW_ACCOUNT_HOURS) sending this many requests or first messages is raised. */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_BURST_REQUESTS = 15;
export const NEW_ACCOUNT_BURST_FIRST_MESSAGES = 10;
/** Estimated Jaccard similarity of word shingles at or above which two texts are the same text. */
export const DUPLICATE_TEXT_SIMILARITY = 0.8;
/** Texts shorter than this many words are not compared (a few common words are not a copy). */
export const DUPLICATE_TEXT_MIN_WORDS = 12;
/** Distinct members reporting one profile before it is raised. */
export const MANY_REPORTS_DISTINCT_REPORTERS = 3;
