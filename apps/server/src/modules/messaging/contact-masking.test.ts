import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './contact-masking';

/** Each sample must be masked, and the contact detail must not survive in any recognisable form. */
const MUST_MASK: Array<[string, string]> = [
  ['Call me on 9876543210', '9876543210'],
  ['my number +91 98765 43210', '98765 43210'],
  ['+91-98765-43210 after Maghrib', '43210'],
  ['98 76 54 32 10', '54 32 10'],
  ['9.8.7.6.5.4.3.2.1.0', '5.4.3.2'],
  ['nine eight seven six five four three two one zero', 'seven six five'],
  ['Nine 8 seven 6 five 4 three 2 one 0', 'seven 6 five'],
  ['9 eight 7 six 5 four 3 two 1 zero', '7 six 5'],
  ['(987) 654-3210', '654-3210'],
  ['0522-4007860 is my home landline', '4007860'],
  ['९८७६५४३२१० मेरा नंबर', '९८७६५४३२१०'],
  ['nau aath saat chhe paanch char teen do ek shunya', 'saat chhe paanch'],
  ['98765_43210', '43210'],
  ['9876 543 210 whatsapp me', '543 210'],
  ['email me at amina.khan@gmail.com', 'amina.khan@gmail.com'],
  ['AMINA.KHAN@GMAIL.COM', 'GMAIL.COM'],
  ['amina dot khan at gmail dot com', 'gmail dot com'],
  ['amina(at)gmail(dot)com', 'gmail(dot)com'],
  ['amina [at] gmail [dot] com', '[dot] com'],
  ['amina @ gmail . com', 'gmail . com'],
  ['amina at yahoo dot co dot in', 'yahoo dot co'],
  ['see https://example.com/profile', 'example.com'],
  ['www.mysite.in/about', 'mysite.in'],
  ['find me at amina-khan.com', 'amina-khan.com'],
  ['bit.ly/3xyzabc', 'bit.ly'],
  ['insta: amina_k98', 'amina_k98'],
  ['my instagram id is amina.k', 'amina.k'],
  ['follow @amina_khan_official', 'amina_khan_official'],
  ['snapchat - aminak22', 'aminak22'],
  ['telegram @aminaK', 'aminaK'],
  ['fb: amina.khan.9', 'amina.khan.9'],
  ['whatsapp number 9876543210', '9876543210'],
];

/** Ordinary conversation that must pass untouched. */
const MUST_KEEP = [
  'Assalamu alaikum, how are you?',
  'I am 27 years old and 5 feet 4 inches tall',
  'We moved to Lucknow in 2015',
  'My father works at the hospital, my mother teaches',
  'I prayed Fajr at 5:30 today',
  'I have 2 brothers and 1 sister',
  'Let us talk after Eid, in sha Allah',
  'I love reading, cooking and long walks',
  'The meeting is at 4 pm on the 21st',
  'I work as a teacher at a school in the old city',
  'Alhamdulillah, family is doing well',
  'What do you think about whatsapp groups for families?',
];

describe('contact masking', () => {
  it.each(MUST_MASK)('masks %j', (input, secret) => {
    const { text, masked } = maskContactDetails(input);
    expect(masked).toBe(true);
    expect(text).not.toContain(secret);
    expect(text).toContain('•••');
  });

  it.each(MUST_KEEP)('keeps %j', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it('has at least 30 tricky samples', () => {
    expect(MUST_MASK.length).toBeGreaterThanOrEqual(30);
  });
});
