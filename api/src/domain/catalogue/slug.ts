// Slug rules from the storefront spec, section 2 ("Link shapes"). Pure functions.

/**
 * Product slug from a name: lower-case; whitespace and slashes become hyphens; every character
 * other than a-z, 0-9 and hyphen is removed; repeated hyphens collapse; edge hyphens are trimmed.
 * A name with no usable character gives ''.
 */
export function productSlugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\s/]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The store-name part of /pro/{store-name-slug}/{store_id}: the lower-cased store name with
 * whitespace turned to hyphens and non-word characters removed (repeated and edge hyphens
 * trimmed). A missing or empty result gives 'no-store'.
 */
export function vendorSlug(storeName: string | null | undefined): string {
  const slug = (storeName ?? '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'no-store';
}

/**
 * `base` when free, else `base-2`, `base-3`, ... (the first one `exists` says is free).
 * An empty base (a name without any a-z/0-9) becomes 'product'.
 */
export async function uniqueSlug(base: string, exists: (slug: string) => Promise<boolean>): Promise<string> {
  const root = base || 'product';
  if (!(await exists(root))) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!(await exists(candidate))) return candidate;
  }
}
