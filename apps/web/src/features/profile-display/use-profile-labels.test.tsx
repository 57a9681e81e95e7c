import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MSG } from '@sakinah/contract';
import { switchLanguage } from '../../lib/i18n';
import { useProfileLabels } from './use-profile-labels';

afterEach(async () => switchLanguage('en'));

const labelsIn = async (language: 'en' | 'hi' | 'ur') => {
  await act(async () => switchLanguage(language));
  return renderHook(() => useProfileLabels()).result.current;
};

const FSI = '\u2068';
const PDI = '\u2069';

describe("profile labels in the reader's language", () => {
  it('keeps the spec English word for word', async () => {
    const labels = await labelsIn('en');
    expect(labels.managedBy('self', '')).toBeNull();
    expect(labels.managedBy('daughter', '')).toEqual({
      title: 'Managed by family',
      text: 'This profile is managed by the parents',
      createdFor: 'Profile created for their daughter',
    });
    expect(labels.managedBy('other', 'Brother')?.text).toBe('Managed by a relative (Brother)');
    expect(labels.managedBy('daughter', '', { relation: 'father', name: 'Iqbal' }, 'female')?.text).toBe('Managed by her father, Iqbal');
    expect(labels.managedBy('son', '', { relation: 'mother', name: 'Zainab' }, 'male')?.text).toBe('Managed by his mother, Zainab');
    expect(labels.managedBy('other', 'Niece', { relation: 'other', name: 'Salma' }, '')?.text).toBe('Managed by their relative, Salma');
    expect(labels.speakerLine({ relation: 'father', name: 'Iqbal' }, 'Ayesha')).toBe('Iqbal (Ayesha’s father)');
    expect(labels.speakerLine(null, 'Ayesha')).toBeNull();
    expect(labels.orNotSpecified(' ')).toBe(MSG.notSpecified);
    expect(labels.height("5'4")).toBe('5\'4" (163 cm)');
    expect(labels.weight('54')).toBe('54 kg');
    expect(labels.status('Active')).toBe('Active');
    expect(labels.status('')).toBe('Unknown Status');
  });

  it('tells how long ago a member was active', async () => {
    const labels = await labelsIn('en');
    const now = Date.parse('2025-01-10T12:00:00Z');
    expect(labels.lastActive(null, now)).toBeNull();
    expect(labels.lastActive('2025-01-10T11:59:30Z', now)).toBe('Active just now');
    expect(labels.lastActive('2025-01-10T10:00:00Z', now)).toBe('Active 2 hours ago');
    expect(labels.lastActive('2025-01-10T11:55:00Z', now)).toBe('Active 5 minutes ago');
    expect(labels.lastActive('2025-01-09T11:00:00Z', now)).toBe('Active yesterday');
  });

  it('writes Hindi, the relation deciding the verb (पिता देखते हैं, माँ देखती हैं)', async () => {
    const labels = await labelsIn('hi');
    expect(labels.managedBy('daughter', '', { relation: 'father', name: 'Iqbal' }, 'female')?.text).toBe('इनकी प्रोफ़ाइल इनके पिता, Iqbal, देखते हैं');
    expect(labels.managedBy('son', '', { relation: 'mother', name: 'Zainab' }, 'male')?.text).toBe('इनकी प्रोफ़ाइल इनकी माँ, Zainab, देखती हैं');
    expect(labels.managedBy('daughter', '')?.createdFor).toBe('प्रोफ़ाइल बेटी के लिए बनाई गई');
    expect(labels.orNotSpecified('')).toBe('नहीं बताया गया');
    expect(labels.maritalStatus('single')).toBe('कभी शादी नहीं हुई');
    expect(labels.age(27)).toBe('27 वर्ष');
    expect(labels.lastActive('2025-01-10T10:00:00Z', Date.parse('2025-01-10T12:00:00Z'))).toBe('2 घंटे पहले सक्रिय');
  });

  it('writes Urdu with names and heights isolated in the right-to-left sentence', async () => {
    const labels = await labelsIn('ur');
    expect(labels.managedBy('daughter', '', { relation: 'father', name: 'Iqbal' }, 'female')?.text).toBe(
      `ان کا پروفائل ان کے والد، ${FSI}Iqbal${PDI}، دیکھتے ہیں`,
    );
    expect(labels.height("5'4")).toBe('\u20665\'4" (163 cm)\u2069');
    expect(labels.speakerLine({ relation: 'father', name: 'Iqbal' }, 'Ayesha')).toBe(`${FSI}Iqbal${PDI} (${FSI}Ayesha${PDI} کے والد)`);
    expect(labels.isNotSpecified(labels.notSpecified)).toBe(true);
  });
});
