// The Urdu catalogue: one JSON file per area of the product (locales/<area>.ur.json), so each area's texts are
// written and reviewed together. A key lives in exactly one file (catalogues.test.ts checks).
import core from '../locales/ur.json';
import family from '../locales/family.ur.json';

export const UR_PARTS: Record<string, Record<string, string>> = { core, family };
export default Object.assign({}, ...Object.values(UR_PARTS)) as Record<string, string>;
