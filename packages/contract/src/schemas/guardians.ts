import { z } from 'zod/mini';
import { MSG } from '../messages';
import { OTP_DIGITS, PHONE_DIGITS } from '../constants';
import { emailSchema, phoneNumberSchema } from './auth';

/** Who a guardian is to the member (issue 41: the guardian is listed by name and relation, not by email). */
export const GUARDIAN_RELATIONS = ['father', 'mother', 'brother', 'sister', 'uncle', 'aunt', 'grandparent', 'other'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** How an invitation to a mobile number goes (issue 41, item 6): the member chooses. */
export const GUARDIAN_PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type GuardianPhoneChannel = (typeof GUARDIAN_PHONE_CHANNELS)[number];

/**
 * POST /api/guardians: where the invitation goes, an email address or a mobile number (not both) with WhatsApp or SMS,
 * and (optional for older clients) the guardian's name and relation.
 */
export const guardianInviteSchema = z
  .object({
    email: z.optional(emailSchema),
    phoneNumber: z.optional(phoneNumberSchema),
    channel: z.optional(z.enum(GUARDIAN_PHONE_CHANNELS, { error: MSG.guardianChannelInvalid })),
    name: z.optional(z.string({ error: MSG.fieldTooLong }).check(z.trim(), z.maxLength(60, MSG.fieldTooLong))),
    relation: z.optional(z.enum(GUARDIAN_RELATIONS, { error: MSG.guardianRelationInvalid })),
  })
  .check(
    z.refine((value) => value.email !== undefined || value.phoneNumber !== undefined, { path: ['email'], message: MSG.guardianEmailOrPhone }),
    z.refine((value) => value.email === undefined || value.phoneNumber === undefined, { path: ['phoneNumber'], message: MSG.guardianEmailAndPhone }),
  );
export type GuardianInviteInput = z.infer<typeof guardianInviteSchema>;

const codeSchema = z.string({ error: MSG.otpInvalidFormat }).check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), MSG.otpInvalidFormat));

/**
 * POST /api/guardian/accept/:token. An invitation by email: name and password. By phone: the code sent to the number,
 * with a name when the number has no guardian account yet; a password is optional (she may always sign in by code).
 */
export const guardianAcceptSchema = z.object({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  password: z.optional(z.string()),
  code: z.optional(codeSchema),
});
export type GuardianAcceptInput = z.infer<typeof guardianAcceptSchema>;

/** A number as the member may see it again: the last four digits ("••••••3210"), enough to recognise it. */
export function maskPhoneNumber(phone: string): string {
  return `${'•'.repeat(Math.max(PHONE_DIGITS - 4, 0))}${phone.slice(-4)}`;
}
