import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { PayloadTooLargeError, ValidationError } from '../domain/errors.ts';

/** What one upload may hold, and what is said when it holds more. */
export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  tooMany: string;
  tooLarge: (fileName: string) => string;
}

/** Room for the text fields and part headers beside the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** Text fields of a form: few and short (the profile form's longest is the 5,000-character description). */
const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 64 * 1024;

/** A parsed form: its fields and files (files live on disk until `dispose`). */
export interface ParsedForm {
  form: FormData;
  dispose(): Promise<void>;
}

/**
 * Reads a multipart/form-data body as it streams in, writing each file to a temporary file on
 * disk, never holding a file in memory. The first excess (a file too large, one file too many,
 * too many or too long fields) stops reading at once: 413, and whatever was written is removed.
 * Files come back as `File`s that read from disk (fs.openAsBlob), so the code that takes them
 * works the same as with files in memory.
 */
export async function readMultipart(request: Request, limits: UploadLimits, tmpDir: string): Promise<ParsedForm> {
  if (!request.body) throw new ValidationError('The form data is empty.');
  const maxBytes = limits.maxFiles * limits.maxFileBytes + FORM_OVERHEAD_BYTES;
  const tooLargeInAll = `The upload is too large: at most ${limits.maxFiles === 1 ? 'one image' : `${limits.maxFiles} images`} of ${limits.maxFileBytes / 1024 / 1024} MB${limits.maxFiles === 1 ? '' : ' each'}.`;
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw new PayloadTooLargeError(tooLargeInAll);
  const dir = await fs.promises.mkdtemp(path.join(await ensureDir(tmpDir), 'upload-'));
  const dispose = () => fs.promises.rm(dir, { recursive: true, force: true });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: limits.maxFiles + MAX_FIELDS },
    });
  } catch {
    await dispose();
    throw new ValidationError('The form data could not be read.');
  }

  const fields: Array<[string, string]> = [];
  const files: Array<{ field: string; file: string; name: string; type: string }> = [];
  const writes: Promise<void>[] = [];
  const open: Readable[] = [];
  const sinks: fs.WriteStream[] = [];
  const input = Readable.from(chunksOf(request.body, maxBytes, () => new PayloadTooLargeError(tooLargeInAll)));

  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      input.unpipe(parser);
      input.destroy();
      // Each file being written ends here too, so its write settles and its file can go (the
      // disk side is destroyed as well: busboy's file stream does not always report its end).
      for (const stream of open) stream.destroy();
      for (const sink of sinks) sink.destroy();
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new PayloadTooLargeError(`The field "${name}" is too long.`));
      fields.push([name, value]);
    });
    parser.on('file', (field, stream, info) => {
      const file = path.join(dir, crypto.randomBytes(12).toString('hex'));
      files.push({ field, file, name: info.filename ?? '', type: info.mimeType || 'application/octet-stream' });
      open.push(stream);
      stream.on('limit', () => fail(new ValidationError(limits.tooLarge(info.filename ?? 'The file'), 'files')));
      const sink = fs.createWriteStream(file);
      sinks.push(sink);
      const write = pipeline(stream, sink).catch((error: Error) => fail(error));
      writes.push(write);
    });
    parser.on('filesLimit', () => fail(new ValidationError(limits.tooMany, 'files')));
    parser.on('fieldsLimit', () => fail(new PayloadTooLargeError('The form has too many fields.')));
    parser.on('partsLimit', () => fail(new PayloadTooLargeError('The form has too many parts.')));
    parser.on('error', () => fail(new ValidationError('The form data could not be read.')));
    parser.on('close', () => resolve());
    input.on('error', (error) => fail(error));
  });
  input.pipe(parser);

  try {
    await done;
    await Promise.all(writes);
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    for (const upload of files) {
      const blob = await fs.openAsBlob(upload.file, { type: upload.type });
      form.append(upload.field, new File([blob], upload.name, { type: upload.type }));
    }
    return { form, dispose };
  } catch (error) {
    await Promise.allSettled(writes);
    await dispose();
    throw error;
  }
}

/** The body's chunks, from whichever ReadableStream the HTTP server made (Node's or @whatwg-node's). */
async function* chunksOf(body: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: () => Error): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > maxBytes) throw tooLarge();
      yield value;
    }
  } finally {
    // Stopped early (a limit was passed): tell the sender we read no more.
    await reader.cancel().catch(() => {});
  }
}

const made = new Set<string>();
async function ensureDir(dir: string): Promise<string> {
  if (!made.has(dir)) {
    await fs.promises.mkdir(dir, { recursive: true });
    made.add(dir);
  }
  return dir;
}
