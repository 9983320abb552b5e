import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys look like `public/<uuid>.<ext>` or
 * `private/<uuid>.<ext>`; nothing a visitor typed ever becomes part of a path.
 */
export type Visibility = 'public' | 'private';

export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Every stored key under `public/` or `private/`, with when it was written. */
  list(visibility: Visibility): Promise<{ key: string; writtenAt: Date }[]>;
}

/** A random name, an optional width for the narrower copies of a picture (`-640w`), the real extension. */
export const STORAGE_KEY_PATTERN = /^(public|private)\/[0-9a-f-]{36}(-\d{2,4}w)?\.(pdf|png|jpg|gif|webp|doc|docx|txt)$/;

export function assertValidKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Local disk under DATA_DIR/uploads (the default). Writes go to a temp name first, then rename. */
export function createLocalStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },
    async get(key) {
      const file = fileFor(key);
      try {
        if (!(await stat(file)).isFile()) return null;
        return new Uint8Array(await readFile(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async list(visibility) {
      let names: string[];
      try {
        names = await readdir(path.join(root, visibility));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const keys = names.map((name) => `${visibility}/${name}`).filter((key) => STORAGE_KEY_PATTERN.test(key));
      return Promise.all(keys.map(async (key) => ({ key, writtenAt: (await stat(path.join(root, key))).mtime })));
    },
  };
}
