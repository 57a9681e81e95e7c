/**
 * Masks contact details in a chat message until both members agree to exchange contacts:
 * phone numbers (Indian shapes only, also spelt with spaces, dots, dashes or digit words in English
 * or Hindi, mixed; other long numbers such as order ids, dates and amounts stay), email addresses (also with
 * "at" and "dot"), links and social handles. Returns the text the receiver may see.
 */
export interface MaskResult {
  text: string;
  masked: boolean;
}

const MASK = '•••';

const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', o: '0', one: '1', won: '1', two: '2', to: '2', too: '2', three: '3', four: '4', for: '4', five: '5',
  six: '6', seven: '7', eight: '8', ate: '8', nine: '9',
  // Hindi and Urdu digits as people type them in Latin letters.
  ek: '1', do: '2', teen: '3', char: '4', chaar: '4', paanch: '5', panch: '5', chhe: '6', che: '6', saat: '7', aath: '8', nau: '9', shunya: '0',
};
/** Hindi digit words in Devanagari (\\b does not see Devanagari letters, so they get their own boundaries). */
const DEVANAGARI_WORDS: Record<string, string> = {
  'शून्य': '0', 'एक': '1', 'दो': '2', 'तीन': '3', 'चार': '4', 'पांच': '5', 'पाँच': '5', 'छह': '6', 'छः': '6', 'छे': '6', 'सात': '7', 'आठ': '8', 'नौ': '9',
};
/** Urdu digit words in their own script (issue 43), with the same boundaries as the Devanagari ones. */
const URDU_WORDS: Record<string, string> = {
  'صفر': '0', 'زیرو': '0', 'ایک': '1', 'دو': '2', 'تین': '3', 'چار': '4', 'پانچ': '5', 'چھ': '6', 'چھے': '6', 'چھہ': '6', 'سات': '7', 'آٹھ': '8', 'نو': '9', 'نَو': '9',
};
Object.assign(DEVANAGARI_WORDS, { 'ज़ीरो': '0', 'जीरो': '0', 'छ': '6', 'छह': '6' }, URDU_WORDS);
const longestFirst = (words: Record<string, string>) => Object.keys(words).sort((a, b) => b.length - a.length).join('|');
const DIGIT_WORD_RE = longestFirst(DIGIT_WORDS);
// Devanagari and Arabic-Indic digits count as digits too.
const UNICODE_DIGITS = '0-9०-९٠-٩۰-۹';

const DIGIT_CLASS = `[${UNICODE_DIGITS}]`;
/**
 * One token of a number: a group of digits standing on its own (not part of a word, an id like
 * ORD123 or a colour like #a1b2c3), or a digit word.
 */
const TOKEN = `\\b(?:double|triple)\\s+(?:${DIGIT_WORD_RE}|[0-9]+)\\b|(?<![\\p{L}\\p{N}#&])${DIGIT_CLASS}+(?![\\p{L}\\p{N}])|\\b(?:${DIGIT_WORD_RE})\\b|(?<![\\p{L}\\p{M}])(?:${longestFirst(DEVANAGARI_WORDS)})(?![\\p{L}\\p{M}])`;
/**
 * Between the tokens of one number: spaces and punctuation, or a joining word ("98765 and 43210"). A run is masked
 * only where its digits make a phone number's shape, so ages and amounts joined this way stay.
 */
const SEP = `(?:[\\s.\\-_/,()+*|~'";:!?،۔।]|\\b(?:and|aur|then|phir)\\b|(?<![\\p{L}\\p{M}])(?:और|फिर|اور|پھر)(?![\\p{L}\\p{M}]))*`;
/** A run of tokens with separators between them; which part of it is a phone number is decided below. */
const RUN_RE = new RegExp(`(?:\\+\\s*)?(?:${TOKEN})(?:${SEP}(?:${TOKEN}))*`, 'giu');
const TOKEN_RE = new RegExp(TOKEN, 'giu');

/** The ASCII digits a token stands for. */
function digitsOf(token: string): string {
  // "double eight" is 88, "triple 0" is 000, as numbers are read out in India (of digits, the first one is repeated:
  // spaced-out digits after it may have been joined up already).
  const repeated = /^(double|triple)\s+(\S+)$/i.exec(token);
  if (repeated) {
    const digits = digitsOf(repeated[2]!);
    return digits.slice(0, 1).repeat(repeated[1]!.toLowerCase() === 'double' ? 2 : 3) + digits.slice(1);
  }
  const word = DIGIT_WORDS[token.toLowerCase()] ?? DEVANAGARI_WORDS[token];
  if (word !== undefined) return word;
  return [...token]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      for (const zero of [0x30, 0x966, 0x660, 0x6f0]) if (code >= zero && code <= zero + 9) return String(code - zero);
      return '';
    })
    .join('');
}

/**
 * The shapes of an Indian phone number: a 10-digit mobile (6 to 9 first), with 91 or 0 before it,
 * or a landline with its 0 and STD code (11 digits).
 */
function isPhoneShaped(digits: string): boolean {
  return /^(?:91|0|0091)?[6-9]\d{9}$/.test(digits) || /^0[1-9]\d{9}$/.test(digits);
}

const AMOUNT = /^\d{1,3}(?:,\d{2})*,\d{3}$|^\d{1,3}(?:,\d{3})+$/;

/** Spans [start, end) of the phone numbers in one run: the longest phone-shaped stretches of whole tokens. */
function phoneSpans(run: string): Array<[number, number]> {
  const tokens = [...run.matchAll(TOKEN_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length, digits: digitsOf(m[0]) }));
  const spans: Array<[number, number]> = [];
  let i = 0;
  while (i < tokens.length) {
    let found = -1;
    let digits = '';
    for (let j = i; j < tokens.length && digits.length <= 13; j += 1) {
      digits += tokens[j]!.digits;
      if (isPhoneShaped(digits)) found = j;
    }
    if (found < 0) {
      i += 1;
      continue;
    }
    const [start, end] = [tokens[i]!.start, tokens[found]!.end];
    // An amount grouped by commas (75,00,00,000 or 7,500,000,000) is money, not a number to call.
    if (!AMOUNT.test(run.slice(start, end))) spans.push([start, end]);
    i = found + 1;
  }
  return spans;
}

const EMAIL_RE = /[\p{L}0-9._%+-]+\s*(?:@|\(\s*at\s*\)|\[\s*at\s*\]|\{\s*at\s*\}|\s+at\s+)\s*[\p{L}0-9-]+(?:\s*(?:\.|\(\s*dot\s*\)|\[\s*dot\s*\]|\{\s*dot\s*\}|\s+dot\s+)\s*[\p{L}]{2,})+/giu;
const URL_RE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|net|org|co|me|io|info|biz|xyz|app|link|ly|gl|to|page)(?:\/\S*)?\b/giu;
/** An address at a mail provider without its ending (safiya@gmail, safiya at protonmail). */
const PROVIDERS = 'gmail|googlemail|yahoo|ymail|hotmail|outlook|live|protonmail|proton|rediffmail|rediff|icloud|aol|zoho';
const PROVIDER_EMAIL_RE = new RegExp(`[\\p{L}0-9._%+-]{3,}\\s*(?:@|\\s+at\\s+)\\s*(?:${PROVIDERS})\\b`, 'giu');
/** "my gmail is safiya1995", "email id: safiya.k": the address named without its @. */
const NAMED_EMAIL_RE = new RegExp(`\\b(?:${PROVIDERS}|e-?mail|mail)\\s*(?:id|address)?\\s*(?:is|:|=|-)\\s*[\\p{L}0-9._%+-]{3,}`, 'giu');
const SOCIAL_RE = /(?:^|[\s(])@[a-z0-9._]{3,30}\b|\b(?:insta(?:gram)?|ig|fb|facebook|snap(?:chat)?|telegram|tg|whats\s*app|wa|twitter|x\.com|linkedin|signal|skype|tiktok|discord|wechat|line\s+id|threads|reddit|sharechat|moj)\s*(?:id|handle|account|username|user|no\.?|number)?\s*(?:is|:|-|=|@)?\s*[@]?[a-z0-9._]{3,30}\b/giu;

/**
 * Characters that render as nothing (zero-width spaces and joiners, the word joiner, the soft hyphen, the byte-order
 * mark): dropped before matching, so `98765\u200b43210` is read as the number it shows.
 */
const INVISIBLE_RE = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]|\ufe0e|\ufe0f|\u20e3/gu;

/** A word of digits with letters standing in for some (O for 0, l, I or | for 1): 91OO269246, 9l00269246. */
const LOOKALIKE_NUMBER_RE = /(?<![\p{L}\p{M}\p{N}])[0-9OoIl|]*[0-9][0-9OoIl|]*(?![\p{L}\p{M}\p{N}])/gu;
const LOOKALIKE_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };

/** Digits and digit words glued together with no space (nine1zero0two6): read as separate tokens. */
const GLUED_DIGITS_RE = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:(?:${DIGIT_WORD_RE})|[0-9])+(?![\\p{L}\\p{M}\\p{N}])`, 'giu');
const GLUED_PART_RE = new RegExp(`${DIGIT_WORD_RE}|[0-9]+`, 'giu');

/** Single letters or digits spaced out one by one (s a f i y a @ g m a i l . c o m): joined up again. */
const SPACED_OUT_RE = /(?<![\p{L}\p{M}\p{N}])[\p{L}\p{N}](?: [\p{L}\p{N}](?![\p{L}\p{M}\p{N}])){2,}/gu;

/**
 * The text as the matching reads it: compatibility forms folded (NFKC: full-width ９８７ and ＠, mathematical 𝟗,
 * circled ⑨ become their plain letters and digits), invisible characters and keycap marks dropped (9️⃣), letters
 * that stand in for digits inside a number read as those digits, digit words glued to digits split apart, and
 * letters spaced out one by one joined, so look-alikes cannot carry a number or an address past the mask.
 */
function matchingFormOf(input: string): string {
  return input
    .normalize('NFKC')
    .replace(INVISIBLE_RE, '')
    .replace(SPACED_OUT_RE, (run) => run.replaceAll(' ', ''))
    .replace(LOOKALIKE_NUMBER_RE, (word) => {
      // Only a number: at least six real digits, so words such as "lOl" or "I1" stay as they are.
      if ((word.match(/[0-9]/g) ?? []).length < 6) return word;
      return word.replace(/[OoIl|]/g, (ch) => LOOKALIKE_DIGITS[ch]!);
    })
    .replace(GLUED_DIGITS_RE, (run) => {
      const parts = run.match(GLUED_PART_RE) ?? [];
      // Mixed words and digits ("sixteen" or "2024" alone stay as written), or five or more digit words glued
      // together ("ninetwofourfive…": no ordinary word is made of that many).
      const withDigits = parts.some((part) => /[0-9]/.test(part));
      const mixed = withDigits && parts.some((part) => !/[0-9]/.test(part));
      return (mixed && parts.length >= 4) || (!withDigits && parts.length >= 5) ? parts.join(' ') : run;
    });
}

/**
 * Whether two messages of one sender, read one after the other, spell a contact detail that neither does alone: a
 * number sent in halves ("98765", then "43210") or an address in parts.
 */
export function joinsIntoContact(earlier: string, later: string): boolean {
  return !maskContactDetails(earlier).masked && !maskContactDetails(later).masked && maskContactDetails(`${earlier} ${later}`).masked;
}

/**
 * A message that is part of a split contact detail (`joinsIntoContact`): every group of two or more digits in it
 * (written or spelt) is masked; single digits and ordinary words stay.
 */
export function maskNumberFragments(input: string): MaskResult {
  let masked = false;
  const text = input.replace(RUN_RE, (run) => {
    const digits = (run.match(TOKEN_RE) ?? []).map(digitsOf).join('');
    if (digits.length < 2) return run;
    masked = true;
    return MASK;
  });
  return { text, masked };
}

export function maskContactDetails(input: string): MaskResult {
  const found = maskPlainText(matchingFormOf(input));
  // A message with nothing to mask reaches the receiver exactly as written (its own forms and joiners kept).
  return found.masked ? found : { text: input, masked: false };
}

function maskPlainText(input: string): MaskResult {
  let text = input;
  let masked = false;
  const replace = (re: RegExp, accept: (match: string) => boolean = () => true) => {
    text = text.replace(re, (match) => {
      if (!accept(match)) return match;
      masked = true;
      const lead = /^[\s(]/.test(match) ? match[0]! : '';
      return `${lead}${MASK}`;
    });
  };
  replace(EMAIL_RE);
  replace(PROVIDER_EMAIL_RE);
  // Named without its @: a provider's name says it is an address; "email is …" needs a handle's marks (digits, . or _).
  replace(NAMED_EMAIL_RE, (match) => new RegExp(`^(?:${PROVIDERS})\\b`, 'i').test(match) || /[0-9._]\S*$/.test(match));
  replace(URL_RE);
  replace(SOCIAL_RE, (match) => {
    // "whatsapp" alone is a word, not a handle; a handle needs something after it: a mark (: = @ digits), "id" or
    // "is", or a handle's own dots and underscores ("insta safiya.k").
    const trimmed = match.trim();
    return trimmed.startsWith('@') || /[:=@\d]|\b(?:id|handle|is)\b/i.test(trimmed) || /\s\S*[._]\S*$/.test(trimmed);
  });
  // Only a phone number's shape is masked: order ids, colour codes, dates, amounts and years stay.
  text = text.replace(RUN_RE, (run) => {
    const spans = phoneSpans(run);
    if (spans.length === 0) return run;
    masked = true;
    let out = '';
    let at = 0;
    for (const [start, end] of spans) {
      // A + just before the number (+91) goes with it.
      out += run.slice(at, start).replace(/\+\s*$/, '') + MASK;
      at = end;
    }
    return out + run.slice(at);
  });
  return { text, masked };
}
