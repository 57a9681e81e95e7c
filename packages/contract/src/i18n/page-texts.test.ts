import { describe, expect, it } from 'vitest';
import { APP_TEXT, UI_TEXT } from './ui-texts';
import { PAGE_TEXT_AREAS, PAGE_TEXT_LOADERS } from './page-texts';
import hiApp, { HI_APP_PARTS } from './catalogues/hi-app';
import urApp, { UR_APP_PARTS } from './catalogues/ur-app';
import { HI_PARTS } from './catalogues/hi';
import { UR_PARTS } from './catalogues/ur';
import { MSG } from '../messages';

const sorted = (texts: Record<string, string>) => Object.keys(texts).sort();

describe('the texts the web loads with a page, apart from its first download', () => {
  it('the app and the pages together are every English text, each in one of them', async () => {
    const pages = await Promise.all(PAGE_TEXT_AREAS.map((area) => PAGE_TEXT_LOADERS[area].en()));
    const all = [...Object.keys(APP_TEXT), ...pages.flatMap((texts) => Object.keys(texts))];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(UI_TEXT).sort());
  });

  it.each([
    ['hi', hiApp, HI_APP_PARTS, HI_PARTS],
    ['ur', urApp, UR_APP_PARTS, UR_PARTS],
  ] as const)('%s: each page area is its catalogue file; the app catalogue has every app text and no page text', async (language, app, appParts, allParts) => {
    for (const area of PAGE_TEXT_AREAS) {
      const texts = await PAGE_TEXT_LOADERS[area][language]();
      expect(texts).toBe(allParts[area]);
      expect(Object.keys(appParts)).not.toContain(area);
      // The area's translation covers exactly its English.
      expect(sorted(texts)).toEqual(sorted(await PAGE_TEXT_LOADERS[area].en()));
    }
    expect(Object.keys(APP_TEXT).filter((key) => app[key] === undefined)).toEqual([]);
    // Only mails stay out of both: the server writes them.
    const outside = Object.keys(allParts).filter((area) => !(area in appParts) && !(PAGE_TEXT_AREAS as readonly string[]).includes(area));
    expect(outside).toEqual(['mail']);
    expect(Object.keys(allParts.mail!).every((key) => key in MSG)).toBe(true);
  });
});
