import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The storage port for uploaded media: files are written once under a unique name and never
 * rewritten. Local disk under DATA_DIR/uploads by default (served at /uploads/<name>).
 */
export interface StoragePort {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes a file; a missing file is not an error. */
  remove(name: string): Promise<void>;
}

/** Only names we generate: no separators, no dot-files, nothing that climbs out of the directory. */
export function assertSafeFileName(name: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) || name.includes('..')) throw new Error(`Unsafe storage name: ${name}`);
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
  };
}
