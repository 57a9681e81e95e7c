import { describe, expect, it } from 'vitest';
import { arrayLiteral, parseNumbers, rewriteList, tieNumbersNeeded, type EnteringEntry, type Tie } from './list-rewrite';

/** Members 1..n with tie-breaks: a higher number is a newer member here, as list numbers are given. */
const tieOf = (number: number): Tie => ({ createdAt: `2026-01-01T00:00:${String(number).padStart(2, '0')}.000000Z`, id: `00000000-0000-0000-0000-${String(number).padStart(12, '0')}` });
const entering = (number: number, score: number): EnteringEntry => ({ score, number, ...tieOf(number) });
const allTies = new Map(Array.from({ length: 60 }, (_, index) => [index, tieOf(index)] as const));

describe('a stored list rewritten by the upkeep', () => {
  // Listing order: score desc, then newer first.
  const list = { scores: [20, 18, 18, 18, 15], numbers: [7, 30, 20, 10, 40] };

  it('moves a member whose score changed to her new place, the others keep their order', () => {
    expect(rewriteList(list, new Set([20]), [entering(20, 21)], allTies)).toEqual({ scores: [21, 20, 18, 18, 15], numbers: [20, 7, 30, 10, 40] });
    expect(rewriteList(list, new Set([7]), [entering(7, 16)], allTies)).toEqual({ scores: [18, 18, 18, 16, 15], numbers: [30, 20, 10, 7, 40] });
  });

  it('places an entering member among equal scores by her tie-breaks (newer first)', () => {
    expect(rewriteList(list, new Set([25]), [entering(25, 18)], allTies)).toEqual({ scores: [20, 18, 18, 18, 18, 15], numbers: [7, 30, 25, 20, 10, 40] });
    expect(rewriteList(list, new Set([50]), [entering(50, 18)], allTies)?.numbers).toEqual([7, 50, 30, 20, 10, 40]);
    expect(rewriteList(list, new Set([1]), [entering(1, 18)], allTies)?.numbers).toEqual([7, 30, 20, 10, 1, 40]);
    expect(rewriteList(list, new Set([1]), [entering(1, 3)], allTies)?.numbers).toEqual([7, 30, 20, 10, 40, 1]);
  });

  it('takes a claimed member out when she no longer enters, and merges several entering at once', () => {
    expect(rewriteList(list, new Set([30, 40]), [], allTies)).toEqual({ scores: [20, 18, 18], numbers: [7, 20, 10] });
    expect(rewriteList(list, new Set([30, 41, 42]), [entering(42, 19), entering(41, 25), entering(30, 18)], allTies)?.numbers).toEqual([41, 7, 42, 30, 20, 10, 40]);
  });

  it('answers null when nothing moves (her score unchanged), so the list is not written', () => {
    expect(rewriteList(list, new Set([20]), [entering(20, 18)], allTies)).toBeNull();
    expect(rewriteList(list, new Set([99]), [], allTies)).toBeNull();
  });

  it('needs the tie-breaks only of kept entries sharing a score with an entering one, and refuses to guess without them', () => {
    const needed = new Set<number>();
    tieNumbersNeeded(list, new Set([20]), [entering(20, 18)], needed);
    expect([...needed].sort()).toEqual([10, 30]);
    expect(() => rewriteList(list, new Set([25]), [entering(25, 18)], new Map())).toThrow(/tie-break/);
    // A higher score than every kept entry needs none.
    expect(rewriteList(list, new Set([25]), [entering(25, 30)], new Map())?.numbers).toEqual([25, 7, 30, 20, 10, 40]);
  });

  it('reads and writes the arrays as PostgreSQL prints and parses them', () => {
    expect(parseNumbers('')).toEqual([]);
    expect(parseNumbers('3,-1,20')).toEqual([3, -1, 20]);
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral([3, 1])).toBe('{3,1}');
  });
});
