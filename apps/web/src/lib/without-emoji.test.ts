import { describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { withoutEmoji } from './without-emoji';

describe('withoutEmoji', () => {
  it('drops the check mark from the phone verified message and keeps its words', () => {
    expect(withoutEmoji(MSG.phoneVerified)).toBe('Phone number verified successfully!');
  });

  it('keeps text without emoji as it is, digits and punctuation included', () => {
    expect(withoutEmoji('OTP sent to your WhatsApp and SMS!')).toBe('OTP sent to your WhatsApp and SMS!');
    expect(withoutEmoji('Pay ₹1,499 # 2 * 3')).toBe('Pay ₹1,499 # 2 * 3');
  });

  it('drops emoji with a variation selector in the middle of a sentence', () => {
    expect(withoutEmoji('Done ✔️ and saved 🎉 now')).toBe('Done and saved now');
  });
});
