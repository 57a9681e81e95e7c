import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOGUES } from './translate';
import { LEGAL_TEXT, PRIVACY_DOCUMENT, TERMS_DOCUMENT, type LegalDocumentText, type LegalTextKey } from './texts/legal';

/** Every key a document shows, in order. */
function keysOf(document: LegalDocumentText): string[] {
  return [
    document.eyebrow,
    document.title,
    document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => ('ul' in block ? block.ul : 'p' in block ? [block.p] : 'h3' in block ? [block.h3] : [block.card])),
    ]),
  ];
}

/** Placeholders and tags of a message, inside tags too (the catalogue test reads the top level only). */
function shapeOf(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) into.push(`{${element.value}}`);
    if (element.type === TYPE.tag) {
      into.push(`<${element.value}>`);
      shapeOf(element.children, into);
    }
  }
  return into;
}

describe('the legal documents (terms, privacy)', () => {
  const documents = { terms: TERMS_DOCUMENT, privacy: PRIVACY_DOCUMENT };

  it.each(Object.entries(documents))('%s: every block is a text of its own, every text of the document is shown, anchors are unique', (name, document) => {
    const shown = keysOf(document);
    expect(shown.filter((key) => !(key in LEGAL_TEXT))).toEqual([]);
    expect(new Set(shown).size).toBe(shown.length);
    const own = Object.keys(LEGAL_TEXT).filter((key) => key.startsWith(`legal.${name}.`));
    expect(own.filter((key) => !shown.includes(key))).toEqual([]);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['hi', 'ur'] as const)('%s keeps every link, bold phrase and value of the English, inside tags too', (language) => {
    for (const key of Object.keys(LEGAL_TEXT) as LegalTextKey[]) {
      const english = shapeOf(parse(LEGAL_TEXT[key])).sort();
      expect(shapeOf(parse(CATALOGUES[language][key] ?? '')).sort(), `${language}.${key}`).toEqual(english);
    }
  });

  it.each(['hi', 'ur'] as const)('%s writes the brand in its own script and says the English prevails', (language) => {
    const brand = language === 'hi' ? 'सकीना' : 'سکینہ';
    for (const key of Object.keys(LEGAL_TEXT) as LegalTextKey[]) {
      if (LEGAL_TEXT[key].includes('Sakinah')) expect(CATALOGUES[language][key], `${language}.${key}`).toContain(brand);
      expect(CATALOGUES[language][key], `${language}.${key}`).not.toContain('Sakinah');
    }
    expect(CATALOGUES[language]['legal.englishPrevails']).toMatch(language === 'hi' ? /अंग्रेज़ी/ : /انگریزی/);
  });
});
