import { Fragment, type ReactNode } from 'react';
import type { ContentBlock } from './content.ts';

/** What a page lends its texts: the node behind each `{name}` and the element behind each `<tag>…</tag>`. */
export interface RichTextParts {
  values?: Readonly<Record<string, ReactNode>>;
  tags?: Readonly<Record<string, (chunk: ReactNode) => ReactNode>>;
}

/** Tags every text may use without the page mapping them. */
const DEFAULT_TAGS: Readonly<Record<string, (chunk: ReactNode) => ReactNode>> = {
  strong: (chunk) => <strong>{chunk}</strong>,
};

/** A `<tag>…</tag>` span (not nested in one of its own name) or a `{name}` placeholder. */
const TOKEN = /<(\w+)>(.*?)<\/\1>|\{(\w+)\}/g;

/**
 * A content text as React nodes. A tag or a name the page does not map shows as its plain
 * words (a translator's typo must not take the page down; content-texts tests catch it).
 */
export function richText(text: string, parts: RichTextParts = {}): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, tag, chunk, name] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    if (tag !== undefined) {
      const render = parts.tags?.[tag] ?? DEFAULT_TAGS[tag];
      const inner = richText(chunk ?? '', parts);
      nodes.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    } else {
      const value = name !== undefined && parts.values && name in parts.values ? parts.values[name] : whole;
      nodes.push(<Fragment key={match.index}>{value}</Fragment>);
    }
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** One content text, inline. */
export function RichText({ text, ...parts }: { text: string } & RichTextParts) {
  return <>{richText(text, parts)}</>;
}

/** Paragraphs, lists and the page's own pieces (slots), in the order the content gives them. */
export function ContentBlocks({ blocks, slots = {}, ...parts }: { blocks: readonly ContentBlock[]; slots?: Readonly<Record<string, ReactNode>> } & RichTextParts) {
  return (
    <>
      {blocks.map((block, index) => {
        if ('paragraph' in block) return <p key={index}>{richText(block.paragraph, parts)}</p>;
        if ('list' in block)
          return (
            <ul key={index}>
              {block.list.map((item) => (
                <li key={item}>{richText(item, parts)}</li>
              ))}
            </ul>
          );
        return <Fragment key={index}>{slots[block.slot]}</Fragment>;
      })}
    </>
  );
}
