import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` under a hidden temporary name in the same folder, then renames it into place:
 * whoever reads the folder (an operator, a script, the browser tests) finds the whole file or none,
 * never the half written so far.
 */
export async function writeWholeFile(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
