import { AGE_MAX, AGE_MIN, HEIGHT_OPTIONS } from '@sakinah/contract';

/** What the sidebar holds. Ages are the text typed so far, applied only once they are valid. */
export interface FilterState {
  caste: string[];
  ageMin: string;
  ageMax: string;
  maritalStatus: string[];
  education: string[];
  occupation: string[];
  height: string[];
  state: string;
  city: string;
}

export type ListFilter = 'caste' | 'maritalStatus' | 'education' | 'occupation' | 'height';

export const EMPTY_FILTERS: FilterState = {
  caste: [],
  ageMin: '',
  ageMax: '',
  maritalStatus: [],
  education: [],
  occupation: [],
  height: [],
  state: '',
  city: '',
};

/** The filters sent to the server (and the query key): only complete, valid values. */
export interface AppliedFilters {
  caste: string[];
  ageMin?: number;
  ageMax?: number;
  maritalStatus: string[];
  education: string[];
  occupation: string[];
  height: string[];
  state?: string;
  city?: string;
}

function parseAge(text: string): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= AGE_MIN && value <= AGE_MAX ? value : undefined;
}

/** Why an age box is not applied yet, for the hint under it: the text's key (with AGE_MIN and AGE_MAX as min and max). */
export function ageProblem(filters: FilterState): 'discovery.ageRange' | 'discovery.ageCrossed' | null {
  for (const text of [filters.ageMin, filters.ageMax]) {
    // One digit is an age still being typed; only judge it once it could be complete.
    if (text.trim().length > 1 && parseAge(text) === undefined) return 'discovery.ageRange';
  }
  const min = parseAge(filters.ageMin);
  const max = parseAge(filters.ageMax);
  if (min !== undefined && max !== undefined && min > max) return 'discovery.ageCrossed';
  return null;
}

export function applyFilters(filters: FilterState): AppliedFilters {
  let ageMin = parseAge(filters.ageMin);
  let ageMax = parseAge(filters.ageMax);
  // A crossed range would be refused by the server; keep the last valid list until it is fixed.
  if (ageMin !== undefined && ageMax !== undefined && ageMin > ageMax) {
    ageMin = undefined;
    ageMax = undefined;
  }
  return {
    caste: [...filters.caste].sort(),
    ageMin,
    ageMax,
    maritalStatus: [...filters.maritalStatus].sort(),
    education: [...filters.education].sort(),
    occupation: [...filters.occupation].sort(),
    height: [...filters.height].sort(),
    state: filters.state || undefined,
    city: (filters.state && filters.city) || undefined,
  };
}

/** `caste=Syed&caste=Khan&ageMin=21…` (a key repeats for several values). */
export function filterParams(applied: AppliedFilters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams();
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  for (const key of ['caste', 'maritalStatus', 'education', 'occupation', 'height'] as const) {
    for (const value of applied[key]) params.append(key, value);
  }
  if (applied.ageMin !== undefined) params.set('ageMin', String(applied.ageMin));
  if (applied.ageMax !== undefined) params.set('ageMax', String(applied.ageMax));
  if (applied.state) params.set('state', applied.state);
  if (applied.city) params.set('city', applied.city);
  return params.toString();
}

export function heightChipLabel(value: string): string {
  return HEIGHT_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** How the chips are worded, in the reader's language (the view passes its t()). */
export interface ChipWords {
  ageRange: (min: number, max: number) => string;
  ageFrom: (min: number) => string;
  ageTo: (max: number) => string;
  height: (label: string) => string;
  /** A stored value of one of the option lists, as shown. */
  option: (list: 'marital' | 'education' | 'occupation', value: string) => string;
}

export interface FilterChip {
  key: string;
  label: string;
  /** The filters without this one. */
  remove: (filters: FilterState) => FilterState;
}

const without = (list: string[], value: string) => list.filter((item) => item !== value);

/** One removable chip per applied value, in sidebar order. */
export function filterChips(applied: AppliedFilters, words: ChipWords): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const value of applied.caste) {
    chips.push({ key: `caste:${value}`, label: value, remove: (f) => ({ ...f, caste: without(f.caste, value) }) });
  }
  if (applied.ageMin !== undefined || applied.ageMax !== undefined) {
    const label =
      applied.ageMin !== undefined && applied.ageMax !== undefined
        ? words.ageRange(applied.ageMin, applied.ageMax)
        : applied.ageMin !== undefined
          ? words.ageFrom(applied.ageMin)
          : words.ageTo(applied.ageMax ?? AGE_MAX);
    chips.push({ key: 'age', label, remove: (f) => ({ ...f, ageMin: '', ageMax: '' }) });
  }
  for (const value of applied.maritalStatus) {
    chips.push({ key: `marital:${value}`, label: words.option('marital', value), remove: (f) => ({ ...f, maritalStatus: without(f.maritalStatus, value) }) });
  }
  for (const value of applied.education) {
    chips.push({ key: `education:${value}`, label: words.option('education', value), remove: (f) => ({ ...f, education: without(f.education, value) }) });
  }
  for (const value of applied.occupation) {
    chips.push({ key: `occupation:${value}`, label: words.option('occupation', value), remove: (f) => ({ ...f, occupation: without(f.occupation, value) }) });
  }
  if (applied.state) {
    chips.push({ key: 'state', label: applied.state, remove: (f) => ({ ...f, state: '', city: '' }) });
  }
  if (applied.city) {
    chips.push({ key: 'city', label: applied.city, remove: (f) => ({ ...f, city: '' }) });
  }
  for (const value of applied.height) {
    chips.push({ key: `height:${value}`, label: words.height(heightChipLabel(value)), remove: (f) => ({ ...f, height: without(f.height, value) }) });
  }
  return chips;
}

export function hasAnyFilter(filters: FilterState): boolean {
  return (
    filters.caste.length + filters.maritalStatus.length + filters.education.length + filters.occupation.length + filters.height.length > 0 ||
    filters.ageMin !== '' ||
    filters.ageMax !== '' ||
    filters.state !== '' ||
    filters.city !== ''
  );
}
