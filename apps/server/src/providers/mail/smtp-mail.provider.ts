import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './mail.provider';

/** Sends mail through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailProvider(smtpUrl: string, from: string): MailProvider & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    },
    close() {
      transport.close();
    },
  };
}
