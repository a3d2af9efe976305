import type { Config } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type StoragePort } from './storage.ts';

/** The media storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else the disk. */
export function createStorage(config: Config): StoragePort {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadsDir);
}
