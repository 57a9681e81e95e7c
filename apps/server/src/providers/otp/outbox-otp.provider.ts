import type { Database } from '../../db/client';
import { insertOutboxMessage } from '../outbox/outbox.repo';
import type { OtpProvider } from './otp.provider';

/** Keeps the WhatsApp and SMS messages in the database instead of sending them. */
export function createOutboxOtpProvider(db: Database): OtpProvider {
  return {
    name: 'outbox',
    async sendCode(phone: string, text: string) {
      await insertOutboxMessage(db, { channel: 'whatsapp', to: phone, subject: 'Verification code', text });
      await insertOutboxMessage(db, { channel: 'sms', to: phone, subject: 'Verification code', text });
    },
  };
}
