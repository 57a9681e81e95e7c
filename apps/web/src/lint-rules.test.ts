import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import sakinah from '../../../scripts/eslint/sakinah-plugin.mjs';

/** The project's own rules (issue 43) on samples: what they refuse and what they let through. */
function lint(code: string, rule: 'logical-classes' | 'no-english-text'): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(code, [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { sakinah },
        rules: { [`sakinah/${rule}`]: 'error' },
      },
    ], 'sample.tsx')
    .map((message) => message.message);
}

describe('sakinah/logical-classes', () => {
  it.each([
    '<div className="ml-2 p-4" />',
    '<div className="absolute right-0 top-0" />',
    '<p className="text-left" />',
    'const c = `flex ${on ? "pl-3" : ""}`;',
    '<div className="md:mr-4" />',
    '<div className="border-l-4 rounded-br-md" />',
    '<div className="-left-24" />',
  ])('refuses %s', (code) => {
    expect(lint(code, 'logical-classes').length).toBeGreaterThan(0);
  });

  it.each([
    '<div className="ms-2 pe-4 start-0 text-end border-s-4 rounded-ee-md" />',
    '<Toaster position="top-right" />',
    '<p>Turn right at the mosque</p>',
    '<div className="-translate-x-1/2 rtl:translate-x-1/2 start-1/2" />',
  ])('lets %s through', (code) => {
    expect(lint(code, 'logical-classes')).toEqual([]);
  });
});

describe('sakinah/no-english-text', () => {
  it.each(['<p>Welcome back</p>', '<button aria-label="Open menu" />', '<input placeholder="Your name" />'])('refuses %s', (code) => {
    expect(lint(code, 'no-english-text').length).toBeGreaterThan(0);
  });

  it.each(['<p>{t("nav.home")}</p>', '<button aria-label={t("menu.open")} />', '<span>© 2026</span>', '<span> · </span>'])('lets %s through', (code) => {
    expect(lint(code, 'no-english-text')).toEqual([]);
  });
});
