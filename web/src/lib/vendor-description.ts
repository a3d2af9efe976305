// The vendor page's light formatting (docs/spec/storefront.md §2, public vendor page): line breaks, **bold**,
// *italic* and "- " lines as bullet lists. It returns a tree the page renders as React elements,
// so vendor text is never injected as HTML.

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: InlineNode[] }
  | { kind: 'italic'; children: InlineNode[] };

/** A line is a list of inline nodes. */
export type Line = InlineNode[];

export type BlockNode = { kind: 'paragraph'; lines: Line[] } | { kind: 'list'; items: Line[] };

export const VENDOR_DESCRIPTION_LIMIT = 300;
export const VENDOR_DESCRIPTION_LINES = 3;

const BULLET = /^\s*-\s+/;

/** Parses **bold** (which may hold *italic*) and *italic* inside one line. Unmatched stars stay text. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\*([^*]+?)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push({ kind: 'text', text: text.slice(last, start) });
    if (match[1] !== undefined) nodes.push({ kind: 'bold', children: parseInline(match[1]) });
    else nodes.push({ kind: 'italic', children: [{ kind: 'text', text: match[2] }] });
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return nodes;
}

/**
 * Blocks of a description: consecutive "- " lines make a list, other consecutive lines a
 * paragraph whose lines are separated by line breaks; blank lines end a block.
 */
export function formatVendorDescription(text: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  let current: BlockNode | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      current = null;
      continue;
    }
    if (BULLET.test(line)) {
      if (current?.kind !== 'list') blocks.push((current = { kind: 'list', items: [] }));
      current.items.push(parseInline(line.replace(BULLET, '')));
    } else {
      if (current?.kind !== 'paragraph') blocks.push((current = { kind: 'paragraph', lines: [] }));
      current.lines.push(parseInline(line.trim()));
    }
  }
  return blocks;
}

/** Long descriptions (over 300 characters or over 3 lines) get a See More / See Less toggle. */
export function isLongDescription(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > VENDOR_DESCRIPTION_LIMIT || trimmed.split(/\r\n?|\n/).length > VENDOR_DESCRIPTION_LINES;
}

/** Drops a dangling "**" or "*" left by cutting, so the preview never shows stray markers. */
function dropUnclosedMarkers(text: string): string {
  let result = text;
  if ((result.match(/\*\*/g)?.length ?? 0) % 2 === 1) {
    const at = result.lastIndexOf('**');
    result = result.slice(0, at) + result.slice(at + 2);
  }
  const singles = result.replace(/\*\*/g, '').match(/\*/g)?.length ?? 0;
  if (singles % 2 === 1) {
    const withoutPairs = result.replace(/\*\*/g, '\u0000\u0000');
    const at = withoutPairs.lastIndexOf('*');
    result = result.slice(0, at) + result.slice(at + 1);
  }
  return result;
}

/** The collapsed text: at most 3 lines and 300 characters, then an ellipsis; short text unchanged. */
export function collapsedDescription(text: string): string {
  const trimmed = text.trim();
  if (!isLongDescription(trimmed)) return trimmed;
  const firstLines = trimmed.split(/\r\n?|\n/).slice(0, VENDOR_DESCRIPTION_LINES).join('\n');
  const cut = firstLines.slice(0, VENDOR_DESCRIPTION_LIMIT).trimEnd();
  return `${dropUnclosedMarkers(cut)}…`;
}
