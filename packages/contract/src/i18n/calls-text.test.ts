import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CALL_TEXT } from '../messages';
import { CALLS_TEXT } from './texts/calls';
import { localizeText } from './translate';
import hi from './catalogues/hi';
import ur from './catalogues/ur';

const english = (key: keyof typeof CALLS_TEXT, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(CALLS_TEXT[key], 'en-IN').format(values));

describe('calls in the catalogues (issue 43)', () => {
  it('writes CALL_TEXT’s functions with the same English', () => {
    expect(english('calls.incomingForWard', { ward: 'Ayesha' })).toBe(CALL_TEXT.incomingForWard('Ayesha'));
    expect(english('calls.guardianPresent', { name: 'Iqbal' })).toBe(CALL_TEXT.guardianPresent('Iqbal'));
    for (const kind of ['voice', 'video'] as const) {
      expect(english('calls.missedKind', { kind })).toBe(CALL_TEXT.missedKind(kind));
      expect(english('calls.declinedKind', { kind })).toBe(CALL_TEXT.declinedKind(kind));
    }
    expect(english('calls.minutes', { n: 12 })).toBe(CALL_TEXT.minutes(12));
    expect(english('calls.seconds', { n: 40 })).toBe(CALL_TEXT.seconds(40));
    expect(english('calls.guardianLogTitle', { ward: 'Ayesha' })).toBe(CALL_TEXT.guardianLogTitle('Ayesha'));
  });

  it('keeps every plain call text under calls.*, word for word', () => {
    for (const [name, text] of Object.entries(CALL_TEXT)) {
      if (typeof text === 'string') expect(CALLS_TEXT[`calls.${name}` as keyof typeof CALLS_TEXT]).toBe(text);
    }
  });

  it('translates a call text the server sends by its English', () => {
    expect(localizeText('hi', CALL_TEXT.endedBlocked)).toBe(hi['calls.endedBlocked']);
    expect(localizeText('ur', CALL_TEXT.cameraBusy)).toBe(ur['calls.cameraBusy']);
    expect(localizeText('en', CALL_TEXT.endedBlocked)).toBe(CALL_TEXT.endedBlocked);
  });
});
