import path from 'node:path';
import { type Config, ConfigError } from '../config';
import { createLocalStorage, type FileStorage } from './file-storage';

export function createStorage(config: Config): FileStorage {
  if (config.s3) {
    // The S3 driver arrives with the attachments issue; refusing beats silently writing to local disk.
    throw new ConfigError(
      'Invalid configuration: S3_BUCKET is set, but object storage is not available in this version yet.',
    );
  }
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
