/**
 * Static sample content for the landing page (not server data): its texts are keys of the catalogues
 * (packages/contract/src/i18n/texts/landing.ts), so the samples read in the page's language.
 */
import type { TextKey } from '../../../lib/i18n';
import type { CoupleStyle } from './couple-illustration';
import type { PortraitStyle } from './portrait-illustration';

export interface FeaturedProfileSample {
  id: string;
  name: TextKey;
  age: number;
  location: TextKey;
  education: TextKey;
  profession: TextKey;
  image: PortraitStyle;
}

export interface SuccessStorySample {
  id: string;
  couple: TextKey;
  /** The couple's names as read aloud ("Hira and Imran"), for the illustration's label. */
  coupleSpoken: TextKey;
  location: TextKey;
  review: TextKey;
  message: TextKey;
  image: CoupleStyle;
}

export interface TestimonialSample {
  id: string;
  couple: TextKey;
  coupleSpoken: TextKey;
  location: TextKey;
  quote: TextKey;
  image: CoupleStyle;
}

export interface ArticleSample {
  id: string;
  category: TextKey;
  title: TextKey;
  excerpt: TextKey;
  readMinutes: number;
}

const SKIN = { light: '#f1c8a5', wheat: '#e0ac85', warm: '#c68e63', deep: '#9a6644' } as const;

export const FEATURED_PROFILES: readonly FeaturedProfileSample[] = [
  {
    id: 'fp-ayesha',
    name: 'landing.profile.ayesha.name',
    age: 26,
    location: 'landing.profile.ayesha.location',
    education: 'landing.profile.ayesha.education',
    profession: 'landing.profile.ayesha.profession',
    image: { kind: 'hijab', skin: SKIN.wheat, garment: '#2f7f5d', headwear: '#1b4d3e', backdrop: '#eef7f2', glow: '#d6ece0' },
  },
  {
    id: 'fp-faizan',
    name: 'landing.profile.faizan.name',
    age: 29,
    location: 'landing.profile.faizan.location',
    education: 'landing.profile.faizan.education',
    profession: 'landing.profile.faizan.profession',
    image: { kind: 'kufi', skin: SKIN.warm, garment: '#2f7f5d', headwear: '#ffffff', hair: '#2b211b', backdrop: '#fdf8ec', glow: '#f8ecc9' },
  },
  {
    id: 'fp-zainab',
    name: 'landing.profile.zainab.name',
    age: 25,
    location: 'landing.profile.zainab.location',
    education: 'landing.profile.zainab.education',
    profession: 'landing.profile.zainab.profession',
    image: { kind: 'hijab', skin: SKIN.light, garment: '#93691a', headwear: '#d4a73a', backdrop: '#fdf8ec', glow: '#f0d88f' },
  },
  {
    id: 'fp-abdul',
    name: 'landing.profile.abdul.name',
    age: 31,
    location: 'landing.profile.abdul.location',
    education: 'landing.profile.abdul.education',
    profession: 'landing.profile.abdul.profession',
    image: { kind: 'kufi', skin: SKIN.deep, garment: '#1b4d3e', headwear: '#fdf8ec', hair: '#1f1712', backdrop: '#eef7f2', glow: '#add8c1' },
  },
];

export const SUCCESS_STORIES: readonly SuccessStorySample[] = [
  {
    id: 'ss-hira-imran',
    couple: 'landing.story.hira.couple',
    coupleSpoken: 'landing.story.hira.coupleSpoken',
    location: 'landing.story.hira.location',
    review: 'landing.story.hira.review',
    message: 'landing.story.hira.message',
    image: {
      backdrop: '#eef7f2',
      glow: '#d6ece0',
      bride: { kind: 'hijab', skin: SKIN.wheat, garment: '#b98b22', headwear: '#f0d88f' },
      groom: { kind: 'kufi', skin: SKIN.warm, garment: '#1b4d3e', headwear: '#ffffff', hair: '#2b211b' },
    },
  },
  {
    id: 'ss-mariam-yusuf',
    couple: 'landing.story.mariam.couple',
    coupleSpoken: 'landing.story.mariam.coupleSpoken',
    location: 'landing.story.mariam.location',
    review: 'landing.story.mariam.review',
    message: 'landing.story.mariam.message',
    image: {
      backdrop: '#fdf8ec',
      glow: '#f8ecc9',
      bride: { kind: 'hijab', skin: SKIN.light, garment: '#22674b', headwear: '#2f7f5d' },
      groom: { kind: 'kufi', skin: SKIN.wheat, garment: '#93691a', headwear: '#fdf8ec', hair: '#3a2a1f' },
    },
  },
  {
    id: 'ss-nusrat-adil',
    couple: 'landing.story.nusrat.couple',
    coupleSpoken: 'landing.story.nusrat.coupleSpoken',
    location: 'landing.story.nusrat.location',
    review: 'landing.story.nusrat.review',
    message: 'landing.story.nusrat.message',
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
    couple: 'landing.testimonial.sana.couple',
    coupleSpoken: 'landing.testimonial.sana.coupleSpoken',
    location: 'landing.testimonial.sana.location',
    quote: 'landing.testimonial.sana.quote',
    image: {
      backdrop: '#d6ece0',
      glow: '#add8c1',
      bride: { kind: 'hijab', skin: SKIN.wheat, garment: '#1b4d3e', headwear: '#22674b' },
      groom: { kind: 'kufi', skin: SKIN.warm, garment: '#f8ecc9', headwear: '#ffffff', hair: '#2b211b' },
    },
  },
  {
    id: 't-rukhsar-tariq',
    couple: 'landing.testimonial.rukhsar.couple',
    coupleSpoken: 'landing.testimonial.rukhsar.coupleSpoken',
    location: 'landing.testimonial.rukhsar.location',
    quote: 'landing.testimonial.rukhsar.quote',
    image: {
      backdrop: '#f8ecc9',
      glow: '#f0d88f',
      bride: { kind: 'hijab', skin: SKIN.light, garment: '#93691a', headwear: '#b98b22' },
      groom: { kind: 'kufi', skin: SKIN.wheat, garment: '#22674b', headwear: '#fdf8ec', hair: '#3a2a1f' },
    },
  },
  {
    id: 't-amina-bilal',
    couple: 'landing.testimonial.amina.couple',
    coupleSpoken: 'landing.testimonial.amina.coupleSpoken',
    location: 'landing.testimonial.amina.location',
    quote: 'landing.testimonial.amina.quote',
    image: {
      backdrop: '#d6ece0',
      glow: '#7dbd9c',
      bride: { kind: 'hijab', skin: SKIN.deep, garment: '#f0d88f', headwear: '#fdf8ec' },
      groom: { kind: 'kufi', skin: SKIN.deep, garment: '#153d31', headwear: '#ffffff', hair: '#1f1712' },
    },
  },
  {
    id: 't-farah-junaid',
    couple: 'landing.testimonial.farah.couple',
    coupleSpoken: 'landing.testimonial.farah.coupleSpoken',
    location: 'landing.testimonial.farah.location',
    quote: 'landing.testimonial.farah.quote',
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
    category: 'landing.article.questions.category',
    title: 'landing.article.questions.title',
    excerpt: 'landing.article.questions.excerpt',
    readMinutes: 6,
  },
  {
    id: 'role-of-the-wali',
    category: 'landing.article.wali.category',
    title: 'landing.article.wali.title',
    excerpt: 'landing.article.wali.excerpt',
    readMinutes: 5,
  },
  {
    id: 'mercy-and-affection',
    category: 'landing.article.mercy.category',
    title: 'landing.article.mercy.title',
    excerpt: 'landing.article.mercy.excerpt',
    readMinutes: 7,
  },
];
