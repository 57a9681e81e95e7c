import { describe, expect, it } from 'vitest';
import { DUPLICATE_TEXT_MIN_WORDS, DUPLICATE_TEXT_SIMILARITY } from '@sakinah/contract';
import { bandHashes, estimateSimilarity, fingerprint, MINHASH_BANDS, shingles, signature, textSimilarity, words } from './minhash';

const ABOUT =
  'I am a practising Muslim who works as a software engineer in Pune. I love reading, long walks with my family and cooking biryani on weekends. ' +
  'I pray five times a day and hope to build a calm, kind home where we grow in faith together and support each other through life.';
const UNRELATED =
  'Family means everything to me. My father runs a small textile shop in Lucknow and my two younger sisters are still studying. ' +
  'After my degree in commerce I joined a bank as an officer, and on Sundays I teach children at the local madrasa.';

const sharedBands = (a: string, b: string) => {
  const x = fingerprint(a, DUPLICATE_TEXT_MIN_WORDS).bands;
  const y = fingerprint(b, DUPLICATE_TEXT_MIN_WORDS).bands;
  return x.filter((h, i) => y[i] === h).length;
};

describe('minhash of word shingles', () => {
  it('normalises case and punctuation into words and 3-word shingles', () => {
    expect(words("Hello, WORLD!  it's   me…")).toEqual(['hello', 'world', 'it', 's', 'me']);
    expect([...shingles(['a', 'b', 'c', 'd'])]).toEqual(['a b c', 'b c d']);
    expect([...shingles(['a', 'b'])]).toEqual(['a b']);
  });

  it('identical texts: similarity 1, every band shared, deterministic signed 64-bit band values', () => {
    expect(textSimilarity(ABOUT, ABOUT)).toBe(1);
    expect(sharedBands(ABOUT, ABOUT)).toBe(MINHASH_BANDS);
    const bands = bandHashes(signature(shingles(words(ABOUT))));
    expect(bands).toHaveLength(MINHASH_BANDS);
    for (const b of bands) expect(b >= -(2n ** 63n) && b < 2n ** 63n).toBe(true);
    expect(bandHashes(signature(shingles(words(ABOUT))))).toEqual(bands);
  });

  it('light edits (case, punctuation, one word changed) stay above the threshold and share a band', () => {
    const edited = ABOUT.replace('Pune', 'Mumbai').toUpperCase().replace(/[.,]/g, '');
    const similarity = textSimilarity(ABOUT, edited);
    expect(similarity).toBeGreaterThanOrEqual(DUPLICATE_TEXT_SIMILARITY);
    expect(similarity).toBeLessThan(1);
    expect(sharedBands(ABOUT, edited)).toBeGreaterThan(0);
    // The signature's estimate is close to the exact value.
    const estimate = estimateSimilarity(signature(shingles(words(ABOUT))), signature(shingles(words(edited))));
    expect(Math.abs(estimate - similarity)).toBeLessThan(0.15);
  });

  it('unrelated texts: similarity near 0 and no band in common', () => {
    expect(textSimilarity(ABOUT, UNRELATED)).toBeLessThan(0.05);
    expect(sharedBands(ABOUT, UNRELATED)).toBe(0);
  });

  it('a text shorter than the minimum is not fingerprinted', () => {
    const short = 'I am kind and honest.';
    expect(fingerprint(short, DUPLICATE_TEXT_MIN_WORDS)).toEqual({ words: 5, bands: [] });
    expect(fingerprint('', DUPLICATE_TEXT_MIN_WORDS)).toEqual({ words: 0, bands: [] });
    expect(fingerprint(null, DUPLICATE_TEXT_MIN_WORDS).bands).toEqual([]);
    expect(textSimilarity('', ABOUT)).toBe(0);
  });
});
