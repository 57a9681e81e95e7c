// The Hindi catalogue: one JSON file per area of the product (locales/<area>.hi.json), so each area's texts are
// written and reviewed together. A key lives in exactly one file (catalogues.test.ts checks).
import core from '../locales/hi.json';
import family from '../locales/family.hi.json';

export const HI_PARTS: Record<string, Record<string, string>> = { core, family };
export default Object.assign({}, ...Object.values(HI_PARTS)) as Record<string, string>;
