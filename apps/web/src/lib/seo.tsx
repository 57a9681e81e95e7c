import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from '@sakinah/contract';

export interface PageMeta {
  title: string;
  description: string;
}

/** Filled during pre-rendering so the page's HTML carries its own title and description. */
export class SeoCollector {
  meta?: PageMeta;
  collect(meta: PageMeta): void {
    this.meta = meta;
  }
}
export const SeoCollectorContext = createContext<SeoCollector | null>(null);

export function fullTitle(title: string): string {
  return title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
}

/** Sets the document title and description for search engines, on the server and in the browser. */
export function Seo({ title, description }: PageMeta) {
  const collector = useContext(SeoCollectorContext);
  collector?.collect({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
  return null;
}
