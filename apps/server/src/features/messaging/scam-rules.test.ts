import { describe, expect, it } from 'vitest';
import { normaliseForScan, scamCategoriesOf, scanMessage, scanText, SCAM_RULES } from './scam-rules';

/**
 * Scam samples that must be flagged: a string is one message; an array is one sender's messages in a
 * row, and the last one must be flagged (the phrase split over several messages). Each names the
 * category it must hit.
 */
const SCAMS: Array<[string | string[], string]> = [
  // English: money.
  ['Please send money for customs fee', 'emergency_story'],
  ['please send money for customs fee', 'money_request'],
  ['Can you send me some money, I will return it next week', 'money_request'],
  ['I need money urgently dear', 'money_request'],
  ['Could you transfer 25000 to me today?', 'money_request'],
  ['send me Rs 5000 please, I will explain later', 'money_request'],
  ['Can you lend me some cash till my salary comes', 'money_request'],
  ['I am short of funds, just this once', 'money_request'],
  // Leetspeak, separators, repeated letters.
  ['s3nd m0ney pls', 'money_request'],
  ['I need some mon3y for the ticket', 'money_request'],
  ['send moneyyyy fast', 'money_request'],
  ['just pay on pay-tm', 'payment_link'],
  ['do you use p a y t m?', 'payment_link'],
  ['G-Pay kar do 2000', 'payment_link'],
  ['s.e.n.d  m.o.n.e.y', 'money_request'],
  // Issue 43: Hindi in Devanagari and Urdu in its script, amounts in their digits.
  ['मुझे पैसे भेज दो', 'money_request'],
  ['५००० रुपये भेजिए, कल लौटा दूँगा', 'money_request'],
  ['مجھے پیسے چاہیے ابھی', 'money_request'],
  ['۵۰۰۰ روپے بھیج دیجیے', 'money_request'],
  ['٢٠٠٠٠ روپے بھیجو', 'money_request'],
  // Hindi and Urdu in Latin letters.
  ['jaan paise bhej do please', 'money_request'],
  ['mujhe paisa chahiye abhi', 'money_request'],
  ['5000 rupaye bhej dijiye, kal lauta dunga', 'money_request'],
  ['Mujhe kuch paison ki zaroorat hai', 'money_request'],
  ['account number bhejo apna', 'bank_details'],
  ['apna IFSC code bata do', 'bank_details'],
  ['UPI id kya hai aapki?', 'bank_details'],
  ['mere account mein 10000 daal do', 'bank_details'],
  ['thoda udhaar de do na, emergency hai', 'money_request'],
  ['Aap mujhe kuch raqam bhej dein, bahut zaroori hai', 'money_request'],
  ['mujhe paisay chahiye, ammi hospital mein hain', 'money_request'],
  ['ammi ka operation hai, hospital ka bill 80000 hai', 'emergency_story'],
  ['main airport pe phas gaya hoon', 'emergency_story'],
  ['whatsapp pe baat karte hain, yahan nahi', 'off_platform'],
  ['is app ko delete kar do, telegram pe aao', 'off_platform'],
  // Gift cards and crypto.
  ['buy me a google play gift card and send the code', 'gift_card'],
  ['scratch the amazon gift card and send a photo of the code', 'gift_card'],
  ['I trade bitcoin, I can double your investment', 'crypto'],
  ['Send 200 USDT to my wallet address', 'crypto'],
  ['my wallet 0x52908400098527886E0F7030069857D2E4169EE7', 'crypto'],
  ['invest with me on this trading platform, guaranteed profit', 'crypto'],
  // Bank details.
  ['send me your bank details so I can send the gift', 'bank_details'],
  ['what is your account number and IFSC?', 'bank_details'],
  ['tell me the otp you received', 'bank_details'],
  ['pay to amina.k@okaxis', 'bank_details'],
  // Stories.
  ['I am stuck at the airport, the customs officers want a fee', 'emergency_story'],
  ['My parcel with your gift is held at customs', 'emergency_story'],
  ['there is a medical emergency in my family', 'emergency_story'],
  ['the hospital wants a deposit of 50000 before the surgery', 'emergency_story'],
  ['I cannot pay the hospital bill, please help me', 'emergency_story'],
  // Off the app.
  ['lets talk on WhatsApp, not here', 'off_platform'],
  ['add me on telegram, this app is monitored', 'off_platform'],
  ['delete this app and message me on signal', 'off_platform'],
  ['this app is not safe, come to whatsapp', 'off_platform'],
  // Payment links.
  ['pay here https://razorpay.me/@amina123', 'payment_link'],
  ['paypal.me/johnsmith88', 'payment_link'],
  ['upi://pay?pa=abc@ybl&am=5000', 'payment_link'],
  ['Western Union is fastest for me', 'payment_link'],
  // Split over several messages.
  [['please', 'send', 'money'], 'money_request'],
  [['can you send', 'some', 'mon3y'], 'money_request'],
  [['paise', 'bhej do'], 'money_request'],
  [['account', 'number', 'bhejo'], 'bank_details'],
  [['stuck at the', 'airport'], 'emergency_story'],
  // Written after the rules, to keep the figure honest.
  ['my visa fee is due tomorrow, can you help me with 15k', 'money_request'],
  ['bhai ki fees bharni hai, thode paise bhej sakti ho?', 'money_request'],
  ['I will pay you back double, just send it on Google Pay', 'payment_link'],
  ['hamara rishta pakka hai, ab paison ki madad kar do', 'money_request'],
  ['Meri maa ICU mein hain, 40000 ka intezam karna hai', 'emergency_story'],
  ['come on telegram, I have something private to tell you', 'off_platform'],
]

/** Ordinary conversation that must not be flagged. */
const ORDINARY = [
  'Assalamu alaikum, how are you?',
  'Walaikum assalam, I am fine alhamdulillah',
  'My salary is good, alhamdulillah, and I am saving for a house',
  'I work in a bank as a branch manager',
  "That is my father's account of the story, my mother remembers it differently",
  'Our wedding was on 12 March 2019 in Lucknow',
  'The lehenga cost 25000 but it was worth it',
  "Let's talk on phone after our families meet",
  'My brother is a doctor at the city hospital',
  'I moved to Pune for a job at an IT company',
  'What do you do on weekends?',
  'I love cooking biryani for my family',
  'We are five siblings, I am the eldest',
  'My father retired from the railways last year',
  'Do you pray five times a day?',
  'I would like to do umrah with my family next year',
  'Aap kahan se hain?',
  'Main Hyderabad se hoon, abhi Bangalore mein kaam karti hoon',
  'Mere abbu teacher hain aur ammi ghar sambhalti hain',
  'Aapke ghar mein kaun kaun hai?',
  'Shaadi ke baad aap kahan rehna chahenge?',
  'Mujhe paise ki koi zaroorat nahi, mera kaam accha chal raha hai',
  'Hum log Eid pe nani ke ghar jaate hain',
  'Meri ammi aapki ammi se baat karna chahti hain',
  'Aap ka din kaisa raha?',
  'I send my salaam to your parents',
  'My sister sent me a photo of her baby, so cute',
  'The hotel for the walima costs about 3 lakh',
  'I paid my education loan off last year',
  'I need some time to think, please do not mind',
  'I flew back from Dubai yesterday, the airport was very crowded',
  'The flight was delayed by two hours',
  'My mother had an operation last month, she is better now alhamdulillah',
  'I am an accountant, numbers are my life',
  'Do you like reading? I just finished a book',
  'Which city would you prefer after marriage?',
  'My parents want to meet your parents next Sunday',
  'Insha Allah we can talk to our families about the next step',
  'I gave my old phone to my cousin',
  'My younger brother is studying for the bank exams',
  'How much is the rent in your area?',
  'I help my father with his shop on Sundays',
  'Please share your hobbies with me',
  'What time do you usually finish work?',
  'Mera bhai London mein padhai karta hai',
  'Kal humne naye ghar ka saaman kharida',
  'I called my mother on video, she says salaam',
  'I do not want dowry, and I will not ask for any money',
  'Can you tell me more about your family?',
  'I volunteer at a hospital on weekends',
  // Harder ones, written after the rules, to keep the figure honest.
  'My flight got stuck at the airport for three hours last time, so tiring',
  'I pay for groceries with paytm mostly',
  'We can chat on WhatsApp once our parents agree',
  'I bought my niece a gift card for Eid',
  'My cousin lost money in crypto, I stay away from it',
  'Alhamdulillah I do not need anything, just your duas',
  'Ammi ki tabiyat theek nahi thi, ab behtar hai',
  'Send my regards to your family',
  'I will transfer to the Delhi office next year',
  'Please send me your biodata and a family photo',
]

function flagged(sample: string | string[]): string[] {
  const messages = Array.isArray(sample) ? sample : [sample];
  return scanMessage(messages.at(-1)!, messages.slice(0, -1));
}

describe('scam rules', () => {
  it('has well-formed rules: unique ids named after their category', () => {
    const ids = SCAM_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of SCAM_RULES) expect(rule.id.startsWith(`${rule.category}.`)).toBe(true);
  });

  it('normalises leetspeak, separators, spelt-out letters and repeats', () => {
    expect(normaliseForScan('M0N3Y')).toBe('money');
    expect(normaliseForScan('pay-tm')).toBe('pay tm');
    expect(normaliseForScan('p a y t m')).toBe('paytm');
    expect(normaliseForScan('moneyyyy!!!')).toBe('money');
    expect(normaliseForScan('call me at 9876543210')).toBe('cal me at 9876543210');
  });

  it('catches the scam samples and spares ordinary talk (recall and false-alarm rate)', () => {
    expect(SCAMS.length).toBeGreaterThanOrEqual(40);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
    const missed = SCAMS.filter(([sample, category]) => !scamCategoriesOf(flagged(sample)).includes(category as never));
    const alarms = ORDINARY.filter((text) => scanText(text).length > 0);
    const recall = 1 - missed.length / SCAMS.length;
    const falseAlarmRate = alarms.length / ORDINARY.length;
    console.log(`scam rules: recall ${(recall * 100).toFixed(1)}% (${SCAMS.length - missed.length}/${SCAMS.length}), false alarms ${(falseAlarmRate * 100).toFixed(1)}% (${alarms.length}/${ORDINARY.length})`);
    if (missed.length) console.log('missed:', missed);
    if (alarms.length) console.log('false alarms:', alarms.map((t) => [t, scanText(t)]));
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(falseAlarmRate).toBeLessThanOrEqual(0.08);
  });

  it('flags the message that completes a split phrase, not every message after a flagged one', () => {
    expect(scanMessage('money', ['send'])).toContain('money_request.send');
    expect(scanMessage('send', [])).toEqual([]);
    // The earlier message was flagged on its own; an innocent one after it is not.
    expect(scanMessage('how is your day?', ['please send money'])).toEqual([]);
  });

  it('names categories only, never rule internals, and ignores unknown ids', () => {
    expect(scamCategoriesOf(['money_request.send', 'money_request.hindi', 'crypto.mention', 'retired.rule'])).toEqual(['money_request', 'crypto']);
    expect(scamCategoriesOf(null)).toEqual([]);
  });
});
