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
    });
    expect(matchScore(viewer, candidate, '2026-11-22')).toBe(21);
    expect(MAX_MATCH_SCORE).toBe(22);
    expect(MATCH_WEIGHTS.preferenceAny).toBeLessThan(MATCH_WEIGHTS.preferenceMet);
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
