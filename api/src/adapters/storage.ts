import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The storage port for uploaded media: files are written once under a unique name and never
 * rewritten. Local disk under DATA_DIR/uploads by default, an S3-compatible bucket when
 * S3_BUCKET is set (s3-storage.ts); either way served at /uploads/<name> (http/uploads.ts).
 */
export interface StoragePort {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes a file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Reads a file; null when there is none. */
  get(name: string, options?: ReadOptions): Promise<StoredFile | null>;
  /** The names starting with `prefix` (the seed asks which of its pictures are there). */
  list(prefix: string): Promise<string[]>;
}

export interface ReadOptions {
  /** The request's If-None-Match: when it matches, the answer is `notModified` without a body. */
  ifNoneMatch?: string;
  /** Only the headers (HEAD): `body` is null. */
  headersOnly?: boolean;
}

export type StoredFile =
  | { notModified: true; etag: string; lastModified?: Date }
  | {
      notModified: false;
      etag: string;
      lastModified?: Date;
      contentType: string;
      size: number;
      body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null;
    };

/** Stored names are unique and never rewritten, so browsers and proxies may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Only names we generate: no separators, no dot-files, nothing that climbs out of the directory. */
export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

export function assertSafeFileName(name: string): void {
  if (!isSafeFileName(name)) throw new Error(`Unsafe storage name: ${name}`);
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
};

/** The disk keeps no content type: it follows from the name (we only write `.webp`). */
export function contentTypeOfName(name: string): string {
  return contentTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** If-None-Match holds one or more entity tags (or `*`); weak and strong compare alike for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function createDiskStorage(directory: string): StoragePort {
  return {
    async put(name, bytes) {
      assertSafeFileName(name);
      await fs.mkdir(directory, { recursive: true });
      // Write beside, then rename: a reader never sees half a file.
      const temporary = path.join(directory, `.${name}.${process.pid}.tmp`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, path.join(directory, name));
    },
    async remove(name) {
      assertSafeFileName(name);
      await fs.rm(path.join(directory, name), { force: true });
    },
    async get(name, options = {}) {
      assertSafeFileName(name);
      const file = path.join(directory, name);
      let stat;
      try {
        stat = await fs.stat(file);
      } catch {
        return null;
      }
      if (!stat.isFile()) return null;
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const lastModified = stat.mtime;
      if (etagMatches(options.ifNoneMatch, etag)) return { notModified: true, etag, lastModified };
      // Images are at most a few MB: one read is simpler and as fast as a stream.
      const body = options.headersOnly ? null : await fs.readFile(file).catch(() => undefined);
      if (body === undefined) return null; // removed between stat and read
      return { notModified: false, etag, lastModified, contentType: contentTypeOfName(name), size: stat.size, body };
    },
    async list(prefix) {
      let names: string[];
      try {
        names = await fs.readdir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      // Half-written files are dot-files (see put) and never listed.
      return names.filter((name) => name.startsWith(prefix) && isSafeFileName(name));
    },
  };
}
