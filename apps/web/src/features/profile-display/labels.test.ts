import { describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { formatDateIN } from '../pricing/format';
import {
  formatDate, formatDay, heightLabel, listLabel, maritalStatusLabel, orNotSpecified, placeLabel, profileForLabel, statusBadge, weightLabel,
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

  it('writes Other with its relation', () => {
    expect(profileForLabel('other', 'Sister')).toBe('Other (Sister)');
  });

  it('colours the status badge', () => {
    expect(statusBadge('Active')).toEqual({ label: 'Active', tone: 'green' });
    expect(statusBadge('Pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(statusBadge('Suspended').tone).toBe('red');
    expect(statusBadge('')).toEqual({ label: 'Unknown Status', tone: 'red' });
  });
});
