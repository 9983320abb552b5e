import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
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
  /** Removes what writes cut off by a crash left behind, if older than `before`; returns their names. */
  removeUnfinished(before: Date): Promise<string[]>;
}

/** A random name, an optional width for the narrower copies of a picture (`-640w`), the real extension. */
export const STORAGE_KEY_PATTERN = /^(public|private)\/[0-9a-f-]{36}(-\d{2,4}w)?\.(pdf|png|jpg|gif|webp|doc|docx|txt)$/;

/** The temporary name a file is written under before it is renamed to its key. */
const UNFINISHED_WRITE = /^\..+\.[0-9a-f-]{36}\.partial$/;

export function assertValidKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/**
 * Local disk under DATA_DIR/uploads (the default). A file is written under a
 * temporary dot-name, flushed to disk, then renamed to its key: a reader (the
 * site, a backup) sees either the whole file or none, and a write that fails
 * half-way (disk full, a crash) leaves no file under a key. A failed write
 * removes its temporary file; one left by a crash is never listed or served
 * (it does not match the key pattern), and `npm run files:sweep` removes it.
 */
export function createLocalStorage(root: string): FileStorage {
  // The folder is chosen at run time (DATA_DIR): the ignore comments keep Next.js's
  // build from tracing the whole project into the server output because of it.
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(/*turbopackIgnore: true*/ root, key);
  };
  const folderFor = (visibility: Visibility) => path.join(/*turbopackIgnore: true*/ root, visibility);
  return {
    async put(key, data) {
      const file = fileFor(key);
      const folder = path.dirname(file);
      await mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.${path.basename(file)}.${randomUUID()}.partial`);
      try {
        const handle = await open(temporary, 'wx', 0o644);
        try {
          await handle.writeFile(data);
          // The row pointing at this file is committed with synchronous=FULL; the file must be as durable.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
      await syncFolder(folder);
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
        names = await readdir(folderFor(visibility));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const keys = names.map((name) => `${visibility}/${name}`).filter((key) => STORAGE_KEY_PATTERN.test(key));
      return Promise.all(keys.map(async (key) => ({ key, writtenAt: (await stat(fileFor(key))).mtime })));
    },
    async removeUnfinished(before) {
      const removed: string[] = [];
      for (const visibility of ['public', 'private'] as const) {
        const folder = folderFor(visibility);
        const names = await readdir(/*turbopackIgnore: true*/ folder).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [] as string[];
          throw error;
        });
        for (const name of names.filter((entry) => UNFINISHED_WRITE.test(entry))) {
          const file = path.join(/*turbopackIgnore: true*/ folder, name);
          if ((await stat(/*turbopackIgnore: true*/ file)).mtime < before) {
            await rm(file, { force: true });
            removed.push(`${visibility}/${name}`);
          }
        }
      }
      return removed;
    },
  };
}

/** Makes a rename in `folder` durable (a power cut after it keeps the new name); best effort where folders cannot be opened. */
async function syncFolder(folder: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Some platforms and file systems do not sync folders; the file itself is synced.
  } finally {
    await handle?.close();
  }
}
