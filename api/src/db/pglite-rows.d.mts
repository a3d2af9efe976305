import type { BackendMessage, Results } from '@electric-sql/pglite';
type Parsers = Record<number, (value: string, typeId: number) => unknown>;
/** Makes PGlite's wire parser (in this thread) decode data rows without copying each value first; throws on a PGlite version it was not written for. */
export function decodeDataRowsInPlace(pgliteVersion?: string): void;
/** PGlite's `parse.parseResults(...)[0]`: the first statement's fields, rows and changed-row count. */
export function decodeResults(received: BackendMessage[], defaultParsers: Parsers, options?: { rowMode?: 'array' | 'object'; parsers?: Parsers }): Results;
