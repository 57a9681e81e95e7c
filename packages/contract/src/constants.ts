/** Business constants of the product specification (section 9) and decisions in docs/decisions.md. */

export const BRAND_NAME = 'Sakinah';

export const AGE_MIN = 18;
/** A groom signs up from 21, the legal age of marriage for men in India (a bride from AGE_MIN; docs/decisions.md). */
export const GROOM_AGE_MIN = 21;
export const AGE_MAX = 100;
export const PHONE_DIGITS = 10;
export const OTP_DIGITS = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_AUTO_ADVANCE_MS = 1500;
export const MIN_CHARS_BEFORE_SPACE = 3;

export const SIGNUP_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
/** The special characters the reset-password rule accepts (spec section 9). */
export const PASSWORD_SPECIALS = '!@#$%^&*()';

export const LOGIN_POPUP_MS = 2000;
export const GATING_CHECK_MS = 2100;
export const RESET_REDIRECT_MS = 3000;
export const PRIVACY_TOAST_MS = 2000;
export const TOAST_MS = 5000;

export const SIGNUP_STEPS = 6;
export const PROFILE_SECTIONS = ['personal', 'contact', 'education', 'family', 'preferences', 'about', 'photo'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const DURATIONS = ['1 Month', '3 Months', '6 Months', '1 Year'] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = '1 Month';
export const BEST_VALUE_DURATION: Duration = '1 Year';
/** Length of each plan duration in days, used for subscription expiry. */
export const DURATION_DAYS: Record<Duration, number> = {
  '1 Month': 30,
  '3 Months': 90,
  '6 Months': 180,
  '1 Year': 365,
};
export const DURATION_SUFFIX: Record<Duration, string> = {
  '1 Month': '/month',
  '3 Months': '/3 months',
  '6 Months': '/6 months',
  '1 Year': '/year',
};
export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
/** Dates of records (plans, blocks, reports, joins) are India days: shown in this zone wherever the reader is. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const FREE_TRIAL_DAYS = 7;
export const SUBSCRIPTION_RECHECK_MS = 24 * 60 * 60 * 1000;

export const FEATURED_PAGE_SIZE = 8;
/** Daily match suggestions: at most this many new members a day (a plan feature). */
export const DAILY_SUGGESTIONS_PER_DAY = 10;
/** Profile views older than this are deleted and never shown ("who viewed you"). */
export const PROFILE_VIEW_RETENTION_DAYS = 30;
/** Viewers per page of "who viewed you". */
export const PROFILE_VIEWERS_PAGE_SIZE = 12;

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PER_MEMBER = 12;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The landing page's counts, computed from the database (docs/decisions.md: the spec's fixed numbers are not
 * claimed). A count is shown only from SITE_COUNT_MIN up, rounded down ("1,200+"); below it, it is not shown.
 */
export const SITE_COUNT_MIN = 100;
export const SITE_COUNT_LABELS = { verifiedProfiles: 'Verified Profiles', connections: 'Connections Made' } as const;
export type SiteCountKey = keyof typeof SITE_COUNT_LABELS;

/** "1,200+": rounded down to two significant figures, so the claim is never above the truth. */
export function siteCountText(n: number): string {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return `${(Math.floor(n / step) * step).toLocaleString('en-IN')}+`;
}

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'next', 'back', 'delete', 'profile'] as const;

export const MEMBER_STATUSES = ['Pending', 'Active', 'Rejected', 'Suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export const SIGNUP_GENDERS = ['male', 'female'] as const;
export const PROFILE_FOR = ['self', 'daughter', 'son', 'other'] as const;
/** Who is creating the profile, asked first at sign-up (issue 41, "the family as itself"); kept on the member record. */
export const ACCOUNT_HOLDER_RELATIONS = ['self', 'father', 'mother', 'brother', 'sister', 'guardian', 'other'] as const;
export type AccountHolderRelation = (typeof ACCOUNT_HOLDER_RELATIONS)[number];
/** How the choices read in sign-up and Settings → Account. */
export const ACCOUNT_HOLDER_LABELS: Record<AccountHolderRelation, string> = {
  self: 'Myself',
  father: 'Father',
  mother: 'Mother',
  brother: 'Brother',
  sister: 'Sister',
  guardian: 'Guardian',
  other: 'Another relative',
};

export const MARITAL_STATUSES = [
  { value: 'single', label: 'Never Married' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'separated', label: 'Separated' },
] as const;
/** The spec's education list (section 11): still valid input, so members keep their values (docs/decisions.md). */
export const SPEC_EDUCATION_OPTIONS = ['High School', 'Bachelors', 'Masters', 'PhD', 'Diploma', 'Other'] as const;
/** Degrees as families in India name them (issue 41), with the spec's values kept. */
export const EDUCATION_OPTIONS = [
  'High School', 'Intermediate (12th)', 'Diploma', 'ITI',
  'B.A.', 'B.Com', 'B.Sc', 'BBA', 'BCA', 'B.Tech / B.E.', 'B.Arch', 'B.Pharm', 'B.Ed', 'BDS', 'BUMS (Unani)', 'BAMS', 'BHMS', 'B.Sc Nursing', 'MBBS', 'LLB',
  'M.A.', 'M.Com', 'M.Sc', 'MCA', 'M.Tech / M.E.', 'MBA / PGDM', 'MD / MS', 'M.Pharm', 'LLM',
  'CA', 'CS', 'CMA',
  'Alim / Alimah', 'Hafiz / Hafiza', 'Fazil', 'Mufti', 'Qari',
  'Bachelors', 'Masters', 'PhD', 'Other',
] as const;
/** The spec's occupation list (section 11): still valid input (docs/decisions.md). */
export const SPEC_OCCUPATION_OPTIONS = [
  'IT Professional', 'Doctor', 'Engineer', 'Teacher', 'Business Owner', 'Government Employee', 'Student', 'Other',
] as const;
/** Occupations that fit India (issue 41): homemaker and business among them, with the spec's values kept. */
export const OCCUPATION_OPTIONS = [
  'IT Professional', 'Software Engineer', 'Doctor', 'Dentist', 'Unani / Ayurveda Doctor', 'Nurse', 'Pharmacist', 'Engineer', 'Architect',
  'Chartered Accountant', 'Lawyer', 'Banker', 'Teacher', 'Professor / Lecturer', 'Alim / Imam', 'Business', 'Business Owner', 'Shopkeeper / Trader',
  'Government Employee', 'Defence / Police', 'Private Job', 'Sales / Marketing', 'Self-employed', 'Skilled Trade', 'Driver / Transport',
  'Farmer', 'Working Abroad (Gulf)', 'Homemaker', 'Student', 'Not Working', 'Other',
] as const;
/** The spec's eight bands (section 11), still accepted and shown as they are (docs/decisions.md). */
export const SPEC_ANNUAL_INCOME_OPTIONS = [
  'Under ₹25,000',
  '₹25,000 - ₹50,000',
  '₹50,000 - ₹75,000',
  '₹75,000 - ₹100,000',
  '₹100,000 - ₹125,000',
  '₹125,000 - ₹150,000',
  '₹150,000 - ₹200,000',
  'Above ₹200,000',
  'Prefer not to say',
] as const;
/** Annual income in lakh bands, in Indian grouping (issue 41): the list the editor offers. */
export const ANNUAL_INCOME_OPTIONS = [
  'Up to ₹2,00,000',
  '₹2–3 lakh',
  '₹3–5 lakh',
  '₹5–7.5 lakh',
  '₹7.5–10 lakh',
  '₹10–15 lakh',
  '₹15–20 lakh',
  '₹20–30 lakh',
  '₹30–50 lakh',
  '₹50 lakh–1 crore',
  'Above ₹1 crore',
  'Prefer not to say',
] as const;
/** Every income value the server accepts: the lakh bands and the spec's old bands. */
export const ACCEPTED_ANNUAL_INCOME_OPTIONS = [
  ...ANNUAL_INCOME_OPTIONS,
  ...SPEC_ANNUAL_INCOME_OPTIONS.filter((band) => band !== 'Prefer not to say'),
] as unknown as readonly [string, ...string[]];
export const FAMILY_TYPES = ['Joint Family', 'Nuclear Family', 'Other'] as const;
export const FAMILY_VALUES = ['Traditional', 'Moderate', 'Liberal'] as const;
export const AGE_RANGE_PREFERENCES = ['18-25', '26-30', '31-35', '36-40', '41-45', '46-50', 'Above 50'] as const;
export const HEIGHT_OPTIONS = [
  { value: "4'5", label: "4'5\" (134 cm)", cm: 134 },
  { value: "4'8", label: "4'8\" (142 cm)", cm: 142 },
  { value: "4'10", label: "4'10\" (147 cm)", cm: 147 },
  { value: "5'0", label: "5'0\" (152 cm)", cm: 152 },
  { value: "5'2", label: "5'2\" (157 cm)", cm: 157 },
  { value: "5'4", label: "5'4\" (163 cm)", cm: 163 },
  { value: "5'6", label: "5'6\" (168 cm)", cm: 168 },
  { value: "5'8", label: "5'8\" (173 cm)", cm: 173 },
  { value: "5'10", label: "5'10\" (178 cm)", cm: 178 },
  { value: "6'0", label: "6'0\" (183 cm)", cm: 183 },
] as const;
export const ANY_OPTION = 'Any';

/** About 60 communities and schools of thought; every name the spec lists is included. */
export const CASTES = [
  'Syed', 'Sheikh', 'Pathan', 'Mughal', 'Ansari', 'Qureshi', 'Khan', 'Malik', 'Mirza',
  'Hanafi', 'Shafi', 'Maliki', 'Hanbali', 'Bohras', 'Khojas', 'Memons', 'Ismaili',
  'Siddiqui', 'Farooqui', 'Usmani', 'Abbasi', 'Alvi', 'Hashmi', 'Jafri', 'Rizvi', 'Naqvi',
  'Zaidi', 'Kazmi', 'Bukhari', 'Gilani', 'Chishti', 'Rajput (Muslim)', 'Rayeen', 'Saifi',
  'Salmani', 'Idrisi', 'Mansoori', 'Qasai', 'Rangrez', 'Teli', 'Dhobi', 'Julaha', 'Kunjra',
  'Mewati', 'Meo', 'Lebbai', 'Rowther', 'Marakkar', 'Mappila', 'Dakhni', 'Navayath',
  'Kutchi Memon', 'Dawoodi Bohra', 'Sulaimani Bohra', 'Gujjar', 'Jat (Muslim)', 'Kashmiri',
  'Bengali Muslim', 'Sunni', 'Shia', 'Ahle Hadith', 'Other',
] as const;

/** Indian states and union territories with their main cities (issue 41: the main towns of each, the spec's cities kept; any other town is typed, see OTHER_TOWN). */
export const INDIAN_STATES: Record<string, readonly string[]> = {
  'Andhra Pradesh': ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Nellore', 'Kurnool', 'Tirupati', 'Kakinada', 'Rajahmundry', 'Kadapa', 'Anantapur', 'Eluru', 'Ongole', 'Adoni', 'Chittoor', 'Hindupur'],
  'Arunachal Pradesh': ['Itanagar', 'Naharlagun', 'Pasighat', 'Tawang', 'Ziro'],
  Assam: ['Guwahati', 'Silchar', 'Dibrugarh', 'Jorhat', 'Nagaon', 'Dhubri', 'Tezpur', 'Barpeta', 'Goalpara', 'Karimganj', 'Hojai', 'Tinsukia'],
  Bihar: ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga', 'Purnia', 'Kishanganj', 'Ara', 'Begusarai', 'Katihar', 'Munger', 'Chapra', 'Sasaram', 'Siwan', 'Motihari', 'Bettiah', 'Araria', 'Samastipur', 'Hajipur', 'Nalanda'],
  Chhattisgarh: ['Raipur', 'Bhilai', 'Bilaspur', 'Korba', 'Durg', 'Rajnandgaon', 'Jagdalpur', 'Ambikapur', 'Raigarh'],
  Goa: ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda'],
  Gujarat: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Bhavnagar', 'Jamnagar', 'Bharuch', 'Gandhinagar', 'Junagadh', 'Anand', 'Navsari', 'Godhra', 'Palanpur', 'Morbi', 'Veraval', 'Patan', 'Mehsana'],
  Haryana: ['Gurugram', 'Faridabad', 'Panipat', 'Ambala', 'Nuh', 'Hisar', 'Rohtak', 'Karnal', 'Sonipat', 'Yamunanagar', 'Panchkula', 'Mewat', 'Sirsa'],
  'Himachal Pradesh': ['Shimla', 'Dharamshala', 'Solan', 'Mandi', 'Kullu', 'Nahan', 'Chamba', 'Paonta Sahib'],
  Jharkhand: ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro', 'Hazaribagh', 'Deoghar', 'Giridih', 'Pakur', 'Sahebganj', 'Godda', 'Ramgarh', 'Palamu'],
  Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Belagavi', 'Kalaburagi', 'Bhatkal', 'Davanagere', 'Ballari', 'Vijayapura', 'Shivamogga', 'Tumakuru', 'Raichur', 'Bidar', 'Hassan', 'Udupi', 'Mandya', 'Chitradurga', 'Kolar'],
  Kerala: ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Malappuram', 'Thrissur', 'Kannur', 'Kollam', 'Alappuzha', 'Palakkad', 'Kasaragod', 'Kottayam', 'Ponnani', 'Tirur', 'Perinthalmanna', 'Manjeri'],
  'Madhya Pradesh': ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Burhanpur', 'Sagar', 'Ratlam', 'Dewas', 'Satna', 'Rewa', 'Khandwa', 'Mandsaur', 'Shajapur', 'Vidisha', 'Khargone'],
  Maharashtra: ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Aurangabad', 'Malegaon', 'Bhiwandi', 'Solapur', 'Thane', 'Navi Mumbai', 'Kalyan', 'Mumbra', 'Amravati', 'Akola', 'Kolhapur', 'Sangli', 'Jalgaon', 'Latur', 'Nanded', 'Parbhani', 'Beed', 'Dhule', 'Yavatmal', 'Ahmednagar', 'Ratnagiri'],
  Manipur: ['Imphal', 'Thoubal', 'Lilong', 'Kakching'],
  Meghalaya: ['Shillong', 'Tura', 'Jowai'],
  Mizoram: ['Aizawl', 'Lunglei', 'Champhai'],
  Nagaland: ['Kohima', 'Dimapur', 'Mokokchung'],
  Odisha: ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Berhampur', 'Sambalpur', 'Balasore', 'Puri', 'Bhadrak', 'Jajpur', 'Kendrapara'],
  Punjab: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Malerkotla', 'Bathinda', 'Mohali', 'Hoshiarpur', 'Pathankot', 'Sangrur', 'Qadian'],
  Rajasthan: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Tonk', 'Bikaner', 'Bhilwara', 'Alwar', 'Sikar', 'Nagaur', 'Jhunjhunu', 'Barmer', 'Jaisalmer', 'Chittorgarh', 'Sawai Madhopur', 'Bharatpur'],
  Sikkim: ['Gangtok', 'Namchi', 'Mangan', 'Gyalshing'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Vellore', 'Ambur', 'Salem', 'Tirunelveli', 'Erode', 'Thanjavur', 'Tiruppur', 'Thoothukudi', 'Nagapattinam', 'Kayalpattinam', 'Dindigul', 'Ramanathapuram', 'Krishnagiri', 'Vaniyambadi', 'Pernambut'],
  Telangana: ['Hyderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam', 'Mahbubnagar', 'Nalgonda', 'Adilabad', 'Sangareddy', 'Zaheerabad', 'Secunderabad'],
  Tripura: ['Agartala', 'Udaipur (Tripura)', 'Dharmanagar', 'Kailashahar'],
  'Uttar Pradesh': ['Lucknow', 'Kanpur', 'Agra', 'Aligarh', 'Varanasi', 'Prayagraj', 'Bareilly', 'Moradabad', 'Meerut', 'Rampur', 'Saharanpur', 'Ghaziabad', 'Noida', 'Gorakhpur', 'Jhansi', 'Muzaffarnagar', 'Shahjahanpur', 'Firozabad', 'Mathura', 'Ayodhya', 'Faizabad', 'Azamgarh', 'Mau', 'Ghazipur', 'Jaunpur', 'Sultanpur', 'Bahraich', 'Barabanki', 'Sitapur', 'Lakhimpur Kheri', 'Hardoi', 'Unnao', 'Rae Bareli', 'Amroha', 'Sambhal', 'Bijnor', 'Deoband', 'Bulandshahr', 'Etawah', 'Mainpuri', 'Budaun', 'Pilibhit', 'Gonda', 'Basti', 'Deoria', 'Ballia', 'Mirzapur', 'Kannauj', 'Farrukhabad', 'Hapur', 'Shamli', 'Kairana', 'Banda', 'Fatehpur', 'Pratapgarh', 'Mubarakpur'],
  Uttarakhand: ['Dehradun', 'Haridwar', 'Roorkee', 'Haldwani', 'Rishikesh', 'Nainital', 'Rudrapur', 'Kashipur'],
  'West Bengal': ['Kolkata', 'Howrah', 'Asansol', 'Siliguri', 'Murshidabad', 'Durgapur', 'Malda', 'Berhampore', 'Bardhaman', 'Kharagpur', 'Jangipur', 'Uluberia', 'Barasat', 'Bongaon', 'Krishnanagar', 'Jalpaiguri', 'Cooch Behar', 'Diamond Harbour'],
  'Andaman and Nicobar Islands': ['Port Blair', 'Car Nicobar'],
  Chandigarh: ['Chandigarh'],
  'Dadra and Nagar Haveli and Daman and Diu': ['Daman', 'Silvassa', 'Diu'],
  Delhi: ['New Delhi', 'Delhi', 'Old Delhi'],
  'Jammu and Kashmir': ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla', 'Sopore', 'Pulwama', 'Kupwara', 'Budgam', 'Rajouri', 'Poonch', 'Kathua', 'Udhampur', 'Ganderbal', 'Doda'],
  Ladakh: ['Leh', 'Kargil'],
  Lakshadweep: ['Kavaratti', 'Agatti', 'Minicoy', 'Androth'],
  Puducherry: ['Puducherry', 'Karaikal', 'Mahe', 'Yanam'],
};
export const STATE_NAMES = Object.keys(INDIAN_STATES).sort();
/** The editor's choice that opens the free "other town" field; never stored (the town's name is). */
export const OTHER_TOWN = 'Other town';
export const TOWN_MIN_CHARS = 2;
export const TOWN_MAX_CHARS = 60;
/** A town's name: letters of any script, with spaces, dots, hyphens, apostrophes and brackets between them. */
export const TOWN_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'()-]*[\p{L}\p{M}.)]$/u;
/** The state whose list holds this city, if any. */
export function stateOfListedCity(city: string): string | undefined {
  for (const [state, cities] of Object.entries(INDIAN_STATES)) if (cities.includes(city)) return state;
  return undefined;
}

/** Profile completion weights of spec section 9; fields not listed carry no weight. */
export const COMPLETION_WEIGHTS = {
  firstName: 3, lastName: 3, gender: 3, dob: 3, height: 3, weight: 3, maritalStatus: 3,
  education: 3, occupation: 3, fatherName: 3, motherName: 3, siblings: 3,
  ageRangePreference: 3, heightPreference: 3, educationPreference: 3, occupationPreference: 3,
  email: 4, contactNo: 4, caste: 4, casteInterestedIn: 4,
  address: 2, city: 2, state: 2,
  aboutMe: 5, expectations: 5, avatar: 5, images: 5,
  isPaymentComplete: 10,
} as const;
/** The spec's colour bands (under 30, under 70): a beginning, a middle, nearly done. Named by stage, not colour: a member who has just begun is not in the red (issue 39). */
export const COMPLETION_BANDS = { start: 30, middle: 70 } as const;

/** Free-tier members may start this many new conversations a day (the Basic plan and the trial). */
export const FREE_DAILY_CONVERSATIONS = 5;
export const MESSAGE_MAX_CHARS = 2000;
/** A request's introduction (issue 39). */
export const REQUEST_MESSAGE_MAX_CHARS = 300;
/** Days a refused photo request or a declined profile request cannot be asked again (default of REFUSAL_COOLDOWN_DAYS). */
export const REFUSAL_COOLDOWN_DAYS_DEFAULT = 30;
export const MESSAGES_PAGE_SIZE = 30;
/** Unread messages older than this are mailed in a digest, at most once a day. */
export const MESSAGE_DIGEST_AFTER_HOURS = 3;
