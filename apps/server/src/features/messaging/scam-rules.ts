/**
 * Scam interception (issue 19 part 2): the patterns of romance and marriage scams in a chat message,
 * as one table of rules. English, and Hindi and Urdu as people type them in Latin letters.
 *
 * Text is normalised before matching, so spelling games do not hide a pattern: lower case, accents
 * dropped, leetspeak inside words read as letters ("m0n3y" → money), letters spelt out one by one
 * joined ("p a y t m", "m-o-n-e-y" → paytm, money), punctuation read as a space ("pay-tm" → pay tm)
 * and every run of one letter read once ("moneyyy", "paaaise" → money, paise). The patterns are
 * written in plain spelling and go through the same letter folding (see `rx`).
 *
 * A hit only shows the receiver a calm warning; nothing is blocked. So a rule may be broad, but
 * ordinary talk about family, work, salaries, weddings and prices must stay clear (measured in
 * scam-rules.test.ts, figures in docs/trust.md).
 */
import { SCAM_CATEGORIES, type ScamCategory } from '@sakinah/contract';

export interface ScamRule {
  /** `<category>.<name>`: stored with the message, so the category can always be read back from it. */
  id: string;
  category: ScamCategory;
  /** Matched against the normalised text. */
  patterns: RegExp[];
  /** Matched against the raw text (links, UPI ids and wallet addresses, where the spelling itself is the signal). */
  raw?: RegExp[];
  /** A hit is ignored when this matches the normalised text (e.g. "after our families meet"). */
  unless?: RegExp;
  /** A hit said the other way round ("paise nahi chahiye", "I don't need money") does not count. */
  negatable?: boolean;
}

/** Reads each run of one letter once, outside escapes: `rx` patterns meet folded text on its own terms. */
const foldLetters = (source: string) => source.replace(/(?<!\\)([a-z])\1+/g, '$1');
const rx = (source: string) => new RegExp(foldLetters(source), 'g');

/** A few words between two parts of a phrase ("send me some money"). */
const GAP = (n: number) => `(?: \\S+){0,${n}}`;
const MONEY = '(?:money|mony|cash|funds?|rupees?|rupe|rupaye|rupay|rupye|rs|inr|dollars?|usd|pounds?|euros?|paise|paisa|pese|pesa|paisay|paison|peise|raqam|rakam|amount|payment)';
/** Sending or giving, in English, Hindi and Urdu. */
const SEND_HI = '(?:bhej|bhejo|bhejdo|bhejna|bhejiye|bhejie|bhejen|bhejein|bhejain|bhejdena|bhejdein|bhej ?do|bhej ?dena|bhej ?dein|bhej ?de|de ?do|dedo|de ?dena|de ?dein|dijiye|dijie|chahiye|chahie|chaiye|chahye|chahiay|transfer|daal ?do|dal ?do|dalo|dalwa ?do|jama ?kar)';
const AMOUNT = '(?:(?:rs|inr|usd) ?\\d|\\d{3,}(?: ?(?:rs|rupees?|rupaye|dollars?|usd|inr|k))?\\b|\\d+ ?(?:k|lakh|lac|thousand|hazar|hazaar)\\b)';
const APPS = '(?:whatsap|whats ap|watsap|wa|telegram|telegr|signal|wechat|viber|snapchat|snap|imo|hangouts|skype|kik|line ap|insta|instagram|facebook|fb|mesenger)';
const BANK = '(?:acount (?:number|no|num|nmbr|details?|info)|a c (?:number|no)|bank (?:details?|acount|info)|khata (?:number|no)|ifsc|upi (?:id|pin|number)|otp|debit card|credit card|card (?:number|details)|atm pin|cvv|net ?banking|pasword)';
const ASK = '(?:send|snd|share|give|tell|provide|whats|what is|bhej|bhejo|bhejdo|bhejiye|bata|batao|bata ?do|batado|bataiye|de ?do|dedo|dijiye|chahiye|chahie|chaiye|kya hai|likh ?do|likho)';

export const SCAM_RULES: readonly ScamRule[] = [
  // Asking for money.
  {
    id: 'money_request.send',
    category: 'money_request',
    negatable: true,
    patterns: [
      rx(`\\b(?:send|snd|transfer|wire|lend|loan|borrow)\\b${GAP(3)} ${MONEY}\\b`),
      rx(`\\b(?:send|snd|transfer|wire|lend)(?: me| us| him| her)?(?: only| just)? ${AMOUNT}`),
      rx(`\\b(?:need|needs|needed|want|require|short of|arrange)\\b${GAP(3)} (?:money|cash|funds|loan|rupees|dollars|paise|paisa|pese|paisay)\\b`),
      rx(`\\b(?:help|pay|give)\\b${GAP(2)} (?:me|us)\\b${GAP(2)} (?:with )?(?:money|cash|funds|the fees?|the bill|rs|rupees|${AMOUNT})`),
    ],
  },
  {
    id: 'money_request.hindi',
    category: 'money_request',
    negatable: true,
    patterns: [
      rx(`\\b(?:${MONEY}|${AMOUNT})${GAP(3)} ${SEND_HI}\\b`),
      rx(`\\b(?:bhej|bhejo|transfer)${GAP(2)} ${MONEY}\\b`),
      rx(`\\b${MONEY}\\b${GAP(3)} (?:zarurat|zaroorat|zrurat|jarurat|jaroorat|udhar|udhaar|madad|help)\\b`),
      rx(`\\b(?:udhar|udhaar|qarz|qarza|karz|karza|loan)\\b${GAP(2)} (?:de ?do|dedo|dijiye|chahiye|chahie|chaiye|dena|dein|give|lend)\\b`),
    ],
  },
  {
    id: 'money_request.urgent',
    category: 'money_request',
    negatable: true,
    patterns: [rx(`\\b(?:urgent|urgently|emergency|jaldi|foran|fauran|turant)\\b${GAP(3)} (?:${MONEY}|${AMOUNT}|transfer)`)],
  },
  // Gift cards.
  {
    id: 'gift_card.ask',
    category: 'gift_card',
    patterns: [
      rx(`\\b(?:send|buy|get me|purchase|bhej|bhejo|kharid|kharido|le ?lo|le ?ao|scratch)\\b${GAP(4)} (?:gift ?cards?|google ?play (?:cards?|codes?|gift)|itunes (?:cards?|gift)|apple (?:gift )?cards?|amazon (?:gift|vouchers?|cards?)|steam (?:cards?|codes?)|vouchers?)`),
      rx(`\\b(?:gift ?cards?|google ?play (?:cards?|codes?)|itunes (?:cards?|gift)|amazon (?:gift|vouchers?)|steam cards?|vouchers?)\\b${GAP(4)} (?:codes?|pin|numbers?|scratch|photo|picture|pic|bhej|bhejo|send)\\b`),
    ],
  },
  // Crypto and "investment" offers.
  {
    id: 'crypto.mention',
    category: 'crypto',
    patterns: [
      rx(`\\b(?:bitcoin|bit coin|btc|usdt|tether|crypto|cryptocurrency|ethereum|binance|trust ?walet|walet adres|coinbase|metamask)\\b`),
      rx(`\\b(?:invest|investment|trading|forex)\\b${GAP(4)} (?:profit|profits|returns?|platform|double|guaranteed|daily income|munafa)\\b`),
    ],
    raw: [/\b0x[0-9a-fA-F]{40}\b/, /\bbc1[02-9ac-hj-np-z]{25,59}\b/i, /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/],
  },
  // Bank details and UPI ids.
  {
    id: 'bank_details.ask',
    category: 'bank_details',
    patterns: [
      rx(`\\b${ASK}\\b${GAP(3)} (?:your |apna |apne |apni |ur |me )?${BANK}\\b`),
      rx(`\\b${BANK}\\b${GAP(3)} ${ASK}\\b`),
      rx(`\\b(?:ifsc|upi id)\\b`),
      rx(`\\b(?:acount|khata|khate|bank)\\b (?:me|mein|mai|main|pe|par)${GAP(2)} (?:daal|dal|dalo|jama|transfer|bhej)`),
    ],
    raw: [/\b[\w.-]{2,}@(?:ok(?:axis|hdfcbank|icici|sbi)|ybl|paytm|upi|ibl|axl|apl|airtel|freecharge|jio|icici|sbi|hdfcbank|axisbank|kotak|barodampay|waicici|waaxis|wahdfcbank|wasbi|pingpay|fbl|yesbank|idfcbank)\b/i],
  },
  // The stories: customs fees, stuck at the airport, hospital bills.
  {
    id: 'emergency_story.customs',
    category: 'emergency_story',
    patterns: [
      rx(`\\bcustoms?\\b${GAP(3)} (?:fee|fees|duty|charges?|clearance|oficers?|department|parcel|package|release)\\b`),
      rx(`\\b(?:clearance|release|delivery) (?:fee|fees|charges?)\\b`),
      rx(`\\b(?:parcel|package|gift|courier|box)\\b${GAP(4)} (?:stuck|held|seized|detained|customs|atak|atka|phas|fas)`),
    ],
  },
  {
    id: 'emergency_story.stranded',
    category: 'emergency_story',
    patterns: [
      rx(`\\b(?:stuck|stranded|detained|held|caught|arested|trapped|phas|phans|fas|fans|atak|atka|atki|ruka|roka)\\b${GAP(4)} (?:airport|immigration|customs|border|embasy)\\b`),
      rx(`\\b(?:airport|immigration|border|embasy)\\b${GAP(4)} (?:stuck|stranded|detained|held|phas|phans|fas|fans|atak|atka|atki|roka|rok)`),
    ],
  },
  {
    id: 'emergency_story.medical',
    category: 'emergency_story',
    patterns: [
      rx(`\\bmedical emergency\\b`),
      rx(`\\b(?:hospital|treatment|operation|surgery|icu|medicines?|dawai|dawa|ilaj|ilaaj|accident)\\b${GAP(4)} (?:bills?|fees?|charges|money|paise|paisa|pese|payment|kharcha|kharch|deposit|advance|${AMOUNT})`),
      rx(`\\b(?:pay|paying|afford|money for|paise|paisa)\\b${GAP(3)} (?:the )?(?:hospital|treatment|operation|surgery|icu|medicines?|dawai|ilaj)\\b`),
    ],
  },
  // Pressure to leave Sakinah early.
  {
    id: 'off_platform.move',
    category: 'off_platform',
    patterns: [
      rx(`\\b(?:talk|chat|come|move|shift|join|switch|continue|add me|msg|mesage|text|ping|contact|baat|aao|aa ?jao|aajao|aa ?jaiye|ajao|aaiye)\\b${GAP(3)} (?:on |to |in |pe |par |per )?${APPS}\\b`),
      rx(`\\b${APPS}\\b${GAP(3)} (?:pe |par |per |on )?(?:talk|chat|baat|aao|aa ?jao|aajao|ajao|aa ?jaiye|msg|mesage|add|karo|karte|karein|kare|karenge|join)\\b`),
      rx(`\\b(?:talk|chat|baat)\\b${GAP(3)} (?:there|wahan|waha|udhar)\\b${GAP(1)} (?:not here|yahan nahi|yaha nahi|idhar nahi)`),
      rx(`\\b(?:delete|leave|uninstall|deactivate|quit|remove)\\b${GAP(2)} (?:this|the|your|ur|is)\\b${GAP(1)} (?:ap|apps|site|website|profile|acount|sakinah)\\b`),
      rx(`\\b(?:is|ye|yeh|this|apna|apni) (?:ap|site|profile|acount)\\b${GAP(2)} (?:delete|uninstall|hata|band|chod|chhod)`),
      rx(`\\b(?:this ap|this site|here|yahan|yaha) (?:is )?(?:not safe|unsafe|is monitored|monitored|boring|sahi nahi|safe nahi)\\b`),
    ],
    // Agreeing to talk once the families have met is the normal way, not pressure.
    unless: rx(`\\b(?:families|family|parents|walid|walidain|ghar ?wal|abbu|ammi|abba|after (?:we|our|the) (?:meet|met|nikah|wedding))`),
  },
  // Payment apps and links.
  {
    id: 'payment_link.app',
    category: 'payment_link',
    patterns: [rx(`\\b(?:paytm|pay tm|phonepe|phone ?pay|gpay|g pay|google ?pay|bhim|paypal|pay pal|razorpay|western union|moneygram|venmo|cashap|cash ap|zele|remitly)\\b`)],
    raw: [/\bupi:\/\//i, /\b(?:paypal\.me|razorpay\.me|rzp\.io|paytm\.me|p\.paytm\.me|pay\.google\.com|gpay\.app|phon\.pe|buymeacoffee\.com|ko-fi\.com|cash\.app|venmo\.com)\b/i],
  },
];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'i' };

/**
 * Hindi in Devanagari and Urdu in its own script (issue 43): the words of the rules read as they are typed in Latin
 * letters, before the marks are dropped (a Devanagari vowel sign is a mark). Longest first, whole words only.
 */
const SCRIPT_WORDS: Record<string, string> = {
  // Devanagari
  'पैसे': 'paise', 'पैसा': 'paisa', 'पैसों': 'paison', 'रुपये': 'rupaye', 'रुपए': 'rupaye', 'रूपये': 'rupaye', 'रुपया': 'rupaye', 'रक़म': 'raqam', 'रकम': 'rakam',
  'भेजो': 'bhejo', 'भेज': 'bhej', 'भेजिए': 'bhejiye', 'भेजिये': 'bhejiye', 'भेजें': 'bhejen', 'भेजना': 'bhejna', 'दो': 'do', 'दे': 'de', 'दीजिए': 'dijiye', 'दीजिये': 'dijiye',
  'चाहिए': 'chahiye', 'चाहिये': 'chahiye', 'ज़रूरत': 'zaroorat', 'जरूरत': 'zarurat', 'उधार': 'udhar', 'क़र्ज़': 'qarz', 'कर्ज': 'karz', 'कर्ज़': 'karz', 'मदद': 'madad',
  'जल्दी': 'jaldi', 'तुरंत': 'turant', 'फ़ौरन': 'fauran', 'फौरन': 'fauran', 'हज़ार': 'hazar', 'हजार': 'hazar', 'लाख': 'lakh', 'मुझे': 'mujhe', 'अभी': 'abhi',
  'खाता': 'khata', 'नंबर': 'number', 'बताओ': 'batao', 'बताइए': 'bataiye', 'बैंक': 'bank',
  // Urdu
  'پیسے': 'paise', 'پیسہ': 'paisa', 'پیسوں': 'paison', 'روپے': 'rupaye', 'روپیہ': 'rupaye', 'رقم': 'raqam',
  'بھیجو': 'bhejo', 'بھیج': 'bhej', 'بھیجیے': 'bhejiye', 'بھیجئے': 'bhejiye', 'بھیجیں': 'bhejen', 'بھیجنا': 'bhejna', 'دو': 'do', 'دے': 'de', 'دیجیے': 'dijiye', 'دیجئے': 'dijiye',
  'چاہیے': 'chahiye', 'چاہئے': 'chahiye', 'ضرورت': 'zaroorat', 'ادھار': 'udhar', 'قرض': 'qarz', 'مدد': 'madad',
  'جلدی': 'jaldi', 'فوراً': 'fauran', 'فورا': 'fauran', 'ہزار': 'hazar', 'لاکھ': 'lakh', 'مجھے': 'mujhe', 'ابھی': 'abhi',
  'کھاتہ': 'khata', 'نمبر': 'number', 'بتاؤ': 'batao', 'بتائیے': 'bataiye', 'بینک': 'bank',
};
const SCRIPT_WORD_RE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${Object.keys(SCRIPT_WORDS).sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{M}])`,
  'gu',
);

/** Devanagari (०-९), Arabic-Indic (٠-٩) and Urdu (۰-۹) digits read as 0-9, so amounts written in them count. */
export function foldNativeDigits(input: string): string {
  return input.replace(/[\u0966-\u096f\u0660-\u0669\u06f0-\u06f9]/g, (ch) => {
    const code = ch.codePointAt(0)!;
    for (const zero of [0x966, 0x660, 0x6f0]) if (code >= zero && code <= zero + 9) return String(code - zero);
    return ch;
  });
}

/** Normalises a message for matching (see the module comment). */
export function normaliseForScan(input: string): string {
  let text = foldNativeDigits(input.normalize('NFC')).replace(SCRIPT_WORD_RE, (word) => SCRIPT_WORDS[word] ?? word);
  text = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  // Leetspeak only inside words that also have letters: amounts, phone numbers and years stay numbers,
  // and "!" or "$" ending a word is punctuation.
  text = text.replace(/[\p{L}0-9@$!|]+/gu, (word) =>
    /\p{L}/u.test(word) ? word.replace(/[0-9]|[@$!|](?=[\p{L}0-9])/gu, (ch) => LEET[ch] ?? ch) : word,
  );
  // Letters spelt out one by one with one separator between ("p a y t m", "m.o.n.e.y") are one word;
  // a wider gap ends the word ("s.e.n.d  m.o.n.e.y" is two).
  text = text.replace(/(?<![\p{L}\p{N}])\p{L}(?:[ .,\-_*/]\p{L}){2,}(?![\p{L}\p{N}])/gu, (run) => run.replace(/[^\p{L}]/gu, ''));
  text = text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return foldLetters(text);
}

const NEGATION = /\b(?:nahi|nahin|nhi|nai|mat|not|dont|doesnt|didnt|never|no)\b/;

function anyHit(re: RegExp, text: string, negatable: boolean): boolean {
  re.lastIndex = 0;
  for (const match of text.matchAll(re)) {
    if (!negatable) return true;
    // The negation may come just before the phrase ("I don't need money") or inside it ("paise nahi chahiye") or just after ("zaroorat nahi").
    const around = text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 8);
    if (!NEGATION.test(around)) return true;
  }
  return false;
}

/** The ids of the rules a text hits, in table order. */
export function scanText(input: string): string[] {
  const text = normaliseForScan(input);
  const hits: string[] = [];
  for (const rule of SCAM_RULES) {
    if (rule.unless) rule.unless.lastIndex = 0;
    if (rule.unless?.test(text)) continue;
    const hit = rule.patterns.some((re) => anyHit(re, text, Boolean(rule.negatable))) || (rule.raw ?? []).some((re) => re.test(input));
    if (hit) hits.push(rule.id);
  }
  return hits;
}

/** How many of the sender's latest messages in the conversation are read together with a new one. */
export const SCAM_SPLIT_MESSAGES = 4;
/** ... and how far back they may go. */
export const SCAM_SPLIT_WINDOW_MS = 10 * 60_000;

/**
 * The rules a new message hits, alone or as the end of a phrase split over the sender's previous
 * messages (oldest first): a rule counts for the new message when the messages joined hit it and the
 * earlier ones alone did not, so a flagged message does not flag every message after it.
 */
export function scanMessage(text: string, earlier: readonly string[] = []): string[] {
  const own = scanText(text);
  if (earlier.length === 0) return own;
  const before = new Set(scanText(earlier.join('\n')));
  const joined = scanText([...earlier, text].join('\n'));
  const result = new Set(own);
  for (const id of joined) if (!before.has(id)) result.add(id);
  return SCAM_RULES.map((r) => r.id).filter((id) => result.has(id));
}

/** The categories of stored rule ids, for the receiver's warning (rule internals stay on the server). */
export function scamCategoriesOf(ruleIds: readonly string[] | null | undefined): ScamCategory[] {
  if (!ruleIds?.length) return [];
  const found = new Set(ruleIds.map((id) => id.split('.')[0]));
  return SCAM_CATEGORIES.filter((c) => found.has(c));
}
