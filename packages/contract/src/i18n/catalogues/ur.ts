// The Urdu catalogue: one JSON file per area of the product (locales/<area>.ur.json), so each area's texts are
// written and reviewed together. A key lives in exactly one file (catalogues.test.ts checks).
import core from '../locales/ur.json';
import discovery from '../locales/discovery.ur.json';
import faith from '../locales/faith.ur.json';
import options from '../locales/options.ur.json';
import profile from '../locales/profile.ur.json';
import signup from '../locales/signup.ur.json';

export const UR_PARTS: Record<string, Record<string, string>> = { core, signup, profile, options, faith, discovery };
export default Object.assign({}, ...Object.values(UR_PARTS)) as Record<string, string>;
