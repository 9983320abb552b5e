import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The few pieces of the POSIX tar format (ustar) that backups need: regular
 * files only, names up to 255 bytes, sizes beyond 8 GiB in GNU base-256. The
 * result opens with any tar (`tar -tzf backup.tar.gz`); reading accepts only
 * what a backup contains, and refuses a damaged or truncated archive.
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export type TarEntryHeader = { name: string; size: number; mode: number; mtime: Date };

/** Writes entries to `output` (a gzip stream, a file), waiting whenever it is full. */
export class TarWriter {
  constructor(private readonly output: Writable) {}

  /**
   * One regular file. `body` must yield exactly `size` bytes (a file that grew
   * or shrank while it was read fails the backup instead of corrupting it).
   * Returns the SHA-256 of the body, hex.
   */
  async addFile(header: TarEntryHeader, body: Uint8Array | AsyncIterable<Uint8Array>): Promise<string> {
    const hash = createHash('sha256');
    await this.write(encodeHeader(header));
    let written = 0;
    const chunks = body instanceof Uint8Array ? [body] : body;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > header.size) throw new Error(`${header.name} changed while it was being copied.`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== header.size) throw new Error(`${header.name} changed while it was being copied.`);
    const padding = paddingAfter(header.size);
    if (padding > 0) await this.write(Buffer.alloc(padding));
    return hash.digest('hex');
  }

  /** The two empty blocks that end an archive; ends the output. */
  async finish(): Promise<void> {
    await this.write(END_OF_ARCHIVE);
    this.output.end();
  }

  private async write(chunk: Uint8Array): Promise<void> {
    if (!this.output.write(chunk)) await once(this.output, 'drain');
  }
}

/**
 * Reads an archive entry by entry. `onEntry` gets each regular file's header
 * and its body as chunks; whatever it leaves unread is skipped. Throws on a
 * bad checksum, an entry type a backup never holds, or a truncated archive.
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  onEntry: (header: TarEntryHeader, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.every((byte) => byte === 0)) {
      // End of archive (a second empty block follows; tolerate its absence).
      return;
    }
    const { header, type } = decodeHeader(block);
    if (type !== '0' && type !== '\0' && type !== '5') {
      throw new Error(`The archive holds an entry of a kind a backup never has (type ${JSON.stringify(type)}).`);
    }
    let remaining = type === '5' ? 0 : header.size;
    async function* body(): AsyncGenerator<Buffer> {
      while (remaining > 0) {
        const chunk = await reader.readSome(Math.min(remaining, 1024 * 1024));
        remaining -= chunk.length;
        yield chunk;
      }
    }
    if (type !== '5') await onEntry(header, body());
    while (remaining > 0) remaining -= (await reader.readSome(remaining)).length;
    const padding = paddingAfter(header.size);
    if (padding > 0) await reader.read(padding);
  }
}

function paddingAfter(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

export function encodeHeader(header: TarEntryHeader): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(header.name);
  block.write(name, 0, 100, 'utf8');
  writeNumber(block, header.mode & 0o7777, 100, 8);
  writeNumber(block, 0, 108, 8); // uid
  writeNumber(block, 0, 116, 8); // gid
  writeNumber(block, header.size, 124, 12);
  writeNumber(block, Math.max(0, Math.floor(header.mtime.getTime() / 1000)), 136, 12);
  block.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  block.write('0', 156, 'latin1'); // a regular file
  block.write('ustar\u000000', 257, 'latin1');
  block.write(prefix, 345, 155, 'utf8');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1');
  return block;
}

function decodeHeader(block: Buffer): { header: TarEntryHeader; type: string } {
  const stored = readNumber(block, 148, 8);
  const copy = Buffer.from(block);
  copy.fill(0x20, 148, 156);
  if (stored !== checksum(copy)) throw new Error('The archive is damaged (a header checksum does not match).');
  const name = readText(block, 0, 100);
  const prefix = block.toString('latin1', 257, 262) === 'ustar' ? readText(block, 345, 155) : '';
  return {
    header: {
      name: prefix ? `${prefix}/${name}` : name,
      size: readNumber(block, 124, 12),
      mode: readNumber(block, 100, 8),
      mtime: new Date(readNumber(block, 136, 12) * 1000),
    },
    type: String.fromCharCode(block[156] ?? 0),
  };
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (const byte of block) sum += byte;
  return sum;
}

/** Names longer than 100 bytes go into the 155-byte prefix, split at a slash. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let index = name.lastIndexOf('/'); index > 0; index = name.lastIndexOf('/', index - 1)) {
    const prefix = name.slice(0, index);
    const rest = name.slice(index + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`${name} is too long a name for the archive.`);
}

/** Octal with a NUL, or GNU base-256 for values that do not fit (files over 8 GiB). */
function writeNumber(block: Buffer, value: number, offset: number, length: number): void {
  const octal = value.toString(8);
  if (octal.length < length) {
    block.write(`${octal.padStart(length - 1, '0')}\u0000`, offset, 'latin1');
    return;
  }
  let rest = BigInt(value);
  for (let index = offset + length - 1; index > offset; index--) {
    block[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  block[offset] = 0x80;
}

function readNumber(block: Buffer, offset: number, length: number): number {
  if ((block[offset] ?? 0) & 0x80) {
    let value = 0n;
    for (let index = offset + 1; index < offset + length; index++) value = (value << 8n) | BigInt(block[index] ?? 0);
    return Number(value);
  }
  const text = block
    .toString('latin1', offset, offset + length)
    .replace(/[\0 ]+$/, '')
    .trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw new Error('The archive is damaged (a header field is not a number).');
  return Number.parseInt(text, 8);
}

function readText(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? length : end);
}

/** Exact reads over a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  /** Exactly `count` bytes; throws if the stream ends first. */
  async read(count: number): Promise<Buffer> {
    await this.fill(count);
    if (this.length < count) throw new Error('The archive ends too early (is the file complete?).');
    return this.take(count);
  }

  /** Between 1 and `max` bytes; throws if the stream has ended. */
  async readSome(max: number): Promise<Buffer> {
    await this.fill(1);
    const first = this.chunks[0];
    if (!first) throw new Error('The archive ends too early (is the file complete?).');
    return this.take(Math.min(max, first.length));
  }

  private async fill(count: number): Promise<void> {
    while (this.length < count && !this.ended) {
      const next = await this.source.next();
      if (next.done) {
        this.ended = true;
      } else if (next.value.length > 0) {
        const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.length);
        this.chunks.push(chunk);
        this.length += chunk.length;
      }
    }
  }

  private take(count: number): Buffer {
    const first = this.chunks[0] ?? Buffer.alloc(0);
    let taken: Buffer;
    if (first.length >= count) {
      taken = first.subarray(0, count);
      if (first.length === count) this.chunks.shift();
      else this.chunks[0] = first.subarray(count);
    } else {
      const all = Buffer.concat(this.chunks);
      taken = all.subarray(0, count);
      this.chunks = all.length > count ? [all.subarray(count)] : [];
    }
    this.length -= count;
    return taken;
  }
}
