// A build step of the storefront (issue 35, docs/decisions/i18n-english-routes-js.md): every message
// id the source names ('listing.resultCount') becomes a short one ('4f') in the built code, in the
// components that call it, the English namespaces and the Arabic and Urdu catalogues alike. An id
// is written twice on an English route (where it is used, and in its namespace's compiled module);
// the short form takes 0.3-1.1 KB gzip off each route. Source, unit tests and the dev server keep
// the readable ids; only `vite build` rewrites them, the same in the browser's and the server's bundles.
// Each id keeps its number when messages are added or removed (message-id-numbers.txt,
// docs/decisions/i18n-stable-short-ids.md): a new message costs the routes only its own bytes.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { en } from '../src/lib/i18n/catalogues/en/index.ts';
import { dashboardEn } from '../src/lib/i18n/catalogues/en/dashboard.ts';

/**
 * The ids already numbered, in their numbers' order: one id a line, comment lines start with `#`.
 * Append-only: an id removed from the catalogues keeps its line (its number stays unused), so that
 * no other id moves. Ids not yet listed are numbered after it (see shortMessageIds).
 */
export const NUMBERED_IDS_FILE = path.resolve(import.meta.dirname, 'message-id-numbers.txt');

export function readNumberedIds(file = NUMBERED_IDS_FILE): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Each id's short form, in base 36: an id of `numbered` is its index there (two characters for the
 * first 1,296), an id not yet listed comes after the list, in sorted order. So a message added (or
 * removed) renumbers no listed id: only the few unlisted ids sorted after it move, by one, keeping
 * their length. Append new ids to the list to fix their numbers too (any order).
 */
export function shortMessageIds(ids: readonly string[], numbered: readonly string[]): Map<string, string> {
  const known = new Set(ids);
  const short = new Map<string, string>();
  numbered.forEach((id, index) => {
    if (known.has(id) && !short.has(id)) short.set(id, index.toString(36));
  });
  const unlisted = ids.filter((id) => !short.has(id)).sort();
  unlisted.forEach((id, index) => short.set(id, (numbered.length + index).toString(36)));
  return short;
}

/** A quoted string that looks like an id (`namespace.key`, `leads.time.any`), in any of JavaScript's three quotes. */
const QUOTED_ID = /(['"`])([a-zA-Z]+(?:\.[A-Za-z0-9]+)+)\1/g;

/** `code` with every quoted message id replaced by its short form; any other string is left as it is. */
export function withShortIds(code: string, short: ReadonlyMap<string, string>): string {
  return code.replace(QUOTED_ID, (whole, quote: string, id: string) => {
    const replacement = short.get(id);
    return replacement === undefined ? whole : `${quote}${replacement}${quote}`;
  });
}

/**
 * A message id put together at run time (`leads.${field}`) would name nothing once the literal ids
 * are shortened: the build refuses it, naming the file (write the ids out in a table instead).
 */
export function assertNoBuiltIds(code: string, file: string, namespaces: ReadonlySet<string>): void {
  for (const match of code.matchAll(/`([a-zA-Z]+)\.[^`]*\$\{/g)) {
    if (namespaces.has(match[1])) throw new Error(`${file}: the message id ${match[0]}...\` is built at run time; the build shortens ids, so write each one out (web/build/short-message-ids.ts)`);
  }
}

export function shortMessageIdsPlugin(): Plugin {
  const ids = [...Object.keys(en), ...Object.keys(dashboardEn)];
  const short = shortMessageIds(ids, readNumberedIds());
  const namespaces = new Set(ids.map((id) => id.split('.')[0]));
  const source = path.resolve(import.meta.dirname, '../src') + path.sep;
  return {
    name: 'short-message-ids',
    apply: 'build',
    // Before TypeScript is stripped: the ids are plain string literals of the source.
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(source) || !/\.tsx?$/.test(id) || id.includes('__generated__')) return null;
      assertNoBuiltIds(code, path.relative(source, id), namespaces);
      const rewritten = withShortIds(code, short);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
