import { IntlMessageFormat } from 'intl-messageformat';
import { fileMessages, MSG } from '../messages';
import { INTL_LOCALES, type Language } from './languages';
import { CALL_KEY_OF_TEXT } from './texts/calls';
import { englishOf, TEMPLATE_PARAMS, type MessageCatalogueKey, type TemplatedKey } from './templates';
import { FAITH_REFUSAL_TEXT } from './texts/faith';
import { englishPlansText, paymentMethodKey, type PlansText } from './texts/plans';
import hi from './catalogues/hi';
import ur from './catalogues/ur';

/** The Hindi and Urdu catalogues (ICU JSON, keyed as the contract's English messages). */
export const CATALOGUES: Record<Exclude<Language, 'en'>, Record<string, string>> = { hi, ur };

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A message in a language: English is the contract's text; Hindi and Urdu come from the catalogues, formatted as ICU
 * (plurals by the language's rules). A key a catalogue lacks reads in English rather than failing.
 */
export function translate(language: Language, key: MessageCatalogueKey, values: Record<string, string | number> = {}): string {
  if (language === 'en') return englishOf(key, values);
  const text = CATALOGUES[language][key];
  if (text === undefined) return englishOf(key, values);
  if (!(key in TEMPLATE_PARAMS)) return text;
  const cacheKey = `${language}:${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(text, INTL_LOCALES[language]);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/** A plans text (a plan's line, the sentence before paying) in a language; English is the contract's ICU. */
export function translatePlansText(language: Language, text: PlansText): string {
  const own = language === 'en' ? undefined : CATALOGUES[language][text.key];
  if (own === undefined) return englishPlansText(text);
  const cacheKey = `${language}:${text.key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(own, INTL_LOCALES[language]);
    compiled.set(cacheKey, format);
  }
  return String(format.format(text.values));
}

/** A payment method's label as a receipt carries it ("Card"), in a language; UPI, EMI and unknown methods as they are. */
export function paymentMethodIn(language: Language, label: string): string {
  const key = paymentMethodKey(label);
  return key ? translatePlansText(language, { key, values: {} }) : label;
}

/** A plan's duration ("3 Months") in a language, as checkout and the receipt page write it; an unknown one as it came. */
export function durationIn(language: Language, duration: string): string {
  if (language === 'en') return duration;
  return CATALOGUES[language][`checkout.duration.${duration}`] ?? duration;
}

/** English text → its key, for the server's refusals, which carry the English of the contract. */
const KEY_OF_TEXT = new Map<string, MessageCatalogueKey>();
for (const [key, value] of Object.entries(MSG)) {
  if (typeof value === 'string' && !KEY_OF_TEXT.has(value) && key in hi) KEY_OF_TEXT.set(value, key as MessageCatalogueKey);
}

/** The faith refusals (FAITH_MSG, kept beside the faith rules rather than in MSG), found by their English too. */
const FAITH_KEY_OF_TEXT = new Map<string, string>(Object.entries(FAITH_REFUSAL_TEXT).map(([key, english]) => [english, key]));

/** The templated refusals, read back from their English (the values are what the English was made with). */
const TEMPLATE_READERS: { key: TemplatedKey; pattern: RegExp; read: (m: RegExpMatchArray) => Record<string, string | number> }[] = [
  { key: 'otpTriesLeft', pattern: /^Invalid OTP\. (\d+) tr(?:y|ies) left\.$/, read: (m) => ({ left: Number(m[1]) }) },
  { key: 'requestDeclinedRecently', pattern: /^This member declined your request\. You can ask again (\d+) days after they answered\.$/, read: (m) => ({ days: Number(m[1]) }) },
  { key: 'photoAccessRefusedRecently', pattern: /^This member declined to show you these photos\. You can ask again (\d+) days after they answered\.$/, read: (m) => ({ days: Number(m[1]) }) },
  { key: 'noPackagesForDuration', pattern: /^No packages available for (.+) duration\.$/, read: (m) => ({ duration: m[1] ?? '' }) },
  { key: 'providerOrderFailed', pattern: /^Failed to create (.+) order\.$/, read: (m) => ({ provider: m[1] ?? '' }) },
  { key: 'invalidType', pattern: /^Invalid file type for (.+)\. Only JPEG and PNG allowed\.$/, read: (m) => ({ file: m[1] ?? '' }) },
  { key: 'tooLarge', pattern: /^(.+) exceeds 10MB limit$/, read: (m) => ({ file: m[1] ?? '' }) },
];

/**
 * A text the server is about to send, in the member's language: found by its English (every refusal carries the
 * contract's English), so a new message another feature adds reads in English until hi and ur have its key.
 * Unknown texts (a name, a member's own words) are returned as they are.
 */
export function localizeText(language: Language, text: string): string {
  if (language === 'en') return text;
  const key = KEY_OF_TEXT.get(text);
  if (key) return translate(language, key);
  // Calls' plain texts (CALL_TEXT) live among the web's texts, under `calls.*`.
  const callKey = CALL_KEY_OF_TEXT.get(text);
  if (callKey) return CATALOGUES[language][callKey] ?? text;
  const faithKey = FAITH_KEY_OF_TEXT.get(text);
  if (faithKey) return CATALOGUES[language][faithKey] ?? text;
  for (const reader of TEMPLATE_READERS) {
    const match = text.match(reader.pattern);
    if (match) return translate(language, reader.key, reader.read(match));
  }
  return text;
}

/** For tests: the English functions the readers above undo. */
export const TEMPLATE_SOURCES = { MSG, fileMessages };
