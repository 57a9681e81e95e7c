export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail. Embedded default: the outbox; real adapter: SMTP. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
