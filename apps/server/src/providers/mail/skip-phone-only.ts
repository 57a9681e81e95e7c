import { isPhoneOnlyAddress } from '../../lib/phone-only-address';
import type { MailProvider } from './mail.provider';

/** Mail to an account that has only a phone (lib/phone-only-address.ts) is not sent: there is no one to receive it. */
export function skipPhoneOnlyAddresses(mail: MailProvider): MailProvider {
  return {
    name: mail.name,
    send: async (message) => {
      if (isPhoneOnlyAddress(message.to)) return;
      await mail.send(message);
    },
  };
}
