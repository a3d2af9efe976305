/**
 * The stored file names among image references: a reference is an absolute http(s) URL (not
 * ours to remove) or a file name under /uploads (spec: "path or file name"). Distinct, in order.
 */
export function storedFileNames(references: ReadonlyArray<string | null | undefined>): string[] {
  const names = new Set<string>();
  for (const reference of references) {
    if (!reference || /^https?:\/\//i.test(reference)) continue;
    const name = reference.replace(/^\/?uploads\//, '');
    if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && !name.includes('..')) names.add(name);
  }
  return [...names];
}
