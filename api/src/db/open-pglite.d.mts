import type { PGlite } from '@electric-sql/pglite';
export function openPglite(dir: string | undefined): Promise<PGlite>;
export function pgliteDirFromUrl(url: string): string | undefined;
