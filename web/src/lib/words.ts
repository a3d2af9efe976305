// Word previews: descriptions show 90 words, cart names 30 (docs/spec/storefront.md §9).

export const DESCRIPTION_PREVIEW_WORDS = 90;
export const CART_NAME_WORDS = 30;
export const CARD_TEXT_WORDS = 35;

export interface TruncatedText {
  text: string;
  /** True when words were left out (the text ends with an ellipsis). */
  truncated: boolean;
}

/** The first `limit` words of `text` followed by "…", or the whole text when it is short enough. */
export function truncateWords(text: string | null | undefined, limit: number): TruncatedText {
  const source = (text ?? '').trim();
  if (!source) return { text: '', truncated: false };
  const words = source.split(/\s+/);
  if (words.length <= limit) return { text: source, truncated: false };
  return { text: `${words.slice(0, Math.max(limit, 0)).join(' ')}…`, truncated: true };
}

export function wordCount(text: string | null | undefined): number {
  const source = (text ?? '').trim();
  return source ? source.split(/\s+/).length : 0;
}
