import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_ANNUAL_INCOME_OPTIONS, ANNUAL_INCOME_OPTIONS, EDUCATION_OPTIONS, INDIAN_STATES, OCCUPATION_OPTIONS, SPEC_ANNUAL_INCOME_OPTIONS,
  OTHER_TOWN, SPEC_EDUCATION_OPTIONS, SPEC_OCCUPATION_OPTIONS, stateOfListedCity,
} from './constants';
import { keepsSpaceRule } from './schemas/auth';
import { cityIssue, educationSectionSchema, preferencesSectionSchema } from './schemas/profile';
import { MSG } from './messages';

describe('option lists that fit India (issue 41)', () => {
  it('keeps every spec value valid and adds the degrees and occupations families name', () => {
    for (const value of SPEC_EDUCATION_OPTIONS) expect(EDUCATION_OPTIONS).toContain(value);
    for (const value of SPEC_OCCUPATION_OPTIONS) expect(OCCUPATION_OPTIONS).toContain(value);
    for (const value of ['MBBS', 'MD / MS', 'B.Tech / B.E.', 'M.Tech / M.E.', 'MBA / PGDM', 'CA', 'LLB', 'Alim / Alimah', 'Hafiz / Hafiza']) {
      expect(EDUCATION_OPTIONS).toContain(value);
    }
    for (const value of ['Homemaker', 'Business']) expect(OCCUPATION_OPTIONS).toContain(value);
    expect(new Set(EDUCATION_OPTIONS).size).toBe(EDUCATION_OPTIONS.length);
    expect(new Set(OCCUPATION_OPTIONS).size).toBe(OCCUPATION_OPTIONS.length);
  });

  it('accepts the new and old options on the education section and refuses an unknown one', () => {
    const base = { education: 'MBBS', occupation: 'Homemaker', workLocation: '', annualIncome: '₹5–7.5 lakh' };
    expect(educationSectionSchema.safeParse(base).success).toBe(true);
    expect(educationSectionSchema.safeParse({ ...base, education: 'Bachelors', occupation: 'Business Owner', annualIncome: 'Above ₹200,000' }).success).toBe(true);
    for (const bad of [{ education: 'Astronaut school' }, { occupation: 'Pirate' }, { annualIncome: '₹1 lakh a month' }]) {
      const parsed = educationSectionSchema.safeParse({ ...base, ...bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual([Object.keys(bad)[0]]);
    }
    const prefs = { ageRangePreference: '26-30', heightPreference: 'Any', educationPreference: 'Alim / Alimah', occupationPreference: 'Homemaker', locationPreference: '' };
    expect(preferencesSectionSchema.safeParse(prefs).success).toBe(true);
    expect(preferencesSectionSchema.safeParse({ ...prefs, educationPreference: 'Masters', occupationPreference: 'Doctor' }).success).toBe(true);
    expect(preferencesSectionSchema.safeParse({ ...prefs, educationPreference: 'Jedi' }).success).toBe(false);
  });

  it('writes income in lakh bands with Indian grouping and still accepts the spec bands', () => {
    expect(ANNUAL_INCOME_OPTIONS).toContain('Up to ₹2,00,000');
    expect(ANNUAL_INCOME_OPTIONS).toContain('₹5–7.5 lakh');
    for (const band of ANNUAL_INCOME_OPTIONS) expect(band).not.toMatch(/\d{3},\d{3}/);
    for (const band of SPEC_ANNUAL_INCOME_OPTIONS) expect(ACCEPTED_ANNUAL_INCOME_OPTIONS).toContain(band);
    expect(new Set(ACCEPTED_ANNUAL_INCOME_OPTIONS).size).toBe(ACCEPTED_ANNUAL_INCOME_OPTIONS.length);
  });

  it('lists the main towns of every state, each in one state only, keeping the space rule', () => {
    expect(INDIAN_STATES['Uttar Pradesh']!.length).toBeGreaterThan(40);
    const seen = new Map<string, string>();
    for (const [state, cities] of Object.entries(INDIAN_STATES)) {
      for (const city of cities) {
        expect(seen.get(city), `${city} in ${state}`).toBeUndefined();
        seen.set(city, state);
        expect(keepsSpaceRule(city), city).toBe(true);
        expect(cityIssue(state, city)).toBeUndefined();
      }
    }
    expect(stateOfListedCity('Azamgarh')).toBe('Uttar Pradesh');
  });

  it('takes any other town typed in letters, and refuses a listed city of another state', () => {
    expect(cityIssue('Uttar Pradesh', 'Mubarakpur')).toBeUndefined();
    expect(cityIssue('Uttar Pradesh', 'Nawabganj')).toBeUndefined();
    expect(cityIssue('Uttar Pradesh', 'लखीमपुर')).toBeUndefined();
    expect(cityIssue('Uttar Pradesh', 'Mumbai')).toBe(MSG.cityInOtherState);
    expect(cityIssue('Uttar Pradesh', 'Town 42')).toBe(MSG.townInvalid);
    expect(cityIssue('Uttar Pradesh', '<script>')).toBe(MSG.townInvalid);
    expect(cityIssue('Uttar Pradesh', 'X')).toBe(MSG.townInvalid);
    expect(cityIssue('Uttar Pradesh', OTHER_TOWN)).toBe(MSG.townInvalid);
  });
});
