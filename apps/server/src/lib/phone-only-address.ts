import { randomToken } from './tokens';

/**
 * A guardian who joined by phone (issue 41, item 6) has no email, but an account's address is required and unique. She
 * is given one at the reserved `.invalid` domain (RFC 2606): never deliverable, never typed, so no mail is sent to it
 * (providers/mail/skip-phone-only.ts) and no one can sign in with it.
 */
export const PHONE_ONLY_MAIL_DOMAIN = 'phone-only.invalid';

export const phoneOnlyAddress = (): string => `guardian-${randomToken(12)}@${PHONE_ONLY_MAIL_DOMAIN}`;

export const isPhoneOnlyAddress = (email: string): boolean => email.toLowerCase().endsWith(`@${PHONE_ONLY_MAIL_DOMAIN}`);
