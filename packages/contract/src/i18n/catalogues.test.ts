import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { fileMessages, MSG } from '../messages';
import { FAITH_MSG } from '../faith';
import { ADMIN_ONLY_MESSAGE_KEYS, englishOf, TEMPLATE_PARAMS, type MessageCatalogueKey } from './templates';
import { CATALOGUES, localizeText, translate } from './translate';
import { HI_PARTS } from './catalogues/hi';
import { UR_PARTS } from './catalogues/ur';
import { UI_TEXT } from './ui-texts';
import { languageFromAcceptLanguage, languageOr, pathInLanguage } from './languages';

const adminOnly = new Set<string>(ADMIN_ONLY_MESSAGE_KEYS);
/** Every key a member can read: the contract's messages (but the admin console's), file messages and the web's own texts. */
const requiredKeys = [
  ...Object.keys(MSG).filter((key) => !adminOnly.has(key)),
  ...Object.keys(fileMessages),
  ...Object.keys(UI_TEXT),
];

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe.each(['hi', 'ur'] as const)('the %s catalogue', (language) => {
  const catalogue = CATALOGUES[language];

  it('has every key a member reads (a missing key fails CI)', () => {
    const missing = requiredKeys.filter((key) => typeof catalogue[key] !== 'string' || catalogue[key].trim() === '');
    expect(missing).toEqual([]);
  });

  it('holds each key in one area file only', () => {
    const parts = language === 'hi' ? HI_PARTS : UR_PARTS;
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, texts] of Object.entries(parts)) {
      for (const key of Object.keys(texts)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${area})`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
  });

  it('has no key the English does not have', () => {
    const known = new Set(requiredKeys);
    expect(Object.keys(catalogue).filter((key) => !known.has(key))).toEqual([]);
  });

  it('is valid ICU, and keeps exactly the placeholders of each template (no broken name, number or amount)', () => {
    for (const key of requiredKeys) {
      const text = catalogue[key] ?? '';
      const expected = TEMPLATE_PARAMS[key as keyof typeof TEMPLATE_PARAMS] ?? UI_PARAMS[key] ?? [];
      expect([...argumentsOf(parse(text))].sort(), `${language}.${key}`).toEqual([...expected].sort());
    }
  });

  it('is written in its own script (no English left in a translation)', () => {
    const script = language === 'hi' ? /[\u0900-\u097F]/ : /[\u0600-\u06FF]/;
    const untranslated = requiredKeys.filter((key) => !script.test(catalogue[key] ?? ''));
    expect(untranslated).toEqual([]);
  });
});

/** Placeholders of the web's own texts, read from the English (`{name}`). */
const UI_PARAMS: Record<string, string[]> = Object.fromEntries(
  Object.entries(UI_TEXT).map(([key, text]) => [key, [...argumentsOf(parse(text))]]),
);

describe('translate', () => {
  it('gives the contract English word for word in English', () => {
    expect(translate('en', 'requestSent')).toBe(MSG.requestSent);
    expect(translate('en', 'otpTriesLeft', { left: 1 })).toBe(MSG.otpTriesLeft(1));
    expect(translate('en', 'renewalReminderSubject', { planName: 'Gold', days: 0 })).toBe(MSG.renewalReminderSubject('Gold', 0));
    expect(englishOf('tooLarge', { file: 'a.jpg' })).toBe(fileMessages.tooLarge('a.jpg'));
  });

  it('formats plurals by each language and keeps the values', () => {
    expect(translate('hi', 'otpTriesLeft', { left: 1 })).toBe('OTP सही नहीं है। 1 कोशिश बाक़ी है।');
    expect(translate('hi', 'otpTriesLeft', { left: 3 })).toBe('OTP सही नहीं है। 3 कोशिशें बाक़ी हैं।');
    expect(translate('ur', 'otpTriesLeft', { left: 2 })).toBe('OTP درست نہیں ہے۔ 2 کوششیں باقی ہیں۔');
    expect(translate('ur', 'renewalReminderSubject', { planName: 'Gold', days: 0 })).toContain('Gold');
    expect(translate('hi', 'receiptMailSubject', { number: 'SKN-2026-000042' })).toContain('SKN-2026-000042');
  });

  it('finds a refusal by its English, templated ones with their values', () => {
    expect(localizeText('hi', MSG.invalidCredentials)).toBe(CATALOGUES.hi.invalidCredentials);
    expect(localizeText('ur', MSG.requestDeclinedRecently(30))).toContain('30');
    expect(localizeText('ur', MSG.requestDeclinedRecently(30))).toMatch(/[\u0600-\u06FF]/);
    expect(localizeText('hi', fileMessages.invalidType('photo.gif'))).toContain('photo.gif');
    expect(localizeText('hi', 'Aisha Khan')).toBe('Aisha Khan');
    expect(localizeText('en', MSG.invalidCredentials)).toBe(MSG.invalidCredentials);
  });

  it('finds the faith refusals (FAITH_MSG, outside MSG) by their English', () => {
    expect(localizeText('hi', FAITH_MSG.mustOnEmptyField)).toBe(CATALOGUES.hi['faith.mustOnEmptyField']);
    expect(localizeText('ur', FAITH_MSG.unknownOption)).toBe(CATALOGUES.ur['faith.unknownOption']);
    expect(localizeText('ur', FAITH_MSG.faithSaved)).toMatch(/[\u0600-\u06FF]/);
    expect(localizeText('en', FAITH_MSG.schoolNotOfSect)).toBe(FAITH_MSG.schoolNotOfSect);
  });

  it('reads every templated refusal back from its English', () => {
    const samples: [MessageCatalogueKey, string][] = [
      ['otpTriesLeft', MSG.otpTriesLeft(1)],
      ['otpTriesLeft', MSG.otpTriesLeft(4)],
      ['photoAccessRefusedRecently', MSG.photoAccessRefusedRecently(14)],
      ['noPackagesForDuration', MSG.noPackagesForDuration('3 Months')],
      ['providerOrderFailed', MSG.providerOrderFailed('Razorpay')],
      ['tooLarge', fileMessages.tooLarge('x.png')],
    ];
    for (const [, english] of samples) expect(localizeText('ur', english)).not.toBe(english);
  });
});

describe('languages', () => {
  it('reads Accept-Language with q-values and falls back for unknown', () => {
    expect(languageFromAcceptLanguage('ur-IN,ur;q=0.9,en;q=0.8')).toBe('ur');
    expect(languageFromAcceptLanguage('en-GB;q=0.5, hi-IN;q=0.9')).toBe('hi');
    expect(languageFromAcceptLanguage('fr-FR, de')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageOr('xx')).toBe('en');
    expect(languageOr('ur')).toBe('ur');
  });

  it('puts the public pages under /hi and /ur', () => {
    expect(pathInLanguage('/pricing', 'hi')).toBe('/hi/pricing');
    expect(pathInLanguage('/', 'ur')).toBe('/ur/');
    expect(pathInLanguage('/ur/faq', 'en')).toBe('/faq');
    expect(pathInLanguage('/hi/', 'ur')).toBe('/ur/');
  });
});
