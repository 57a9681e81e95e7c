import { Fragment, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, isLanguage, type UiTextKey } from '@sakinah/contract';

/** What each tag of a rich text (`<b>…</b>`, `<privacy>…</privacy>`) becomes. */
export type RichTags = Record<string, (chunks: ReactNode[]) => ReactNode>;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A catalogue text with inline markup as React nodes: ICU rich text (intl-messageformat's tags), so a translator moves
 * a link or a bold phrase inside the sentence as the language needs. `t()` gives plain strings only, so the template is
 * read from the catalogue here (English when the language lacks the key, as `t()` does).
 */
export function useRichText() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (key: UiTextKey, tags: RichTags, values: Record<string, string | number> = {}): ReactNode => {
    const template = (i18n.getResource(language, 'translation', key) ?? i18n.getResource('en', 'translation', key)) as string | undefined;
    if (template === undefined) return key;
    const locale = INTL_LOCALES[language];
    let format = compiled.get(`${locale}\u0000${template}`);
    if (!format) {
      format = new IntlMessageFormat(template, locale);
      compiled.set(`${locale}\u0000${template}`, format);
    }
    const result = format.format<ReactNode>({ ...values, ...tags });
    return Array.isArray(result) ? result.map((part, index) => <Fragment key={index}>{part}</Fragment>) : result;
  };
}
