// The Hindi catalogue: one JSON file per area of the product (locales/<area>.hi.json), so each area's texts are
// written and reviewed together. A key lives in exactly one file (catalogues.test.ts checks).
import core from '../locales/hi.json';
import discovery from '../locales/discovery.hi.json';
import faith from '../locales/faith.hi.json';
import options from '../locales/options.hi.json';
import profile from '../locales/profile.hi.json';
import signup from '../locales/signup.hi.json';

export const HI_PARTS: Record<string, Record<string, string>> = { core, signup, profile, options, faith, discovery };
export default Object.assign({}, ...Object.values(HI_PARTS)) as Record<string, string>;
