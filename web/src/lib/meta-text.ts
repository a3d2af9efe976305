// Texts for a page's <meta name="description"> and its Open Graph and Twitter twins: plain text,
// short enough for a search result's snippet, cut where a word ends.

/** About what a search result shows of a description. */
export const META_DESCRIPTION_LIMIT = 160;

/**
 * Plain text from a listing's or store's text: the vendor formatting's stars (`**bold**`,
 * `*italic*`) and "- " bullets go, control characters and every run of whitespace (line breaks
 * too) become one space.
 */
export function plainText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*([^*\n]+?)\*/g, '$1')
    .replace(/^\s*-\s+/gm, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}

/**
 * A description of at most `limit` characters: plain text (plainText), cut at the last word
 * boundary that leaves room for an ellipsis when longer, trailing punctuation before the cut
 * dropped. A single word longer than the limit is cut inside the word.
 */
export function metaDescription(text: string | null | undefined, limit = META_DESCRIPTION_LIMIT): string {
  const plain = plainText(text);
  if (plain.length <= limit) return plain;
  const room = limit - 1; // the ellipsis
  const head = plain.slice(0, room + 1);
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : plain.slice(0, room);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** Sentences joined into one description: empty parts skipped, each ended with a full stop. */
export function joinSentences(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => plainText(part))
    .filter(Boolean)
    .map((part) => (/[.!?…]$/u.test(part) ? part : `${part}.`))
    .join(' ');
}
