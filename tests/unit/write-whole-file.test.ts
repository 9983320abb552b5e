import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeWholeFile } from '@/server/storage/write-whole-file';

describe('writeWholeFile', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('never shows a reader of the folder part of the file (the outbox read by the browser tests)', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'write-whole-'));
    const file = path.join(folder, 'message.json');
    const data = Buffer.alloc(32 * 1024 * 1024, 'a');
    const sizesSeen: number[] = [];
    let writing = true;
    // Looks at the folder on every turn of the event loop while the thread pool writes.
    const look = () => {
      if (readdirSync(folder).includes('message.json')) sizesSeen.push(statSync(file).size);
      if (writing) setImmediate(look);
    };
    setImmediate(look);
    await writeWholeFile(file, data);
    writing = false;
    expect(sizesSeen.every((size) => size === data.byteLength)).toBe(true);
    expect(readFileSync(file).equals(data)).toBe(true);
    expect(readdirSync(folder)).toEqual(['message.json']);
  });

  it('leaves nothing behind when the write fails', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'write-whole-'));
    await expect(writeWholeFile(path.join(folder, 'missing', 'message.json'), 'x')).rejects.toThrow();
    expect(readdirSync(folder)).toEqual([]);
  });
});
