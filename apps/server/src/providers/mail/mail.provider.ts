export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a notification mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends mail. Embedded default: the outbox; real adapter: SMTP. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
