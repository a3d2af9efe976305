export type ImageVariant = 'THUMB' | 'CARD' | 'FULL';

const variantSuffix: Record<ImageVariant, string> = { THUMB: '.thumb.webp', CARD: '.card.webp', FULL: '.webp' };

/**
 * Resolves a stored image reference as the spec says: a value starting with http is used as
 * is; anything else is a file under /uploads. Files we produced (`<name>.webp`) have resized
 * siblings `<name>.card.webp` and `<name>.thumb.webp`; other files are served as they are.
 */
export function imageUrl(reference: string | null | undefined, variant: ImageVariant = 'FULL'): string | null {
  if (!reference) return null;
  if (/^https?:\/\//i.test(reference)) return reference;
  const name = reference.replace(/^\/?uploads\//, '');
  const encoded = encodeURIComponent(name);
  if (variant === 'FULL' || !name.endsWith('.webp') || /\.(card|thumb)\.webp$/.test(name)) return `/uploads/${encoded}`;
  return `/uploads/${encodeURIComponent(name.slice(0, -'.webp'.length) + variantSuffix[variant])}`;
}
