import {
  AGE_RANGE_PREFERENCES, CASTE_MAPPING, CASTES, SPEC_EDUCATION_OPTIONS as EDUCATION_OPTIONS, FAMILY_TYPES, FAMILY_VALUES, HEIGHT_OPTIONS,
  INDIAN_STATES, SPEC_OCCUPATION_OPTIONS as OCCUPATION_OPTIONS, type Duration, type PartnerPreferences, type PlanFeatureKey,
} from '@sakinah/contract';

export interface PlanSeed {
  slug: string;
  name: string;
  description: string;
  priceRupees: number;
  discountPercent: number;
  duration: Duration;
  /** Capability keys (PLAN_FEATURES); what each plan shows is derived from them and the limits. */
  features: PlanFeatureKey[];
  highlighted: boolean;
  maxPhotosViews: number | null;
  maxProfileViews: number | null;
  messagingDailyCap: number | null;
}

/** Each plan promises only what the server enforces: its keys and its numeric limits. */
const TIERS: ReadonlyArray<{
  name: string;
  description: string;
  features: readonly PlanFeatureKey[];
  maxPhotosViews: number | null;
  maxProfileViews: number | null;
  messagingDailyCap: number | null;
}> = [
  {
    name: 'Basic',
    description: 'Start your search with the essentials.',
    // Every paid plan may call connections (issue 44): hearing each other is how members avoid sharing numbers early.
    features: ['calls'],
    maxPhotosViews: 20,
    maxProfileViews: 30,
    messagingDailyCap: 5,
  },
  {
    name: 'Standard',
    description: 'More profiles, unlimited conversations, daily match suggestions and the contact details of your connections.',
    features: ['contactDetails', 'dailySuggestions', 'calls'],
    maxPhotosViews: 100,
    maxProfileViews: 150,
    messagingDailyCap: null,
  },
  {
    name: 'Premium',
    description: 'The complete experience for a focused search.',
    features: ['contactDetails', 'readReceipts', 'prioritySupport', 'dailySuggestions', 'whoIsInterested', 'calls'],
    maxPhotosViews: null,
    maxProfileViews: null,
    messagingDailyCap: null,
  },
];

/** Rupee prices and discounts per duration, for Basic, Standard and Premium. */
const PRICES: Record<Duration, ReadonlyArray<readonly [number, number]>> = {
  '1 Month': [[999, 0], [1999, 10], [2999, 15]],
  '3 Months': [[2499, 10], [4999, 15], [7499, 20]],
  '6 Months': [[4499, 15], [8999, 20], [12999, 25]],
  '1 Year': [[7999, 20], [14999, 25], [21999, 30]],
};

export const PLAN_SEEDS: PlanSeed[] = (Object.keys(PRICES) as Duration[]).flatMap((duration) =>
  TIERS.map((tier, index) => {
    const [priceRupees, discountPercent] = PRICES[duration][index]!;
    return {
      slug: `${tier.name.toLowerCase()}-${duration.replace(/\s+/g, '-').toLowerCase()}`,
      name: tier.name,
      description: tier.description,
      priceRupees,
      discountPercent,
      duration,
      features: [...tier.features],
      // The Standard plan is the Most Popular card of each duration tab.
      highlighted: tier.name === 'Standard',
      maxPhotosViews: tier.maxPhotosViews,
      maxProfileViews: tier.maxProfileViews,
      messagingDailyCap: tier.messagingDailyCap,
    };
  }),
);

const FEMALE_NAMES = ['Ayesha', 'Fatima', 'Zainab', 'Maryam', 'Khadija', 'Sana', 'Hina', 'Noor', 'Amina', 'Sumaiya', 'Rukhsar', 'Farah', 'Iqra', 'Mehreen', 'Alina', 'Rabia', 'Nazia', 'Safiya', 'Huma', 'Shifa', 'Zoya', 'Aafreen'];
const MALE_NAMES = ['Imran', 'Faisal', 'Arif', 'Bilal', 'Yusuf', 'Hamza', 'Salman', 'Irfan', 'Zaid', 'Adil', 'Tariq', 'Omar', 'Rehan', 'Asif', 'Danish', 'Sameer', 'Junaid', 'Kashif', 'Nadeem', 'Shoaib', 'Wasim', 'Aamir'];
const SURNAMES = ['Khan', 'Qureshi', 'Ansari', 'Siddiqui', 'Sheikh', 'Syed', 'Pathan', 'Malik', 'Mirza', 'Farooqui', 'Hashmi', 'Rizvi', 'Abbasi', 'Memon', 'Naqvi'];
const FATHER_NAMES = ['Abdul Rahman', 'Mohammed Iqbal', 'Nasir Ahmed', 'Rashid Ali', 'Mohd Saleem', 'Anwar Hussain', 'Zafar Alam', 'Shakeel Ahmed'];
const MOTHER_NAMES = ['Shabana', 'Nasreen', 'Rehana', 'Saira', 'Parveen', 'Tabassum', 'Yasmin', 'Najma'];
const ABOUT = [
  'I value faith, family and honesty. I enjoy reading, cooking for my family and long walks after Maghrib.',
  'A practising Muslim who loves learning. I work hard, pray on time and hope to build a home filled with barakah.',
  'Simple, respectful and family oriented. I love travelling to new cities and volunteering at the local madrasa.',
  'Calm by nature, I enjoy Urdu poetry, cricket on weekends and time with my nieces and nephews.',
];
const EXPECTATIONS = [
  'Someone kind and God-conscious who respects both families and wants to grow together in deen and dunya.',
  'A patient, educated partner with good akhlaq who values family and is ready to share responsibilities.',
  'A practising partner with a sense of humour, who prays regularly and is close to their family.',
];

/** Deterministic pseudo-random numbers, so the demo data is the same on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoMemberSeed {
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  contactNo: string;
  gender: 'male' | 'female';
  dob: string;
  maritalStatus: string;
  height: string;
  weight: string;
  address: string;
  city: string;
  state: string;
  education: string;
  occupation: string;
  fatherName: string;
  motherName: string;
  siblings: string;
  familyType: string;
  familyValues: string;
  caste: string;
  casteInterestedIn: string[];
  /** The faith profile (issue 41): a mix of sects so the demo shows it. */
  sect: string;
  school: string | null;
  community: string | null;
  prayer: string;
  islamicEducation: string;
  motherTongue: string;
  languages: string[];
  partnerPreferences: PartnerPreferences;
  ageRangePreference: string;
  heightPreference: string;
  educationPreference: string;
  occupationPreference: string;
  aboutMe: string;
  expectations: string;
  photoPrivacy: 'public' | 'private';
  status: 'Active' | 'Pending';
}

export const DEMO_EMAIL_DOMAIN = 'demo.sakinah.local';
/** Every demo member's password (printed at start outside production). */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_MEMBER_COUNT = 44;

/** Castes the demo members come from and are interested in, so listings have matches. */
const DEMO_CASTES = ['Syed', 'Sheikh', 'Pathan', 'Mughal', 'Ansari', 'Qureshi', 'Khan', 'Malik', 'Mirza', 'Siddiqui', 'Memons', 'Bohras'];

/** The demo picks among each state's first cities (the lists before issue 41 lengthened them), so demo members stay as they were. */
const DEMO_CITY_COUNTS: Record<string, number> = {
  'Uttar Pradesh': 13, Maharashtra: 8, Telangana: 4, Karnataka: 7, Delhi: 2, 'West Bengal': 6, Kerala: 6, Bihar: 7, Gujarat: 7, 'Jammu and Kashmir': 5,
};

export function buildDemoMembers(today: Date): DemoMemberSeed[] {
  const rand = mulberry32(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const states = ['Uttar Pradesh', 'Maharashtra', 'Telangana', 'Karnataka', 'Delhi', 'West Bengal', 'Kerala', 'Bihar', 'Gujarat', 'Jammu and Kashmir'];
  const members: DemoMemberSeed[] = [];
  for (let i = 0; i < DEMO_MEMBER_COUNT; i += 1) {
    const gender = i % 2 === 0 ? 'female' : 'male';
    const firstName = (gender === 'female' ? FEMALE_NAMES : MALE_NAMES)[Math.floor(i / 2) % 22]!;
    const lastName = SURNAMES[(i * 5 + 3) % SURNAMES.length]!;
    const age = 21 + Math.floor(rand() * 16);
    const dob = new Date(Date.UTC(today.getUTCFullYear() - age, Math.floor(rand() * 12), 1 + Math.floor(rand() * 27)));
    const state = pick(states);
    const city = pick(INDIAN_STATES[state]!.slice(0, DEMO_CITY_COUNTS[state]));
    const caste = pick(DEMO_CASTES);
    const interested = Array.from(new Set([caste, pick(DEMO_CASTES), pick(DEMO_CASTES), pick(DEMO_CASTES), 'Other']));
    const heightIndex = gender === 'female' ? 2 + Math.floor(rand() * 4) : 5 + Math.floor(rand() * 5);
    members.push({
      index: i,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${i}@${DEMO_EMAIL_DOMAIN}`,
      contactNo: `9${String(100000000 + i * 7919).slice(-9)}`,
      gender,
      dob: dob.toISOString().slice(0, 10),
      maritalStatus: rand() < 0.85 ? 'single' : pick(['divorced', 'widowed']),
      height: HEIGHT_OPTIONS[heightIndex]!.value,
      weight: String(gender === 'female' ? 48 + Math.floor(rand() * 20) : 60 + Math.floor(rand() * 25)),
      address: `${10 + Math.floor(rand() * 180)}, ${pick(['Green Park', 'Civil Lines', 'Old City', 'Model Town', 'Gulshan Colony', 'Aminabad'])}`,
      city,
      state,
      education: pick(EDUCATION_OPTIONS.slice(0, 5)),
      occupation: pick(OCCUPATION_OPTIONS.slice(0, 7)),
      fatherName: pick(FATHER_NAMES),
      motherName: pick(MOTHER_NAMES),
      siblings: String(Math.floor(rand() * 5)),
      familyType: pick(FAMILY_TYPES.slice(0, 2)),
      familyValues: pick(FAMILY_VALUES),
      caste,
      casteInterestedIn: interested,
      ...demoFaith(i, caste),
      ageRangePreference: pick(AGE_RANGE_PREFERENCES.slice(0, 4)),
      heightPreference: rand() < 0.3 ? 'Any' : HEIGHT_OPTIONS[gender === 'female' ? 6 : 3]!.value,
      educationPreference: rand() < 0.4 ? 'Any' : pick(EDUCATION_OPTIONS.slice(0, 4)),
      occupationPreference: rand() < 0.5 ? 'Any' : pick(OCCUPATION_OPTIONS.slice(0, 6)),
      aboutMe: pick(ABOUT),
      expectations: pick(EXPECTATIONS),
      photoPrivacy: rand() < 0.6 ? 'public' : 'private',
      // A few await review, so the admin queue has work in the demo.
      status: i >= DEMO_MEMBER_COUNT - 4 ? 'Pending' : 'Active',
    });
  }
  return members;
}

export { CASTES };

/**
 * A demo member's faith, drawn from her index (not the shared random sequence, so the other fields stay as they were):
 * her caste's mapping first (docs/decisions.md), then about seven in ten Sunni, two Shia, one "Just Muslim"; now and
 * then a nice-to-have sect or prayer (no must).
 */
function demoFaith(i: number, caste: string) {
  const mapped = CASTE_MAPPING[caste] ?? {};
  const sect = mapped.sect ?? (['sunni', 'sunni', 'shia', 'sunni', 'just_muslim', 'sunni', 'shia', 'sunni', 'sunni', 'sunni'] as const)[i % 10]!;
  const school = mapped.school ?? (sect === 'sunni' ? (['hanafi', 'deobandi', 'barelvi', 'ahl_e_hadith'] as const)[i % 4]! : sect === 'shia' ? 'ithna_ashari' : null);
  const prayer = (['always', 'usually', 'always', 'sometimes', 'usually', 'rarely'] as const)[i % 6]!;
  const motherTongue = (['urdu', 'hindi', 'urdu', 'awadhi', 'bengali'] as const)[i % 5]!;
  const partnerPreferences: PartnerPreferences = {};
  // Nice-to-haves only: the browser tests pair demo members by their castes, and a must would hide some of them.
  if (i % 3 === 0) partnerPreferences.sect = { values: [sect], must: false };
  if (i % 4 === 1) partnerPreferences.prayer = { values: ['always', 'usually'], must: false };
  return {
    sect, school, community: mapped.community ?? null, prayer,
    islamicEducation: i % 11 === 0 ? 'hafiz' : i % 13 === 0 ? 'alim' : 'none',
    motherTongue, languages: Array.from(new Set([motherTongue, 'hindi', 'english'])), partnerPreferences,
  };
}
