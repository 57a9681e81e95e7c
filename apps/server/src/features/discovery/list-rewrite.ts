/**
 * A stored list rewritten by the upkeep (docs/matching.md, "Kept up to date"), in the server rather than in SQL: the
 * list's entries without the batch's members, and the batch's members that enter it with their new scores, merged in
 * listing order (score, then `created_at` and id, each descending). The kept entries are already in that order, so
 * this is one merge, not a sort, and only the kept entries that share a score with an entering one need their
 * tie-breaks (`tieNumbersNeeded`). In SQL the same step sorted every list again and looked each tie up by its own
 * index probe, most of a batch's time.
 */

/** A batch member entering a list: her new score there and her order's tie-breaks. */
export interface EnteringEntry {
  score: number;
  /** `created_at` as fixed-width UTC text to the microsecond (`microseconds` in discovery.repo.ts): compares as text. */
  createdAt: string;
  id: string;
  number: number;
}

/** A member's tie-breaks, in the same text forms. */
export interface Tie {
  createdAt: string;
  id: string;
}

/** A list's entries as the head stores them: parallel arrays in listing order. */
export interface StoredEntries {
  scores: number[];
  numbers: number[];
}

/**
 * Parses `array_to_string(arr, ',')` of an integer array ('' for an empty one). By hand: a batch parses a few hundred
 * thousand numbers, and split-and-convert took three times as long.
 */
export function parseNumbers(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let negative = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 44 /* , */) {
      numbers.push(negative ? -value : value);
      value = 0;
      negative = false;
    } else if (code === 45 /* - */) negative = true;
    else value = value * 10 + (code - 48);
  }
  if (text.length > 0) numbers.push(negative ? -value : value);
  return numbers;
}

/** Listing order: higher score first, then the newer member, then the greater id (uuid text compares as its bytes). */
function ranksAbove(a: { score: number } & Tie, b: { score: number } & Tie): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
  return a.id > b.id;
}

/** The list numbers of kept entries whose tie-breaks the merge compares: those sharing a score with an entering one. */
export function tieNumbersNeeded(list: StoredEntries, leaving: ReadonlySet<number>, entering: readonly EnteringEntry[], into: Set<number>): void {
  if (entering.length === 0) return;
  const scores = new Set(entering.map((entry) => entry.score));
  list.numbers.forEach((number, index) => {
    if (scores.has(list.scores[index]!) && !leaving.has(number)) into.add(number);
  });
}

/**
 * The list's new entries: `leaving` (every claimed member) taken out, `entering` merged in. Null when they come out
 * the same as stored (nothing to write). `ties` must hold every number `tieNumbersNeeded` named.
 */
export function rewriteList(list: StoredEntries, leaving: ReadonlySet<number>, entering: readonly EnteringEntry[], ties: ReadonlyMap<number, Tie>): StoredEntries | null {
  const incoming = [...entering].sort((a, b) => (ranksAbove(a, b) ? -1 : ranksAbove(b, a) ? 1 : 0));
  const scores: number[] = [];
  const numbers: number[] = [];
  let next = 0;
  for (let index = 0; index < list.numbers.length; index += 1) {
    const number = list.numbers[index]!;
    if (leaving.has(number)) continue;
    const score = list.scores[index]!;
    while (next < incoming.length && incoming[next]!.score >= score) {
      const candidate = incoming[next]!;
      if (candidate.score === score) {
        const tie = ties.get(number);
        if (!tie) throw new Error(`list rewrite: no tie-break read for entry ${number}`);
        if (!ranksAbove(candidate, { score, ...tie })) break;
      }
      scores.push(candidate.score);
      numbers.push(candidate.number);
      next += 1;
    }
    scores.push(score);
    numbers.push(number);
  }
  for (; next < incoming.length; next += 1) {
    scores.push(incoming[next]!.score);
    numbers.push(incoming[next]!.number);
  }
  if (numbers.length !== list.numbers.length) return { scores, numbers };
  for (let index = 0; index < numbers.length; index += 1) {
    if (numbers[index] !== list.numbers[index] || scores[index] !== list.scores[index]) return { scores, numbers };
  }
  return null;
}

/** An integer array as PostgreSQL's array literal, for a `::integer[]` or `::smallint[]` parameter. */
export const arrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;
