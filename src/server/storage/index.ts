import 'server-only';
import { getConfig } from '../config';
import { createStorage } from './create-storage';
import type { FileStorage } from './file-storage';

let storage: FileStorage | undefined;

export function getStorage(): FileStorage {
  storage ??= createStorage(getConfig());
  return storage;
}
