/** Static sample content for the landing page (not server data). */
import type { CoupleStyle } from './couple-illustration';
import type { PortraitStyle } from './portrait-illustration';

export interface FeaturedProfileSample {
  id: string;
  name: string;
  age: number;
  location: string;
  education: string;
  profession: string;
  image: PortraitStyle;
}

export interface SuccessStorySample {
  id: string;
  couple: string;
  location: string;
  review: string;
  message: string;
  image: CoupleStyle;
}

export interface TestimonialSample {
  id: string;
  couple: string;
  location: string;
  quote: string;
  image: CoupleStyle;
}

export interface ArticleSample {
  id: string;
  category: string;
  title: string;
  excerpt: string;
  readMinutes: number;
}

const SKIN = { light: '#f1c8a5', wheat: '#e0ac85', warm: '#c68e63', deep: '#9a6644' } as const;

export const FEATURED_PROFILES: readonly FeaturedProfileSample[] = [
  {
    id: 'fp-ayesha',
    name: 'Ayesha S.',
    age: 26,
    location: 'Lucknow, Uttar Pradesh',
    education: 'M.Sc. Microbiology',
    profession: 'Research Associate',
    image: { kind: 'hijab', skin: SKIN.wheat, garment: '#2f7f5d', headwear: '#1b4d3e', backdrop: '#eef7f2', glow: '#d6ece0' },
  },
  {
    id: 'fp-faizan',
    name: 'Mohammed F.',
    age: 29,
    location: 'Hyderabad, Telangana',
    education: 'B.Tech Computer Science',
    profession: 'Software Engineer',
    image: { kind: 'kufi', skin: SKIN.warm, garment: '#2f7f5d', headwear: '#ffffff', hair: '#2b211b', backdrop: '#fdf8ec', glow: '#f8ecc9' },
  },
  {
    id: 'fp-zainab',
    name: 'Zainab Q.',
    age: 25,
    location: 'Mumbai, Maharashtra',
    education: 'MBBS',
    profession: 'Doctor',
    image: { kind: 'hijab', skin: SKIN.light, garment: '#93691a', headwear: '#d4a73a', backdrop: '#fdf8ec', glow: '#f0d88f' },
  },
  {
    id: 'fp-abdul',
    name: 'Abdul R.',
    age: 31,
    location: 'Kozhikode, Kerala',
    education: 'MBA Finance',
    profession: 'Business Owner',
    image: { kind: 'kufi', skin: SKIN.deep, garment: '#1b4d3e', headwear: '#fdf8ec', hair: '#1f1712', backdrop: '#eef7f2', glow: '#add8c1' },
  },
];

export const SUCCESS_STORIES: readonly SuccessStorySample[] = [
  {
    id: 'ss-hira-imran',
    couple: 'Hira & Imran',
    location: 'Lucknow, Uttar Pradesh',
    review:
      "Our families were part of it from the very first message. Imran's mother spoke with mine before we ever met, and that made everything feel right. Within four months, alhamdulillah, we were married.",
    message: 'Be honest in your profile and let your family walk with you.',
    image: {
      backdrop: '#eef7f2',
      glow: '#d6ece0',
      bride: { kind: 'hijab', skin: SKIN.wheat, garment: '#b98b22', headwear: '#f0d88f' },
      groom: { kind: 'kufi', skin: SKIN.warm, garment: '#1b4d3e', headwear: '#ffffff', hair: '#2b211b' },
    },
  },
  {
    id: 'ss-mariam-yusuf',
    couple: 'Mariam & Yusuf',
    location: 'Srinagar, Jammu and Kashmir',
    review:
      'I was hesitant to share photos online. Keeping them private until I chose to share gave me the confidence to try, and Yusuf respected that from the first day.',
    message: "Pray istikhara, take your time, and trust that Allah's timing is best.",
    image: {
      backdrop: '#fdf8ec',
      glow: '#f8ecc9',
      bride: { kind: 'hijab', skin: SKIN.light, garment: '#22674b', headwear: '#2f7f5d' },
      groom: { kind: 'kufi', skin: SKIN.wheat, garment: '#93691a', headwear: '#fdf8ec', hair: '#3a2a1f' },
    },
  },
  {
    id: 'ss-nusrat-adil',
    couple: 'Nusrat & Adil',
    location: 'Kolkata, West Bengal',
    review:
      'We matched on faith before anything else: prayer, deen and the kind of home we hoped to build. The compatibility details helped us ask the right questions early.',
    message: 'Know what matters most to you in deen, and do not be shy to ask about it.',
    image: {
      backdrop: '#eef7f2',
      glow: '#add8c1',
      bride: { kind: 'hijab', skin: SKIN.warm, garment: '#6f4f16', headwear: '#93691a' },
      groom: { kind: 'kufi', skin: SKIN.deep, garment: '#f8ecc9', headwear: '#1b4d3e', hair: '#1f1712' },
    },
  },
];

export const TESTIMONIALS: readonly TestimonialSample[] = [
  {
    id: 't-sana-faisal',
    couple: 'Sana & Faisal',
    location: 'Bengaluru',
    quote: 'My father could take part in every conversation. It felt respectful and completely halal from start to finish.',
    image: {
      backdrop: '#d6ece0',
      glow: '#add8c1',
      bride: { kind: 'hijab', skin: SKIN.wheat, garment: '#1b4d3e', headwear: '#22674b' },
      groom: { kind: 'kufi', skin: SKIN.warm, garment: '#f8ecc9', headwear: '#ffffff', hair: '#2b211b' },
    },
  },
  {
    id: 't-rukhsar-tariq',
    couple: 'Rukhsar & Tariq',
    location: 'Ahmedabad',
    quote: 'Verified profiles gave us peace of mind. We knew we were speaking with real people with sincere intentions.',
    image: {
      backdrop: '#f8ecc9',
      glow: '#f0d88f',
      bride: { kind: 'hijab', skin: SKIN.light, garment: '#93691a', headwear: '#b98b22' },
      groom: { kind: 'kufi', skin: SKIN.wheat, garment: '#22674b', headwear: '#fdf8ec', hair: '#3a2a1f' },
    },
  },
  {
    id: 't-amina-bilal',
    couple: 'Amina & Bilal',
    location: 'Chennai',
    quote: 'Simple, dignified and private. We found each other within weeks, and our families connected straight away.',
    image: {
      backdrop: '#d6ece0',
      glow: '#7dbd9c',
      bride: { kind: 'hijab', skin: SKIN.deep, garment: '#f0d88f', headwear: '#fdf8ec' },
      groom: { kind: 'kufi', skin: SKIN.deep, garment: '#153d31', headwear: '#ffffff', hair: '#1f1712' },
    },
  },
  {
    id: 't-farah-junaid',
    couple: 'Farah & Junaid',
    location: 'New Delhi',
    quote: 'We loved the focus on deen. Every suggestion felt thoughtful and considered, never random.',
    image: {
      backdrop: '#f8ecc9',
      glow: '#e6c05a',
      bride: { kind: 'hijab', skin: SKIN.wheat, garment: '#2f7f5d', headwear: '#1b4d3e' },
      groom: { kind: 'kufi', skin: SKIN.light, garment: '#fbf8f1', headwear: '#6f4f16', hair: '#2b211b' },
    },
  },
];

export const ARTICLES: readonly ArticleSample[] = [
  {
    id: 'questions-before-nikah',
    category: 'Preparing for Nikah',
    title: 'Twelve Questions to Ask Before Nikah',
    excerpt: 'Thoughtful questions about deen, family and future plans that help two families understand each other early.',
    readMinutes: 6,
  },
  {
    id: 'role-of-the-wali',
    category: 'Family & Guardians',
    title: 'The Role of the Wali in Modern Matchmaking',
    excerpt: 'How guardians can guide the search with wisdom while honouring the wishes of the bride and the groom.',
    readMinutes: 5,
  },
  {
    id: 'mercy-and-affection',
    category: 'Married Life',
    title: 'Building a Home on Mercy and Affection',
    excerpt: 'Lessons from the Sunnah on kindness, patience and honest communication in the first year of marriage.',
    readMinutes: 7,
  },
];
