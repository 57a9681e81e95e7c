import { describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { formatDateIN } from '../pricing/format';
import {
  formatDate, formatDay, heightLabel, lastActiveLabel, listLabel, managedBy, maritalStatusLabel, orNotSpecified,
  placeLabel, profileForLabel, speakerLine, statusBadge, weightLabel,
} from './labels';

describe('profile display labels', () => {
  it('falls back to Not specified for empty values', () => {
    expect(orNotSpecified('')).toBe(MSG.notSpecified);
    expect(orNotSpecified('  ')).toBe(MSG.notSpecified);
    expect(orNotSpecified(null)).toBe(MSG.notSpecified);
    expect(orNotSpecified(' Engineer ')).toBe('Engineer');
    expect(listLabel([])).toBe(MSG.notSpecified);
    expect(placeLabel('', '')).toBe(MSG.notSpecified);
  });

  it('looks up marital status, height and weight', () => {
    expect(maritalStatusLabel('single')).toBe('Never Married');
    expect(maritalStatusLabel('')).toBe(MSG.notSpecified);
    expect(heightLabel("5'4")).toBe('5\'4" (163 cm)');
    expect(heightLabel('Any')).toBe('Any');
    expect(weightLabel('62')).toBe('62 kg');
    expect(placeLabel('Lucknow', 'Uttar Pradesh')).toBe('Lucknow, Uttar Pradesh');
    expect(placeLabel('', 'Kerala')).toBe('Kerala');
  });

  it('formats dates in Indian English', () => {
    expect(formatDate('2027-11-22T10:00:00.000Z')).toBe('22 Nov 2027');
    expect(formatDay('1998-03-05')).toBe('5 Mar 1998');
    expect(formatDate('nonsense')).toBe(MSG.notSpecified);
  });

  it('dates an instant by its India day, whatever the browser\'s time zone', () => {
    // 19:30 UTC on 24 November is 01:00 on 25 November in India.
    expect(formatDate('2026-11-24T19:30:00.000Z')).toBe('25 Nov 2026');
    expect(formatDateIN('2026-11-24T19:30:00.000Z')).toBe('25 November 2026');
  });

  it('says who manages the profile', () => {
    expect(managedBy('self', '')).toBeNull();
    expect(managedBy('daughter', '')).toEqual({
      title: 'Managed by family',
      text: 'This profile is managed by the parents',
      createdFor: 'Profile created for their daughter',
    });
    expect(managedBy('son', '')?.text).toBe('This profile is managed by the parents');
    expect(managedBy('other', 'Brother')?.text).toBe('Managed by a relative (Brother)');
    expect(profileForLabel('other', 'Sister')).toBe('Other (Sister)');
  });

  it('tells how long ago a member was active', () => {
    const now = Date.parse('2025-01-10T12:00:00Z');
    expect(lastActiveLabel(null, now)).toBeNull();
    expect(lastActiveLabel('2025-01-10T11:59:30Z', now)).toBe('Active just now');
    expect(lastActiveLabel('2025-01-10T10:00:00Z', now)).toBe('Active 2 hours ago');
    expect(lastActiveLabel('2025-01-10T11:55:00Z', now)).toBe('Active 5 minutes ago');
    expect(lastActiveLabel('2025-01-09T11:00:00Z', now)).toBe('Active yesterday');
  });

  it('colours the status badge', () => {
    expect(statusBadge('Active')).toEqual({ label: 'Active', tone: 'green' });
    expect(statusBadge('Pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(statusBadge('Suspended').tone).toBe('red');
    expect(statusBadge('')).toEqual({ label: 'Unknown Status', tone: 'red' });
  });
});

describe('the account holder (issue 41)', () => {
  it('names who manages the profile and who is writing', () => {
    expect(managedBy('daughter', '', { relation: 'father', name: 'Iqbal' }, 'female')?.text).toBe('Managed by her father, Iqbal');
    expect(managedBy('son', '', { relation: 'mother', name: 'Zainab' }, 'male')?.text).toBe('Managed by his mother, Zainab');
    expect(managedBy('other', 'Niece', { relation: 'other', name: 'Salma' }, '')?.text).toBe('Managed by their relative, Salma');
    expect(speakerLine({ relation: 'father', name: 'Iqbal' }, 'Ayesha')).toBe('Iqbal (Ayesha’s father)');
    expect(speakerLine(null, 'Ayesha')).toBeNull();
  });
});
