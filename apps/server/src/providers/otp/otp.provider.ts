/** Delivers a one-time code to a phone number on WhatsApp and by SMS. */
export interface OtpProvider {
  readonly name: string;
  sendCode(phone: string, text: string): Promise<void>;
}
