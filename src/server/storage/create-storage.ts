import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** Object storage when S3_BUCKET is set (stateless app servers can scale out); the local disk otherwise. */
export function createStorage(config: Config): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
