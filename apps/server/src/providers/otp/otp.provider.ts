/** The channels a message to a phone number may take. */
export type PhoneChannel = 'whatsapp' | 'sms';

/**
 * How a message goes: by default on both channels (a code must arrive); an invitation goes on the one the member chose
 * (issue 41, item 6), with its own subject in the stand-in's outbox.
 */
export interface PhoneMessageOptions {
  channels?: ReadonlyArray<PhoneChannel>;
  subject?: string;
}

/** Delivers a one-time code (or another short message, such as a guardian invitation) to a phone number on WhatsApp and by SMS. */
export interface OtpProvider {
  readonly name: string;
  sendCode(phone: string, text: string, options?: PhoneMessageOptions): Promise<void>;
}
