import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from '../constants';
import { MSG } from '../messages';

/** The public contact form. The spec's form validated nothing; since we store it, we check it. */
export const contactMessageSchema = z.object({
  name: z.string({ error: MSG.contactNameRequired }).trim().min(1, MSG.contactNameRequired).max(120, MSG.fieldTooLong),
  email: z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).max(254, MSG.fieldTooLong).pipe(z.email(MSG.emailInvalid)),
  contactNo: z
    .string({ error: MSG.contactInvalid })
    .trim()
    .max(20, MSG.fieldTooLong)
    .regex(/^(\d{10})?$/, MSG.contactInvalid)
    .optional()
    .default(''),
  message: z.string({ error: MSG.contactMessageRequired }).trim().min(1, MSG.contactMessageRequired).max(CONTACT_MESSAGE_MAX, MSG.contactMessageTooLong),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
