import fallbackImage from '../../assets/image-placeholder.svg';

export { fallbackImage };

/** Image reference rule of docs/spec/storefront.md §3: http(s) URLs as they are, anything else a file under /uploads. */
export function cartImageSrc(reference: string | null | undefined): string {
  if (!reference) return fallbackImage;
  return /^https?:\/\//i.test(reference) ? reference : `/uploads/${encodeURIComponent(reference.replace(/^\/?uploads\//, ''))}`;
}
