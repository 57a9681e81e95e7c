import { describe, expect, it } from 'vitest';
import { joinsIntoContact, maskContactDetails, maskNumberFragments } from './contact-masking';

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
  // Issue 43: Urdu and Eastern Arabic digits, and number words in Devanagari and Urdu script.
  ['میرا نمبر ۹۸۷۶۵۴۳۲۱۰ ہے', '۹۸۷۶۵۴۳۲۱۰'],
  ['رابطہ ٩٨٧٦٥٤٣٢١٠', '٩٨٧٦٥٤٣٢١٠'],
  ['۹۸۷۶۵ ۴۳۲۱۰ پر فون کیجیے', '۴۳۲۱۰'],
  ['+९१ ९८७६५-४३२१०', '४३२१०'],
  ['नौ आठ सात छह पाँच चार तीन दो एक शून्य', 'सात छह पाँच'],
  ['नौ 8 सात 6 पाँच 4 तीन 2 एक 0', 'सात 6 पाँच'],
  ['نو آٹھ سات چھ پانچ چار تین دو ایک صفر', 'سات چھ پانچ'],
  ['9 آٹھ 7 چھ 5 چار 3 دو 1 صفر', 'چھ 5 چار'],
  ['मेरा नंबर ९८७६५ और ४३२१० है', '४३२१०'],
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
  ['+919876543210', '9876543210'],
  ['09876543210 call after Isha', '9876543210'],
  ['my number is 98765-43210, call me', '43210'],
  // Look-alikes: full-width and mathematical digits, a zero-width space inside the number, a full-width @ and dot.
  ['９８７６５４３２１０', '９８７６５４３２１０'],
  ['𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎', '𝟓𝟒𝟑𝟐'],
  ['call 98765\u200b43210', '43210'],
  ['call ⑨⑧⑦⑥⑤④③②①⓪', '⑤④③②'],
  ['imran＠gmail．com', 'gmail'],
  ['ami\u200bna@gm\u00adail.com', 'ail.com'],
  // Letters for digits, keycaps, digit words glued to digits, an address spelt out letter by letter.
  ['call 9l00269246', '269246'],
  ['91OO269246 is mine', '269246'],
  ['9\ufe0f\u20e31\ufe0f\u20e30\ufe0f\u20e30\ufe0f\u20e32\ufe0f\u20e36\ufe0f\u20e39\ufe0f\u20e32\ufe0f\u20e34\ufe0f\u20e36\ufe0f\u20e3', '6\ufe0f\u20e39'],
  ['nine1zero0two6nine2four6', 'two6nine'],
  ['call ninetwofourfivesixseveneightnineonezero', 'sixseveneight'],
  ['NineEightSevenSixFive FourThreeTwoOneZero', 'FourThreeTwo'],
  ['s a f i y a @ g m a i l . c o m', 'g m a i l'],
  ['nau 8 saat 6 paanch 4 teen 2 ek 0', 'saat 6 paanch'],
  ['plus nine one nine eight seven six five four three two one zero', 'five four three'],
  ['call for 9876543210 to talk', '9876543210'],
  ['मेरा नंबर नौ आठ सात छह पांच चार तीन दो एक शून्य है', 'सात छह पांच'],
  ['नौ 8 सात 6 पाँच 4 तीन 2 एक 0', 'सात 6 पाँच'],
  // Groups joined by other punctuation or by a word, numbers read out with "double", addresses without their @ or
  // ending, and handles on more apps.
  ['98765;43210', '43210'],
  ['98765:43210', '43210'],
  ['98765 and 43210', '43210'],
  ['98765 aur 43210 pe call karo', '43210'],
  ['nine double eight seven six five four three two one', 'five four'],
  ['9 triple 8 7 6 5 4 3 2', '7 6 5'],
  ['my gmail is safiyakhan1995', 'safiyakhan1995'],
  ['safiyak@gmail', 'safiyak'],
  ['safiyak at protonmail', 'safiyak'],
  ['my email id: safiya.k', 'safiya.k'],
  ['tiktok: safiyak95', 'safiyak95'],
  ['find me on insta safiya.k', 'safiya.k'],
  ['line id: safiyak', 'safiyak'],
];

/** Masking takes the number only, not the words around it. */
const MASKED_EXACTLY: Array<[string, string]> = [
  ['call for 9876543210 to talk', 'call for ••• to talk'],
  ['my number +91 98765 43210 after Maghrib', 'my number ••• after Maghrib'],
  ['9876543210 or 9123456780', '••• or •••'],
];

/** Ordinary conversation that must pass untouched. */
const MUST_KEEP = [
  'Assalamu alaikum, how are you?',
  'Too good to be true, toto',
  'Someone won one for two',
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
  // Long numbers and hex that are not phone numbers.
  'My order id is ORD-48392017465 from the shop',
  'Order #4839201746 arrived today',
  'The tracking number is 1Z999AA10123456784',
  'I like the colour #a1b2c3d for the invitation',
  'Use the colour code #1a2b3c4 or 123abc4def',
  'Invoice 4839201746 is paid',
  'The wedding date is 12/08/2027 and nikah on 11.08.2027',
  'Born 1998-06-15, moved 2004, graduated 2019',
  'Years 2019 2020 2021 were hard',
  'The mahr was ₹ 1,25,000 and the hall cost Rs. 75,00,00,000 in total',
  'The budget is 7,500,000,000 rupees, not 12,50,000',
  'He counted one two three and jumped in the water',
  'We need to go for a walk, to the park, for two or three hours',
  'Seven eight people came for the walima',
  'Ek do teen char, the children sang',
  'I have 2 sisters and 1 brother, aged 21, 24 and 27',
  'Flat 402, Block 7, Sector 21, Gomti Nagar',
  'Version 1.2.3.4.5.6.7 of the app',
  'मेरे दो भाई और एक बहन हैं, हम तीन साल से लखनऊ में हैं',
  'Order no. 2024-0815-3321 is on the way',
  // Nothing to mask: full-width letters and a family emoji (zero-width joiners) reach the receiver as written.
  'Ｌｕｃｋｎｏｗ is home for our 👨\u200d👩\u200d👧 family since ２０１９',
  // Look-alike rules leave ordinary words alone: a laugh, a roman numeral, a teen, a spaced-out word.
  'lOl, that was in 2019. I II III IV, sixteen brothers? No: one sister, two brothers',
  'She is 5 ft 4 in, born 1998, works 9 to 5 and loves 3 D movies',
  // The new joiners and names stay quiet in ordinary talk.
  'Meet at 5:30 and 6:45, ratio 3:2 and 4:3',
  'I am 27 and my brother is 30; our father is 61!',
  'My email is private, what is your gmail id?',
  'He lives in the line of fire; I am on insta too',
  'We ate double helpings, triple the sweets',
  // Issue 43: Hindi and Urdu in their scripts, with their digits, that are not phone numbers.
  'میرے دو بھائی اور ایک بہن ہیں، ہم تین سال سے لکھنؤ میں ہیں',
  'نکاح ۱۲ اگست ۲۰۲۷ کو ہے، مہر ١٢٥٠٠٠ روپے',
  'निकाह १२ अगस्त २०२७ को है, हम सात भाई-बहन हैं',
  'میری عمر ۲۷ سال ہے اور قد ۵ فٹ ۴ انچ',
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

  it.each(MASKED_EXACTLY)('masks only the number in %j', (input, output) => {
    expect(maskContactDetails(input)).toEqual({ text: output, masked: true });
  });

  it('has at least 30 tricky samples', () => {
    expect(MUST_MASK.length).toBeGreaterThanOrEqual(30);
  });
});

describe('a contact detail sent in parts', () => {
  it('knows two messages that spell a number together, and not ordinary ones', () => {
    expect(joinsIntoContact('my number is 98765', '43210')).toBe(true);
    expect(joinsIntoContact('nine eight seven six five', 'four three two one zero')).toBe(true);
    expect(joinsIntoContact('I am 28', 'and my brother is 31')).toBe(false);
    // Already masked on its own: nothing joins.
    expect(joinsIntoContact('call 98765 43210', 'ok')).toBe(false);
  });

  it('masks every group of two or more digits of such a part, written or spelt, and keeps single digits and words', () => {
    expect(maskNumberFragments('43210 call after 6')).toEqual({ text: '••• call after 6', masked: true });
    expect(maskNumberFragments('then four three two one zero').text).not.toMatch(/four|three|zero/);
    expect(maskNumberFragments('I want to go')).toEqual({ text: 'I want to go', masked: false });
  });
});
