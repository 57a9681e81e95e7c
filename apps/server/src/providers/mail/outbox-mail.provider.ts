import type { Database } from '../../db/client';
import { insertOutboxMessage } from '../outbox/outbox.repo';
import type { MailMessage, MailProvider } from './mail.provider';

/** Keeps mail in the database so it can be read at /dev/outbox (and by tests) instead of sending it. */
export function createOutboxMailProvider(db: Database): MailProvider {
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      await insertOutboxMessage(db, {
        channel: 'email',
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
