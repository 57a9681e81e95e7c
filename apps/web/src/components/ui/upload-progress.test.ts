import { describe, expect, it } from 'vitest';
import { fileFractions } from './upload-progress';

describe('fileFractions: how much of each file has gone, from the bytes of the whole form', () => {
  const files = [{ size: 100 }, { size: 300 }];
  it('fills the files in the order they are sent, scaling out the form overhead', () => {
    expect(fileFractions(files, { loaded: 0, total: 440 })).toEqual([0, 0]);
    expect(fileFractions(files, { loaded: 55, total: 440 })).toEqual([0.5, 0]);
    expect(fileFractions(files, { loaded: 220, total: 440 })).toEqual([1, 1 / 3]);
    expect(fileFractions(files, { loaded: 440, total: 440 })).toEqual([1, 1]);
  });
  it('never goes outside 0..1, even for an empty file or an unknown total', () => {
    expect(fileFractions([{ size: 0 }, { size: 10 }], { loaded: 5, total: 10 })).toEqual([1, 0.5]);
    expect(fileFractions(files, { loaded: 10, total: 0 })).toEqual([0, 0]);
    expect(fileFractions(files, { loaded: 999, total: 440 })).toEqual([1, 1]);
  });
});
