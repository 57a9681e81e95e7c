import type { Database } from '../../db/client';
import { insertOutboxMessage } from '../outbox/outbox.repo';
import type { OtpProvider } from './otp.provider';

/** Keeps the WhatsApp and SMS messages in the database instead of sending them. */
export function createOutboxOtpProvider(db: Database): OtpProvider {
  return {
    name: 'outbox',
    async sendCode(phone, text, options) {
      const subject = options?.subject ?? 'Verification code';
      for (const channel of options?.channels ?? (['whatsapp', 'sms'] as const)) {
        await insertOutboxMessage(db, { channel, to: phone, subject, text });
      }
    },
  };
}
