/**
 * Masks contact details in a chat message until both members agree to exchange contacts:
 * phone numbers (also spelt with spaces, dots, dashes or words), email addresses (also with
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
const DIGIT_WORD_RE = Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length).join('|');
// Devanagari and Arabic-Indic digits count as digits too.
const UNICODE_DIGITS = '0-9०-९٠-٩۰-۹';

/** A run that contains 7 or more digits (or digit words), with any separators between them. */
const DIGITISH = `(?:[${UNICODE_DIGITS}]|\\b(?:${DIGIT_WORD_RE})\\b)`;
const SEP = `[\\s.\\-_/,()+*|~'"]*`;
const PHONE_RE = new RegExp(`(?:\\+|\\b)?${DIGITISH}(?:${SEP}${DIGITISH}){6,}`, 'giu');

const EMAIL_RE = /[\p{L}0-9._%+-]+\s*(?:@|\(\s*at\s*\)|\[\s*at\s*\]|\{\s*at\s*\}|\s+at\s+)\s*[\p{L}0-9-]+(?:\s*(?:\.|\(\s*dot\s*\)|\[\s*dot\s*\]|\{\s*dot\s*\}|\s+dot\s+)\s*[\p{L}]{2,})+/giu;
const URL_RE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|net|org|co|me|io|info|biz|xyz|app|link|ly|gl|to|page)(?:\/\S*)?\b/giu;
const SOCIAL_RE = /(?:^|[\s(])@[a-z0-9._]{3,30}\b|\b(?:insta(?:gram)?|ig|fb|facebook|snap(?:chat)?|telegram|tg|whats\s*app|wa|twitter|x\.com|linkedin|signal|skype)\s*(?:id|handle|account|username|user|no\.?|number)?\s*(?:is|:|-|=|@)?\s*[@]?[a-z0-9._]{3,30}\b/giu;

function countDigits(s: string): number {
  const direct = (s.match(new RegExp(`[${UNICODE_DIGITS}]`, 'gu')) ?? []).length;
  const words = (s.toLowerCase().match(new RegExp(`\\b(?:${DIGIT_WORD_RE})\\b`, 'gu')) ?? []).length;
  return direct + words;
}

export function maskContactDetails(input: string): MaskResult {
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
  replace(URL_RE);
  replace(SOCIAL_RE, (match) => {
    // "whatsapp" alone is a word, not a handle; a handle needs something after it.
    const trimmed = match.trim();
    return trimmed.startsWith('@') || /[:=@\d]|\b(?:id|handle|is)\b/i.test(trimmed);
  });
  // At least 7 digits counts as a phone number (Indian numbers have 10); shorter numbers are ages, years, heights.
  replace(PHONE_RE, (match) => countDigits(match) >= 7);
  return { text, masked };
}
