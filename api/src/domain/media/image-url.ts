import { VARIANT_SIZES } from './limits.ts';
import { madeOnce } from '../shared/made-once.ts';

export type ImageVariant = 'THUMB' | 'CARD' | 'FULL';

const variantSuffix: Record<ImageVariant, string> = { THUMB: '.thumb.webp', CARD: '.card.webp', FULL: '.webp' };

/** Past this many references a variant's made URLs start over rather than grow without bound. */
const MADE_URLS_KEPT = 10_000;
const keptUrlsOf = (variant: ImageVariant) => madeOnce(MADE_URLS_KEPT, (reference: string) => urlOf(reference, variant));
const urlsOf: Record<ImageVariant, (reference: string) => string> = { THUMB: keptUrlsOf('THUMB'), CARD: keptUrlsOf('CARD'), FULL: keptUrlsOf('FULL') };

/**
 * Resolves a stored image reference as the spec says: a value starting with http is used as
 * is; anything else is a file under /uploads. Files we produced (`<name>.webp`) have resized
 * siblings `<name>.card.webp` and `<name>.thumb.webp`; other files are served as they are.
 *
 * The URLs already made are kept (MADE_URLS_KEPT per variant): the answer depends on the
 * reference alone, and every card of every list asks one (two regular expressions and two
 * encodings each time otherwise; docs/decisions/pipeline-cost.md, "The list read, second pass").
 */
export function imageUrl(reference: string | null | undefined, variant: ImageVariant = 'FULL'): string | null {
  return reference ? urlsOf[variant](reference) : null;
}

function urlOf(reference: string, variant: ImageVariant): string {
  if (/^https?:\/\//i.test(reference)) return reference;
  const name = reference.replace(/^\/?uploads\//, '');
  const encoded = encodeURIComponent(name);
  if (variant === 'FULL' || !name.endsWith('.webp') || /\.(card|thumb)\.webp$/.test(name)) return `/uploads/${encoded}`;
  return `/uploads/${encodeURIComponent(name.slice(0, -'.webp'.length) + variantSuffix[variant])}`;
}

/** A link to a local file, opened by `signedQuery` when it is private (an external link is left as it is). */
export function withSignedQuery(url: string, signedQuery?: string): string {
  return signedQuery && url.startsWith('/uploads/') ? `${url}?${signedQuery}` : url;
}

/**
 * The resized copies of a stored image as an HTML `srcset` ("<thumb> 200w, <card> 600w, <full>
 * 1600w"), each described by its longest side (VARIANT_SIZES: a landscape copy's width; a smaller
 * original is never enlarged, so a descriptor may overstate it, which only makes the browser choose
 * a little lower). Empty when the image has no resized copies (an external link, a file we did not
 * produce): the browser then loads `src`. `signedQuery` opens each copy of a private file.
 */
export function imageSrcSet(reference: string | null | undefined, signedQuery?: string): string {
  const full = imageUrl(reference, 'FULL');
  const card = imageUrl(reference, 'CARD');
  if (!full || !card || full === card) return '';
  const open = (url: string) => withSignedQuery(url, signedQuery);
  return [
    `${open(imageUrl(reference, 'THUMB')!)} ${VARIANT_SIZES.thumb}w`,
    `${open(card)} ${VARIANT_SIZES.card}w`,
    `${open(full)} ${VARIANT_SIZES.full}w`,
  ].join(', ');
}
