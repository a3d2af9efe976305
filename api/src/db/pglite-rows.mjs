// Plain JavaScript: it runs in the database's worker thread (pglite-host.mjs), which loads without
// a TypeScript loader. Types: pglite-rows.d.mts.
//
// Reading rows back from PGlite costs more in JavaScript than running the query in WASM: for the
// storefront's 25-row card list, PGlite's wire parser took ~450 µs against ~200 µs of engine time,
// because it copies every value into an ArrayBuffer of its own before decoding it, and its result
// builder then copies its ~350 type parsers into a new object for every statement (~140 µs). The
// two functions here do the same work without those copies; the messages and results they make
// are the ones PGlite makes (api/test/platform/pglite-rows.test.ts compares them).
import { messages, protocol } from '@electric-sql/pglite';
import { assertPatchedPgliteVersion, installedPgliteVersion } from './pglite-version.mjs';

const DATA_ROW = 0x44; // 'D', the only backend message with that code
const HEADER = 5; // code byte + 32-bit length

/** Installed already: a second database in the same thread must not wrap the parser twice. */
let installed = false;

/**
 * Makes PGlite's wire parser decode data rows itself: each value is read straight out of the
 * engine's output as a string. Every other message still goes through PGlite's own parsing,
 * whole and in order, so errors, notices and row descriptions are exactly PGlite's. A message cut
 * off at the end of one chunk of output waits for the rest, as in PGlite's parser. Refuses, before
 * touching anything, on a PGlite version other than the one it was written for (pglite-version.mjs).
 *
 * @param {string} pgliteVersion the PGlite version loaded (read from its package.json by default)
 */
export function decodeDataRowsInPlace(pgliteVersion = installedPgliteVersion()) {
  assertPatchedPgliteVersion('The row decoding of api/src/db/pglite-rows.mjs', pgliteVersion);
  if (installed) return;
  installed = true;
  const prototype = protocol.Parser.prototype;
  const parseOthers = prototype.parse;
  /** The unfinished message at the end of the last chunk, per parser. */
  const unfinished = new WeakMap();

  prototype.parse = function parse(buffer, callback) {
    let bytes = ArrayBuffer.isView(buffer) ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) : new Uint8Array(buffer);
    const head = unfinished.get(this);
    if (head) {
      unfinished.delete(this);
      const joined = new Uint8Array(head.length + bytes.length);
      joined.set(head);
      joined.set(bytes, head.length);
      bytes = joined;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let offset = 0;
    let othersFrom = -1; // start of a run of other messages not yet handed to PGlite's parser
    const handOthers = (end) => {
      if (othersFrom < 0) return;
      parseOthers.call(this, bytes.subarray(othersFrom, end), callback);
      othersFrom = -1;
    };
    while (offset + HEADER <= bytes.length) {
      const length = view.getUint32(offset + 1);
      if (offset + 1 + length > bytes.length) break;
      if (bytes[offset] === DATA_ROW) {
        handOthers(offset);
        callback(dataRow(view, text, offset, length));
      } else if (othersFrom < 0) {
        othersFrom = offset;
      }
      offset += 1 + length;
    }
    handOthers(offset);
    // Copied: the chunk is a view of the engine's memory, which the next statement overwrites.
    if (offset < bytes.length) unfinished.set(this, bytes.slice(offset));
  };
}

/** A DataRow message: a count, then each value as a length (-1 for null) and its UTF-8 text. */
function dataRow(view, text, offset, length) {
  let at = offset + HEADER;
  const count = view.getInt16(at);
  at += 2;
  const fields = new Array(count);
  for (let i = 0; i < count; i++) {
    const size = view.getInt32(at);
    at += 4;
    if (size === -1) {
      fields[i] = null;
    } else {
      fields[i] = text.toString('utf8', at, at + size);
      at += size;
    }
  }
  return new messages.DataRowMessage(length, fields);
}

/**
 * PGlite's `parse.parseResults` for one statement's messages: its fields, its rows (as arrays with
 * `rowMode: 'array'`, else as objects), each value through the parser for its type (`options.parsers`
 * first, then the database's), and the rows it changed. The parser of each column is looked up
 * once per statement rather than once per value.
 *
 * @param {import('@electric-sql/pglite').BackendMessage[]} received
 * @param {Record<number, (value: string, typeId: number) => unknown>} defaultParsers
 * @param {{ rowMode?: 'array' | 'object', parsers?: Record<number, (value: string, typeId: number) => unknown> } | undefined} options
 */
export function decodeResults(received, defaultParsers, options) {
  const asArrays = options?.rowMode === 'array';
  let fields = [];
  let decoders = [];
  let rows = [];
  let affectedRows = 0;
  for (const message of received) {
    switch (message.name) {
      case 'rowDescription':
        fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
        decoders = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? defaultParsers[dataTypeID]);
        break;
      case 'dataRow':
        rows.push(asArrays ? decodeRow(message.fields, fields, decoders) : Object.fromEntries(decodeRow(message.fields, fields, decoders).map((value, i) => [fields[i].name, value])));
        break;
      case 'commandComplete':
        affectedRows += changedRows(message.text);
        return { rows, fields, affectedRows };
    }
  }
  // As PGlite: a statement that never completed has no result.
  return { rows: [], fields: [], affectedRows: 0 };
}

function decodeRow(values, fields, decoders) {
  const row = new Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const decode = decoders[i];
    row[i] = value === null ? null : decode ? decode(value, fields[i].dataTypeID) : value;
  }
  return row;
}

/** The row count of a command tag such as "UPDATE 3" or "INSERT 0 1". */
function changedRows(tag) {
  const parts = tag.split(' ');
  switch (parts[0]) {
    case 'INSERT':
      return Number.parseInt(parts[2], 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return Number.parseInt(parts[1], 10);
    default:
      return 0;
  }
}
