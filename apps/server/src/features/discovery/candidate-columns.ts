import { SET_PREFERENCES, type SetPreference } from '@sakinah/contract';

/**
 * Every listed member's scored and filtered fields as columns of small integers, by list number (docs/matching.md,
 * "Builds from the candidate columns"): what a list build reads of each candidate, held by each instance so that a
 * build scores candidates in memory instead of in PostgreSQL. Text fields are coded by a dictionary of their own
 * (code 0: null); each set wish (sect, school, …) is a bit mask over its field's codes. Loaded and kept current by
 * candidate-index.ts; scored by candidate-ranking.ts, which the ranking test holds to `matchScore`.
 */

/** A member as candidate-index.repo.ts reads her (`candidateColumnsSql`), every field as PostgreSQL's text gives it. */
export interface CandidateRow {
  id: string;
  list_number: number;
  /** created_at as fixed-width UTC text to the microsecond. */
  created_at: string;
  gender: string | null;
  caste: string | null;
  /** The fixed discovery rules (fixedDiscoverySql) hold for her: a member, approved, not deleted, paused, hidden. */
  listed: boolean;
  dob: string | null;
  height: string | null;
  education: string | null;
  occupation: string | null;
  state: string | null;
  city: string | null;
  marital_status: string | null;
  age_range_preference: string | null;
  height_preference: string | null;
  education_preference: string | null;
  occupation_preference: string | null;
  location_preference: string | null;
  sect: string | null;
  school: string | null;
  community: string | null;
  prayer: string | null;
  islamic_education: string | null;
  mother_tongue: string | null;
  /** The JSON text of her partner preferences. */
  partner_preferences: string | null;
}

/** A set preference's column in CandidateRow (islamicEducation → islamic_education). */
export const setColumnOf = (key: SetPreference) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as 'sect' | 'islamic_education';

/** The text fields coded by a dictionary, each its own. */
export const CODED_FIELDS = [
  'caste', 'height', 'education', 'occupation', 'state', 'city', 'marital_status',
  'age_range_preference', 'height_preference', 'education_preference', 'occupation_preference', 'location_preference',
  'sect', 'school', 'community', 'prayer', 'islamic_education', 'mother_tongue',
] as const;
export type CodedField = (typeof CODED_FIELDS)[number];
/** The coded fields a bucket keeps a column of: all but the caste, which the bucket itself stands for. */
type ColumnField = Exclude<CodedField, 'caste'>;
const COLUMN_FIELDS = CODED_FIELDS.filter((field): field is ColumnField => field !== 'caste');

/** Most values a set wish's field may have for its masks (two 32-bit words); past it the columns refuse to serve. */
export const MAX_SET_VALUES = 64;

/** Text values and their codes; code 0 is null. */
export class Dictionary {
  readonly values: Array<string | null> = [null];
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  /** The code of a value already seen, or -1 (a value no member holds matches nobody). */
  find(value: string | null): number {
    if (value === null) return 0;
    return this.codes.get(value) ?? -1;
  }
  get size(): number {
    return this.values.length;
  }
}

/** A date (YYYY-MM-DD…) as the integer YYYYMMDD, which compares as the date does; 0 for none. */
export function dayNumber(date: string | null): number {
  if (!date) return 0;
  return Number(date.slice(0, 4)) * 10000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

/** Fixed-width UTC text to the microsecond as microseconds since 1970 (exact: below 2^53). */
export function microsecondsOf(text: string): number {
  const millis = Date.parse(`${text.slice(0, 19)}Z`);
  const fraction = text.slice(20, 26).padEnd(6, '0');
  return millis * 1000 + Number(fraction);
}

/** microsecondsOf's inverse, as `microseconds` (discovery.repo.ts) writes it. */
export function microsecondsText(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const fraction = String(micros - seconds * 1_000_000).padStart(6, '0');
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${fraction}Z`;
}

/** A height as the musts' SQL reads it (`^[0-9]'[0-9]{1,2}$`) in inches, or 0. */
export function mustInches(height: string | null): number {
  const match = height === null ? null : /^([0-9])'([0-9]{1,2})$/.exec(height);
  return match ? Number(match[1]) * 12 + Number(match[2]) : 0;
}

/** The partner preferences' JSON, each wish as the SQL reads it (jsonb operators), or nothing. */
export interface ParsedWishes {
  sets: Partial<Record<SetPreference, { values: string[]; must: boolean }>>;
  age: { from: number | null; to: number | null; must: boolean } | null;
  height: { from: number | null; to: number | null; must: boolean } | null;
}

/** `(w->>'must')::boolean` of a wish: JSON true, or text PostgreSQL reads as true. */
const mustOf = (wish: Record<string, unknown>) => wish.must === true || (typeof wish.must === 'string' && ['true', 't', 'yes', 'on', '1'].includes(wish.must.toLowerCase()));
/** `(w->>'from')::int`: a whole number, or null. */
const wholeOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : null);

export function parseWishes(json: string | null): ParsedWishes {
  const parsed: ParsedWishes = { sets: {}, age: null, height: null };
  if (!json) return parsed;
  const wishes = JSON.parse(json) as unknown;
  if (!wishes || typeof wishes !== 'object' || Array.isArray(wishes)) return parsed;
  const record = wishes as Record<string, unknown>;
  const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
  for (const key of SET_PREFERENCES) {
    const wish = asObject(record[key]);
    if (!wish) continue;
    // `values @> '["x"]'` holds for an array holding the text "x"; anything else holds nothing.
    const values = Array.isArray(wish.values) ? wish.values.filter((v): v is string => typeof v === 'string') : [];
    parsed.sets[key] = { values, must: mustOf(wish) };
  }
  for (const key of ['age', 'height'] as const) {
    const wish = asObject(record[key]);
    if (wish) parsed[key] = { from: wholeOf(wish.from), to: wholeOf(wish.to), must: mustOf(wish) };
  }
  return parsed;
}

/** Bits of mustKeys: one per set preference (its index), then the age and height musts. */
export const AGE_MUST_BIT = 1 << SET_PREFERENCES.length;
export const HEIGHT_MUST_BIT = 1 << (SET_PREFERENCES.length + 1);

const KEYS = SET_PREFERENCES.length;

/** Fields whose values may be free text (as many codes as members): 32-bit codes; every other field's fit 16 bits. */
const WIDE_FIELDS: ReadonlySet<CodedField> = new Set<CodedField>(['state', 'city', 'location_preference']);
const NARROW_CODES = 0xffff;

type Column = Uint8Array | Uint16Array | Uint32Array | Int32Array | Int16Array;

/**
 * The candidates of one gender and caste, each field a column indexed by her place in the bucket: a build reads its
 * buckets from start to end, so every column is read in order (the same columns indexed by list number were read in
 * the buckets' random order, a cache miss per field and candidate: 0.7–1 µs a candidate at 1M members, 40 times
 * this). A member who leaves a bucket is replaced by its last.
 */
export class CandidateBucket {
  size = 0;
  capacity = 0;
  numbers = new Int32Array(0);
  dob = new Int32Array(0);
  heightInches = new Uint8Array(0);
  readonly codes = Object.fromEntries(COLUMN_FIELDS.map((field) => [field, WIDE_FIELDS.has(field) ? new Uint32Array(0) : new Uint16Array(0)])) as Record<ColumnField, Uint32Array | Uint16Array>;
  /** Per set preference: her wish's values as two words of bits over that field's codes (bit = code − 1). */
  wishMasks = new Uint32Array(0);
  /** Which of her set wishes are musts (bit per SET_PREFERENCES index), and AGE_MUST_BIT, HEIGHT_MUST_BIT. */
  mustKeys = new Uint16Array(0);
  /** Her age and height musts' bounds (from, to; a missing bound admits nobody). */
  mustRanges = new Int16Array(0);

  private columns(): Array<[Column, number]> {
    return [
      [this.numbers, 1], [this.dob, 1], [this.heightInches, 1], [this.wishMasks, KEYS * 2], [this.mustKeys, 1], [this.mustRanges, 4],
      ...COLUMN_FIELDS.map((field) => [this.codes[field], 1] as [Column, number]),
    ];
  }

  /** A free place at the end, the columns grown by a quarter when full. */
  append(): number {
    if (this.size === this.capacity) {
      const capacity = Math.max(64, Math.ceil(this.capacity * 1.25));
      const widen = <T extends Column>(old: T, per: number): T => {
        const next = new (old.constructor as new (length: number) => T)(capacity * per);
        next.set(old);
        return next;
      };
      this.numbers = widen(this.numbers, 1);
      this.dob = widen(this.dob, 1);
      this.heightInches = widen(this.heightInches, 1);
      this.wishMasks = widen(this.wishMasks, KEYS * 2);
      this.mustKeys = widen(this.mustKeys, 1);
      this.mustRanges = widen(this.mustRanges, 4);
      for (const field of COLUMN_FIELDS) this.codes[field] = widen(this.codes[field], 1);
      this.capacity = capacity;
    }
    this.size += 1;
    return this.size - 1;
  }

  /** Moves the last member into `place` (its number is returned, or -1 when `place` was the last), and shrinks by one. */
  removeAt(place: number): number {
    const last = this.size - 1;
    this.size = last;
    if (place === last) return -1;
    for (const [column, per] of this.columns()) column.copyWithin(place * per, last * per, (last + 1) * per);
    return this.numbers[place]!;
  }

  get bytes(): number {
    return this.columns().reduce((sum, [column]) => sum + column.byteLength, 0);
  }
}

/**
 * The columns: candidates in buckets by gender and caste (the build's first cut), and by list number what only a
 * list's order needs (created_at and id, for ties) and where each member is. Members who are not listed are absent.
 */
export class CandidateColumns {
  readonly dictionaries = Object.fromEntries(CODED_FIELDS.map((field) => [field, new Dictionary()])) as Record<CodedField, Dictionary>;
  /** Buckets by `${gender} ${caste code}`. */
  readonly buckets = new Map<string, CandidateBucket>();
  private capacity = 0;
  createdAt = new Float64Array(0);
  /** The uuid as four 32-bit words, most significant first: compares as its text does. */
  idWords = new Uint32Array(0);
  private bucketOf: Array<CandidateBucket | undefined> = [];
  private placeOf = new Int32Array(0);
  /** A field had more values than its codes or masks hold: builds go to SQL. */
  overflowed = false;
  members = 0;

  private grow(number: number): void {
    if (number < this.capacity) return;
    let capacity = Math.max(1024, this.capacity);
    while (capacity <= number) capacity *= 2;
    const createdAt = new Float64Array(capacity);
    createdAt.set(this.createdAt);
    const idWords = new Uint32Array(capacity * 4);
    idWords.set(this.idWords);
    const placeOf = new Int32Array(capacity);
    placeOf.set(this.placeOf);
    this.createdAt = createdAt;
    this.idWords = idWords;
    this.placeOf = placeOf;
    this.capacity = capacity;
  }

  /** Writes a member as read now: listed, she is (again) a candidate with these fields; otherwise she is dropped. */
  put(row: CandidateRow): void {
    const n = Number(row.list_number);
    this.remove(n);
    const gender = row.gender === 'female' ? 1 : row.gender === 'male' ? 2 : 0;
    if (!row.listed || gender === 0 || row.caste === null) return;
    this.grow(n);
    this.createdAt[n] = microsecondsOf(row.created_at);
    const hex = row.id.replace(/-/g, '');
    for (let word = 0; word < 4; word += 1) this.idWords[n * 4 + word] = parseInt(hex.slice(word * 8, word * 8 + 8), 16);
    const bucketKey = `${gender} ${this.dictionaries.caste.code(row.caste)}`;
    let bucket = this.buckets.get(bucketKey);
    if (!bucket) this.buckets.set(bucketKey, (bucket = new CandidateBucket()));
    const at = bucket.append();
    bucket.numbers[at] = n;
    bucket.dob[at] = dayNumber(row.dob);
    bucket.heightInches[at] = mustInches(row.height);
    for (const field of COLUMN_FIELDS) {
      const code = this.dictionaries[field].code(row[field]);
      if (code > NARROW_CODES && !WIDE_FIELDS.has(field)) this.overflowed = true;
      bucket.codes[field][at] = code;
    }
    const wishes = parseWishes(row.partner_preferences);
    let mustKeys = 0;
    SET_PREFERENCES.forEach((key, index) => {
      const wish = wishes.sets[key];
      let low = 0;
      let high = 0;
      if (wish) {
        const dictionary = this.dictionaries[setColumnOf(key)];
        for (const value of wish.values) {
          const bit = dictionary.code(value) - 1;
          if (bit >= MAX_SET_VALUES) this.overflowed = true;
          else if (bit < 32) low |= 1 << bit;
          else high |= 1 << (bit - 32);
        }
        if (wish.must) mustKeys |= 1 << index;
      }
      bucket.wishMasks[(at * KEYS + index) * 2] = low >>> 0;
      bucket.wishMasks[(at * KEYS + index) * 2 + 1] = high >>> 0;
    });
    const range = (wish: ParsedWishes['age'], bit: number, offset: number) => {
      bucket.mustRanges[at * 4 + offset] = 0;
      bucket.mustRanges[at * 4 + offset + 1] = 0;
      // A must with a missing bound admits nobody (`between null and …` is never true): from 1 to 0.
      if (!wish?.must) return;
      mustKeys |= bit;
      bucket.mustRanges[at * 4 + offset] = wish.from ?? 1;
      bucket.mustRanges[at * 4 + offset + 1] = wish.from === null || wish.to === null ? 0 : wish.to;
    };
    range(wishes.age, AGE_MUST_BIT, 0);
    range(wishes.height, HEIGHT_MUST_BIT, 2);
    bucket.mustKeys[at] = mustKeys;
    for (const key of SET_PREFERENCES) if (this.dictionaries[setColumnOf(key)].size > MAX_SET_VALUES + 1) this.overflowed = true;
    this.bucketOf[n] = bucket;
    this.placeOf[n] = at;
    this.members += 1;
  }

  /** Drops a member from the candidates (no longer listed, or about to be written again). */
  remove(n: number): void {
    const bucket = this.bucketOf[n];
    if (!bucket) return;
    const moved = bucket.removeAt(this.placeOf[n]!);
    if (moved >= 0) this.placeOf[moved] = this.placeOf[n]!;
    this.bucketOf[n] = undefined;
    this.members -= 1;
  }

  /** The candidates of one gender (1 female, 2 male) and caste, or none. */
  bucket(gender: number, caste: string): CandidateBucket | null {
    const code = this.dictionaries.caste.find(caste);
    return code <= 0 ? null : (this.buckets.get(`${gender} ${code}`) ?? null);
  }

  /** The list numbers of a gender and caste's candidates (tests). */
  numbersOf(gender: number, caste: string): number[] {
    const bucket = this.bucket(gender, caste);
    return bucket ? [...bucket.numbers.subarray(0, bucket.size)].sort((a, b) => a - b) : [];
  }

  /** The bytes the columns hold (typed arrays; dictionaries not counted). */
  get bytes(): number {
    let sum = this.createdAt.byteLength + this.idWords.byteLength + this.placeOf.byteLength;
    for (const bucket of this.buckets.values()) sum += bucket.bytes;
    return sum;
  }
}

