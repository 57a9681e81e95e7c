import { z } from 'zod/mini';
import { CONTACT_MESSAGE_MAX } from '../constants';
import { MSG } from '../messages';

/** The public contact form. The spec's form validated nothing; since we store it, we check it. */
export const contactMessageSchema = z.object({
  name: z.string({ error: MSG.contactNameRequired }).check(z.trim(), z.minLength(1, MSG.contactNameRequired), z.maxLength(120, MSG.fieldTooLong)),
  email: z.pipe(
    z.string({ error: MSG.emailRequired }).check(z.trim(), z.minLength(1, MSG.emailRequired), z.maxLength(254, MSG.fieldTooLong)),
    z.email(MSG.emailInvalid),
  ),
  contactNo: z._default(
    z.optional(
      z.string({ error: MSG.contactInvalid }).check(z.trim(), z.maxLength(20, MSG.fieldTooLong), z.regex(/^(\d{10})?$/, MSG.contactInvalid)),
    ),
    '',
  ),
  message: z
    .string({ error: MSG.contactMessageRequired })
    .check(z.trim(), z.minLength(1, MSG.contactMessageRequired), z.maxLength(CONTACT_MESSAGE_MAX, MSG.contactMessageTooLong)),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
