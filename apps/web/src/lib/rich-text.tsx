import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with marked words (`Read our <link>Privacy Policy</link>.`) as React nodes: each `<tag>…</tag>`
 * is drawn by `tags[tag]`, so a translation can put the link or the bold words wherever its sentence needs them.
 * Texts holding tags keep no `{placeholders}` (the ICU formatter would read the tags as its own).
 */
export function richText(text: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, tag = '', chunk = ''] = match;
    nodes.push(text.slice(last, match.index));
    const draw = tags[tag];
    nodes.push(<Fragment key={match.index}>{draw ? draw(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes;
}
