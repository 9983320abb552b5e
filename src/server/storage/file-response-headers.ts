import { contentTypeByKind, extensionByKind, type FileKind } from './sniff-file-type';

const kindByExtension = Object.fromEntries(
  Object.entries(extensionByKind).map(([kind, extension]) => [extension, kind as FileKind]),
) as Record<string, FileKind>;

const inlineKinds: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

/**
 * Headers that keep a stored file inert: its own sniffed type, nosniff, a CSP
 * that runs nothing, and a download for anything that is not a public image.
 */
export function fileResponseHeaders(key: string, size: number, isPrivate: boolean): Headers {
  const extension = key.split('.').pop() ?? '';
  const kind = kindByExtension[extension];
  const name = key.split('/').pop() ?? 'file';
  const inline = !isPrivate && kind !== undefined && inlineKinds.includes(kind);
  return new Headers({
    'Content-Type': kind ? contentTypeByKind[kind] : 'application/octet-stream',
    'Content-Length': String(size),
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
  });
}
