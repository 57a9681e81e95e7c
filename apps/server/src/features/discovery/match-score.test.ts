import { describe, expect, it } from 'vitest';
import { MATCH_WEIGHTS, MAX_MATCH_SCORE, matchScore, matchScoreParts, parseAgeRange, yearsBetween, type MatchCandidate, type MatchViewer } from './match-score';

const viewer: MatchViewer = {
  age: 30, height: "5'8", education: 'Masters', occupation: 'Engineer', state: 'Uttar Pradesh', city: 'Lucknow',
  ageRange: [26, 30], heightPreference: "5'2", educationPreference: 'Masters', occupationPreference: 'Any', locationPreference: 'Kerala',
};
const candidate: MatchCandidate = {
  dob: '1998-05-10', height: "5'2", education: 'Masters', occupation: 'Doctor', state: 'Kerala', city: 'Kochi',
  ageRangePreference: '26-30', heightPreference: "5'8", educationPreference: 'Masters', occupationPreference: 'Engineer', locationPreference: 'lucknow',
};

describe('match score (the reference of docs/matching.md)', () => {
  it('adds every part, both ways, up to the maximum', () => {
    expect(matchScoreParts(viewer, candidate, '2026-11-22')).toEqual({
      candidateAge: 3, candidateHeight: 2, candidateEducation: 2, candidateOccupation: 1, candidateLocation: 2,
      viewerAge: 3, viewerHeight: 2, viewerEducation: 2, viewerOccupation: 2, viewerLocation: 2,
      sameSect: 0, sameSchool: 0, samePrayer: 0, candidateWishes: 0, viewerWishes: 0,
    });
    expect(matchScore(viewer, candidate, '2026-11-22')).toBe(21);
    // 22 before faith, then sect 2, school 1, prayer 1 and six nice-to-have sets each way.
    expect(MAX_MATCH_SCORE).toBe(22 + 4 + 12);
    expect(MATCH_WEIGHTS.preferenceAny).toBeLessThan(MATCH_WEIGHTS.preferenceMet);
  });

  it('scores the same sect, school and prayer once, and each nice-to-have met each way; a must earns no points', () => {
    const faithful: MatchViewer = { ...viewer, sect: 'shia', school: 'ithna_ashari', prayer: 'always', community: 'rizvi',
      partnerPreferences: { sect: { values: ['shia'], must: true }, prayer: { values: ['always', 'usually'], must: false }, community: { values: ['naqvi'], must: false } } };
    const other: MatchCandidate = { ...candidate, sect: 'shia', school: 'ithna_ashari', prayer: 'usually', community: 'naqvi',
      partnerPreferences: { community: { values: ['rizvi', 'syed'], must: false }, prayer: { values: ['rarely'], must: false } } };
    expect(matchScoreParts(faithful, other, '2026-11-22')).toMatchObject({ sameSect: 2, sameSchool: 1, samePrayer: 0, candidateWishes: 2, viewerWishes: 1 });
    expect(matchScore(faithful, other, '2026-11-22')).toBe(21 + 2 + 1 + 2 + 1);
  });

  it('counts nothing for missing data and missing preferences', () => {
    const none: MatchViewer = { age: null, height: null, education: null, occupation: null, state: null, city: null, ageRange: null, heightPreference: null, educationPreference: null, occupationPreference: null, locationPreference: null };
    const empty: MatchCandidate = { dob: null, height: null, education: null, occupation: null, state: null, city: null, ageRangePreference: null, heightPreference: null, educationPreference: null, occupationPreference: null, locationPreference: null };
    expect(matchScore(none, empty, '2026-11-22')).toBe(0);
    // Only 'Any' still counts: it asks nothing of the candidate.
    expect(matchScore(viewer, empty, '2026-11-22')).toBe(MATCH_WEIGHTS.preferenceAny);
  });

  it('reads location wishes as plain text, case-insensitively', () => {
    expect(matchScoreParts(viewer, { ...candidate, locationPreference: '%' }, '2026-11-22').viewerLocation).toBe(0);
    expect(matchScoreParts(viewer, { ...candidate, locationPreference: 'PRADESH' }, '2026-11-22').viewerLocation).toBe(2);
    // The viewer's own wish loses LIKE's characters, as the SQL pattern does.
    expect(matchScoreParts({ ...viewer, locationPreference: 'Ker_ala%' }, candidate, '2026-11-22').candidateLocation).toBe(2);
  });

  it('ages like PostgreSQL age(): birthdays, leap days, later dates', () => {
    expect(yearsBetween('1998-11-22', '2026-11-22')).toBe(28);
    expect(yearsBetween('1998-11-23', '2026-11-22')).toBe(27);
    expect(yearsBetween('2000-02-29', '2026-02-28')).toBe(25);
    expect(yearsBetween('2000-02-29', '2026-03-01')).toBe(26);
    expect(yearsBetween('2027-06-01', '2026-01-01')).toBe(-1);
    expect(parseAgeRange('Above 50')).toEqual([51, 200]);
    expect(parseAgeRange('26-30')).toEqual([26, 30]);
    expect(parseAgeRange('whatever')).toBeNull();
  });
});
