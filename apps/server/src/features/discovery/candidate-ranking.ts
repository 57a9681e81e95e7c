import { AGE_RANGE_PREFERENCES, ANY_OPTION, SET_PREFERENCES } from '@sakinah/contract';
import {
  AGE_MUST_BIT, HEIGHT_MUST_BIT, dayNumber, microsecondsText, mustInches, parseWishes, setColumnOf,
  type CandidateBucket, type CandidateColumns, type CandidateRow, type Dictionary,
} from './candidate-columns';
import { MATCH_WEIGHTS, locationNeedle, parseAgeRange, yearsBetween } from './match-score';

/**
 * A list build scored from the candidate columns (candidate-columns.ts) instead of in PostgreSQL: the same members
 * `buildMatchList`'s statement chooses (the fixed rules, her gender and castes, the filters, the musts both ways) with
 * the same scores (`pairScoreSql`, `matchScore`), in the same order (score, created_at, id, each descending), cut at
 * the same size. Per build, each of her wishes and attributes becomes a table over a field's codes, so that a
 * candidate costs a few array reads. The ranking test holds it to `matchScore` over generated members.
 */

/** What the build's filters keep (preparedFilterValues without the castes, which come as `castes`). */
export interface RankingFilters {
  dobFrom: string | null;
  dobTo: string | null;
  maritalStatus: readonly string[];
  education: readonly string[];
  occupation: readonly string[];
  height: readonly string[];
  state: string | null;
  city: string | null;
}

export interface RankingRequest {
  /** Her own row, read in the build's transaction (her wishes and attributes as the SQL's `v` and `vm` read them). */
  viewer: CandidateRow;
  /** 'female' or 'male': the candidates' gender. */
  candidateGender: 'female' | 'male';
  /** The castes whose members are candidates (hers, narrowed by a filter's). */
  castes: readonly string[];
  filters: RankingFilters | null;
  /** The listing's day (the score's ages). */
  today: string;
  /** PostgreSQL's current_date (the musts' ages, as mutualMustsSql reads them). */
  currentDate: string;
  size: number;
}

export interface RankedList {
  numbers: number[];
  scores: number[];
  /** The last entry's key when the list was cut at its size, else null. */
  boundary: { score: number; createdAt: string; id: string } | null;
}

/** PostgreSQL's `(day - make_interval(years => n))::date` as YYYYMMDD: 29 February becomes the 28th. */
export function yearsBefore(day: number, years: number): number {
  const year = Math.floor(day / 10000) - years;
  const month = Math.floor(day / 100) % 100;
  const date = day % 100;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year * 10000 + month * 100 + Math.min(date, last);
}

/** A table over a dictionary's codes: `value(text)` for each code (code 0, null, gets `value(null)`). */
function table(dictionary: Dictionary, value: (text: string | null) => number): Uint8Array {
  const out = new Uint8Array(dictionary.size);
  for (let code = 0; code < dictionary.size; code += 1) out[code] = value(dictionary.values[code]!);
  return out;
}

/** A table that is 1 for the codes of these values (null never): a filter's or a wish's set. */
function setTable(dictionary: Dictionary, values: readonly string[]): Uint8Array {
  const out = new Uint8Array(dictionary.size);
  for (const value of values) {
    const code = dictionary.find(value);
    if (code > 0) out[code] = 1;
  }
  return out;
}

const KEYS = SET_PREFERENCES.length;
const W = MATCH_WEIGHTS;

/** The viewer's wish on a candidate's attribute ('Any', an exact value, or none), as pairScoreSql's `wish`. */
const viewerWishTable = (dictionary: Dictionary, preference: string | null) =>
  table(dictionary, (value) => (!preference ? 0 : preference === ANY_OPTION ? W.preferenceAny : value === preference ? W.preferenceMet : 0));

/** A candidate's wish on the viewer's attribute, as pairScoreSql's `theirWish` (her empty wish equals a missing one). */
const candidateWishTable = (dictionary: Dictionary, mine: string | null) =>
  table(dictionary, (wish) => (wish === ANY_OPTION ? W.preferenceAny : wish !== null && wish === (mine ?? '') ? W.preferenceMet : 0));

/** Her age-range wish as the birth dates it admits (scoringViewerColumns' v_born_after, v_born_by), or null. */
function bornBetween(preference: string | null, today: number): { after: number; by: number } | null {
  if (!preference) return null;
  const span = /^([0-9]{1,3})-([0-9]{1,3})$/.exec(preference);
  const above = /^Above ([0-9]{1,3})$/.exec(preference);
  const min = span ? Number(span[1]) : above ? Number(above[1]) + 1 : null;
  const max = span ? Number(span[2]) : above ? 200 : null;
  if (min === null || max === null) return null;
  return { after: yearsBefore(today, max + 1), by: yearsBefore(today, min) };
}

/**
 * Candidates scored between two turns of the event loop (rankCandidatesInSlices): 1–2 ms at 1M members
 * (bench:columns), where a whole build of twenty castes held the loop for 25–35 ms.
 */
export const SCAN_SLICE = 10_000;

/** The best `size` candidates for her, scanned in one go (tests, and tools that own the columns alone). */
export function rankCandidates(columns: CandidateColumns, request: RankingRequest): RankedList {
  const scan = scanSlices(columns, request, Infinity);
  for (;;) {
    const step = scan.next();
    if (step.done) return step.value;
  }
}

/**
 * rankCandidates with a turn of the event loop (`between`) after every `slice` candidates, so that other requests
 * are served while a large build scans. The caller keeps the columns unchanged until it resolves (CandidateIndex's
 * reading lease): a catch-up between two slices could move a member not yet scanned into a place already scanned.
 */
export async function rankCandidatesInSlices(
  columns: CandidateColumns,
  request: RankingRequest,
  between: () => Promise<void>,
  slice = SCAN_SLICE,
): Promise<RankedList> {
  const scan = scanSlices(columns, request, slice);
  for (;;) {
    const step = scan.next();
    if (step.done) return step.value;
    await between();
  }
}

/** The scan behind both: yields after every `slice` candidates, returns the list. */
function* scanSlices(columns: CandidateColumns, request: RankingRequest, slice: number): Generator<void, RankedList, void> {
  const { viewer, today, currentDate, size } = request;
  const d = columns.dictionaries;
  const todayNumber = dayNumber(today);
  const currentNumber = dayNumber(currentDate);
  const viewerNumber = Number(viewer.list_number);

  // Her side of the score, per code.
  const born = bornBetween(viewer.age_range_preference, todayNumber);
  const heightWish = viewerWishTable(d.height, viewer.height_preference);
  const educationWish = viewerWishTable(d.education, viewer.education_preference);
  const occupationWish = viewerWishTable(d.occupation, viewer.occupation_preference);
  const needle = viewer.location_preference ? locationNeedle(viewer.location_preference).toLowerCase() : null;
  const placeHolds = (place: string | null) => (needle !== null && place !== null && place.toLowerCase().includes(needle) ? 1 : 0);
  const stateWish = table(d.state, placeHolds);
  const cityWish = table(d.city, placeHolds);
  // The candidate's side, per code of her wishes.
  const viewerAge = viewer.dob ? yearsBetween(viewer.dob.slice(0, 10), today) : null;
  const ageRangeWish = table(d.age_range_preference, (wish) => {
    if (viewerAge === null || wish === null || !(AGE_RANGE_PREFERENCES as readonly string[]).includes(wish)) return 0;
    const [low, high] = parseAgeRange(wish)!;
    return viewerAge >= low && viewerAge <= high ? W.ageInRange : 0;
  });
  const heightTheirs = candidateWishTable(d.height_preference, viewer.height);
  const educationTheirs = candidateWishTable(d.education_preference, viewer.education);
  const occupationTheirs = candidateWishTable(d.occupation_preference, viewer.occupation);
  const stateLower = (viewer.state ?? '').toLowerCase();
  const cityLower = (viewer.city ?? '').toLowerCase();
  const hasPlace = stateLower !== '' || cityLower !== '';
  // Lazily, per code: a free-text wish may have as many codes as members.
  const locationTheirs = new Int8Array(d.location_preference.size).fill(-1);
  const locationTheirsOf = (code: number) => {
    let known = locationTheirs[code]!;
    if (known < 0) {
      const wish = d.location_preference.values[code] ?? null;
      const lower = wish === null ? '' : wish.toLowerCase();
      known = hasPlace && lower !== '' && (stateLower.includes(lower) || cityLower.includes(lower)) ? W.locationMet : 0;
      locationTheirs[code] = known;
    }
    return known;
  };
  const sect = d.sect.find(viewer.sect);
  const school = d.school.find(viewer.school);
  const prayer = d.prayer.find(viewer.prayer);

  // Her wishes on the sets: nice-to-haves score, musts filter.
  const wishes = parseWishes(viewer.partner_preferences);
  const niceTables: Array<Uint8Array | null> = [];
  const mustTables: Array<Uint8Array | null> = [];
  // Her value of each set field as the candidates' masks test it: the word and the bit (none: never held).
  const myWord = new Int32Array(KEYS).fill(-1);
  const myBit = new Uint32Array(KEYS);
  SET_PREFERENCES.forEach((key, index) => {
    const column = setColumnOf(key);
    const wish = wishes.sets[key];
    niceTables.push(wish && !wish.must ? setTable(d[column], wish.values) : null);
    mustTables.push(wish?.must ? setTable(d[column], wish.values) : null);
    const code = d[column].find(viewer[column]);
    if (code > 0) {
      myWord[index] = code - 1 < 32 ? 0 : 1;
      myBit[index] = (1 << ((code - 1) % 32)) >>> 0;
    }
  });
  // Her age and height musts as birth dates and inches; her own age and inches for the candidates' musts.
  const ageMust = wishes.age?.must ? wishes.age : null;
  const ageMustAfter = ageMust && ageMust.from !== null && ageMust.to !== null ? yearsBefore(currentNumber, ageMust.to + 1) : 0;
  const ageMustBy = ageMust && ageMust.from !== null && ageMust.to !== null ? yearsBefore(currentNumber, ageMust.from) : -1;
  const heightMust = wishes.height?.must ? wishes.height : null;
  const myMustAge = viewer.dob ? yearsBetween(viewer.dob.slice(0, 10), currentDate) : null;
  const myInches = mustInches(viewer.height);

  // The filters, as tables (none: everyone passes).
  const f = request.filters;
  const filterTable = (dictionary: Dictionary, values: readonly string[] | undefined) => (values && values.length > 0 ? setTable(dictionary, values) : null);
  const maritalFilter = filterTable(d.marital_status, f?.maritalStatus);
  const educationFilter = filterTable(d.education, f?.education);
  const occupationFilter = filterTable(d.occupation, f?.occupation);
  const heightFilter = filterTable(d.height, f?.height);
  const stateFilter = f?.state ? d.state.find(f.state) : null;
  const cityFilter = f?.city ? d.city.find(f.city) : null;
  const dobFrom = f?.dobFrom ? dayNumber(f.dobFrom) : null;
  const dobTo = f?.dobTo ? dayNumber(f.dobTo) : null;

  const plan: BucketPlan = {
    viewerNumber, born, heightWish, educationWish, occupationWish, stateWish, cityWish, ageRangeWish, heightTheirs, educationTheirs,
    occupationTheirs, locationTheirsOf, sect, school, prayer, niceTables, mustTables, myWord, myBit, ageMust, ageMustAfter, ageMustBy,
    heightMust, myMustAge, myInches, maritalFilter, educationFilter, occupationFilter, heightFilter, stateFilter, cityFilter, dobFrom, dobTo,
  };
  const gender = request.candidateGender === 'female' ? 1 : 2;
  const buckets = [...new Set(request.castes)].flatMap((caste) => columns.bucket(gender, caste) ?? []);
  // Sized once for every candidate: arrays grown by push cost collections that held the event loop 10–20 ms.
  const total = buckets.reduce((sum, bucket) => sum + bucket.size, 0);
  const found: Found = { numbers: new Int32Array(total), scores: new Uint8Array(total), count: 0, histogram: new Uint32Array(256) };
  // Candidates scanned since the last turn, across buckets (twenty castes of 13,000 each at 1M members).
  let sinceTurn = 0;
  for (const bucket of buckets) {
    for (let from = 0; from < bucket.size; ) {
      if (sinceTurn >= slice) {
        yield;
        sinceTurn = 0;
      }
      const to = Math.min(bucket.size, from + (slice - sinceTurn));
      scanBucket(bucket, plan, found, from, to);
      sinceTurn += to - from;
      from = to;
    }
  }
  return cutAtSize(columns, found, size);
}

/** A build's tables and bounds (rankCandidates), read by scanBucket for every candidate. */
interface BucketPlan {
  viewerNumber: number;
  born: { after: number; by: number } | null;
  heightWish: Uint8Array; educationWish: Uint8Array; occupationWish: Uint8Array; stateWish: Uint8Array; cityWish: Uint8Array;
  ageRangeWish: Uint8Array; heightTheirs: Uint8Array; educationTheirs: Uint8Array; occupationTheirs: Uint8Array;
  locationTheirsOf: (code: number) => number;
  sect: number; school: number; prayer: number;
  niceTables: Array<Uint8Array | null>; mustTables: Array<Uint8Array | null>;
  myWord: Int32Array; myBit: Uint32Array;
  ageMust: unknown; ageMustAfter: number; ageMustBy: number;
  heightMust: { from: number | null; to: number | null } | null;
  myMustAge: number | null; myInches: number;
  maritalFilter: Uint8Array | null; educationFilter: Uint8Array | null; occupationFilter: Uint8Array | null; heightFilter: Uint8Array | null;
  stateFilter: number | null; cityFilter: number | null; dobFrom: number | null; dobTo: number | null;
}

/** The candidates a build keeps, with their scores, and how many it keeps of each score. */
interface Found {
  numbers: Int32Array;
  scores: Uint8Array;
  /** How many of numbers and scores are filled. */
  count: number;
  histogram: Uint32Array;
}

/** One bucket's candidates at places [from, to), in their order in its columns: those the filters and musts keep, scored. */
function scanBucket(bucket: CandidateBucket, p: BucketPlan, found: Found, from: number, to: number): void {
  const { numbers, dob: dobs, heightInches, wishMasks: masks, mustKeys: mustKeysOf, mustRanges: ranges } = bucket;
  const c = bucket.codes;
  const colMaritalStatus = c.marital_status;
  const colEducation = c.education;
  const colOccupation = c.occupation;
  const colHeight = c.height;
  const colState = c.state;
  const colCity = c.city;
  const colAgeRangePreference = c.age_range_preference;
  const colHeightPreference = c.height_preference;
  const colEducationPreference = c.education_preference;
  const colOccupationPreference = c.occupation_preference;
  const colLocationPreference = c.location_preference;
  const colSect = c.sect;
  const colSchool = c.school;
  const colPrayer = c.prayer;
  const setCodes = SET_PREFERENCES.map((key) => c[setColumnOf(key)]);
  const { born, myWord, myBit, niceTables, mustTables, heightMust } = p;
  // Only the set keys that can matter to this build: her musts, her nice-to-haves, the fields she has a value in.
  const keys = [...Array(KEYS).keys()];
  const mustKeyList = keys.filter((k) => mustTables[k] !== null);
  const niceKeyList = keys.filter((k) => niceTables[k] !== null);
  const myKeyList = keys.filter((k) => myWord[k]! >= 0);
  for (let i = from; i < to; i += 1) {
    const n = numbers[i]!;
    if (n === p.viewerNumber) continue;
    const dob = dobs[i]!;
    // Filters.
    if (p.dobFrom !== null && !(dob !== 0 && dob > p.dobFrom)) continue;
    if (p.dobTo !== null && !(dob !== 0 && dob <= p.dobTo)) continue;
    if (p.maritalFilter && p.maritalFilter[colMaritalStatus[i]!] !== 1) continue;
    if (p.educationFilter && p.educationFilter[colEducation[i]!] !== 1) continue;
    if (p.occupationFilter && p.occupationFilter[colOccupation[i]!] !== 1) continue;
    if (p.heightFilter && p.heightFilter[colHeight[i]!] !== 1) continue;
    if (p.stateFilter !== null && colState[i] !== p.stateFilter) continue;
    if (p.cityFilter !== null && colCity[i] !== p.cityFilter) continue;
    // Her musts on the candidate.
    let passes = true;
    for (let j = 0; j < mustKeyList.length; j += 1) {
      const k = mustKeyList[j]!;
      if (mustTables[k]![setCodes[k]![i]!] !== 1) {
        passes = false;
        break;
      }
    }
    if (!passes) continue;
    if (p.ageMust && !(dob !== 0 && dob > p.ageMustAfter && dob <= p.ageMustBy)) continue;
    if (heightMust) {
      const inches = heightInches[i]!;
      if (inches === 0 || heightMust.from === null || heightMust.to === null || inches < heightMust.from || inches > heightMust.to) continue;
    }
    // The candidate's musts on her.
    const mustKeys = mustKeysOf[i]!;
    if (mustKeys !== 0) {
      for (let k = 0; k < KEYS && passes; k += 1) {
        if ((mustKeys & (1 << k)) === 0) continue;
        passes = myWord[k]! >= 0 && (masks[(i * KEYS + k) * 2 + myWord[k]!]! & myBit[k]!) !== 0;
      }
      if (passes && mustKeys & AGE_MUST_BIT) passes = p.myMustAge !== null && p.myMustAge >= ranges[i * 4]! && p.myMustAge <= ranges[i * 4 + 1]!;
      if (passes && mustKeys & HEIGHT_MUST_BIT) passes = p.myInches !== 0 && p.myInches >= ranges[i * 4 + 2]! && p.myInches <= ranges[i * 4 + 3]!;
      if (!passes) continue;
    }
    // The score: pairScoreSql's parts in its order.
    let score =
      (born !== null && dob !== 0 && dob > born.after && dob <= born.by ? W.ageInRange : 0) +
      p.heightWish[colHeight[i]!]! + p.educationWish[colEducation[i]!]! + p.occupationWish[colOccupation[i]!]! +
      (p.stateWish[colState[i]!]! === 1 || p.cityWish[colCity[i]!]! === 1 ? W.locationMet : 0) +
      p.ageRangeWish[colAgeRangePreference[i]!]! +
      p.heightTheirs[colHeightPreference[i]!]! + p.educationTheirs[colEducationPreference[i]!]! + p.occupationTheirs[colOccupationPreference[i]!]! +
      p.locationTheirsOf(colLocationPreference[i]!) +
      (p.sect > 0 && colSect[i] === p.sect ? W.sameSect : 0) +
      (p.school > 0 && colSchool[i] === p.school ? W.sameSchool : 0) +
      (p.prayer > 0 && colPrayer[i] === p.prayer ? W.samePrayer : 0);
    for (let j = 0; j < niceKeyList.length; j += 1) {
      const k = niceKeyList[j]!;
      if (niceTables[k]![setCodes[k]![i]!] === 1) score += W.niceToHave;
    }
    for (let j = 0; j < myKeyList.length; j += 1) {
      const k = myKeyList[j]!;
      if ((mustKeys & (1 << k)) === 0 && (masks[(i * KEYS + k) * 2 + myWord[k]!]! & myBit[k]!) !== 0) score += W.niceToHave;
    }
    found.numbers[found.count] = n;
    found.scores[found.count] = score;
    found.count += 1;
    found.histogram[score] = found.histogram[score]! + 1;
  }
}

/** Listing order between two candidates of one score: the newer first, then the greater id. */
function newerFirst(columns: CandidateColumns, a: number, b: number): number {
  const created = columns.createdAt[b]! - columns.createdAt[a]!;
  if (created !== 0) return created;
  for (let word = 0; word < 4; word += 1) {
    const diff = columns.idWords[b * 4 + word]! - columns.idWords[a * 4 + word]!;
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The first `count` of `items` in `order`, sorted: a bounded heap whose root is the last kept, so that a large group
 * costs about one comparison per item instead of a full sort (a score group of 50,000 took 10–15 ms to sort).
 */
export function firstInOrder(items: number[], count: number, order: (a: number, b: number) => number): number[] {
  if (items.length <= count) return items.sort(order);
  if (count <= 0) return [];
  const heap: number[] = [];
  const after = (i: number, j: number) => order(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && after(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      continue;
    }
    if (order(item, heap[0]!) >= 0) continue;
    heap[0] = item;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let last = i;
      if (left < heap.length && after(left, last)) last = left;
      if (right < heap.length && after(right, last)) last = right;
      if (last === i) break;
      swap(i, last);
      i = last;
    }
  }
  return heap.sort(order);
}

/** The best `size` in listing order: the scores above the cut whole, the cut's own score by its tie-breaks. */
function cutAtSize(columns: CandidateColumns, found: Found, size: number): RankedList {
  const { numbers: chosen, scores, histogram, count } = found;
  let cut = 0;
  let above = 0;
  for (let score = histogram.length - 1; score >= 0; score -= 1) {
    if (above + histogram[score]! >= size) {
      cut = score;
      break;
    }
    above += histogram[score]!;
  }
  const byScore = new Map<number, number[]>();
  for (let index = 0; index < count; index += 1) {
    const score = scores[index]!;
    if (score < cut) continue;
    let group = byScore.get(score);
    if (!group) byScore.set(score, (group = []));
    group.push(chosen[index]!);
  }
  const numbers: number[] = [];
  const listScores: number[] = [];
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    // The groups above the cut hold fewer than `size` together; the cut's own may hold tens of thousands.
    const group = firstInOrder(byScore.get(score)!, size - numbers.length, (a, b) => newerFirst(columns, a, b));
    for (const n of group) {
      if (numbers.length === size) break;
      numbers.push(n);
      listScores.push(score);
    }
  }
  const full = count >= size;
  const last = numbers[numbers.length - 1];
  const boundary =
    full && last !== undefined
      ? { score: listScores[listScores.length - 1]!, createdAt: microsecondsText(columns.createdAt[last]!), id: uuidOf(columns, last) }
      : null;
  return { numbers, scores: listScores, boundary };
}

/** A candidate's id as text, from its four words. */
export function uuidOf(columns: CandidateColumns, n: number): string {
  const hex = [0, 1, 2, 3].map((word) => columns.idWords[n * 4 + word]!.toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
