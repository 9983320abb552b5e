/**
 * Decides what a file is from its bytes, never from its name or the browser's
 * Content-Type. Only the kinds the site accepts are recognised; SVG, HTML and
 * everything else come back as null.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'doc' | 'docx' | 'txt';

export const contentTypeByKind: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

export const extensionByKind: Record<FileKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
};

export const imageKinds: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

function startsWith(data: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, index) => data[offset + index] === byte);
}

export function sniffFileType(data: Uint8Array): FileKind | null {
  if (data.length === 0) return null;
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'gif'; // GIF8
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2 compound file
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && isWordDocument(data)) return 'docx';
  if (isPlainText(data)) return 'txt';
  return null;
}

/** A .docx is a zip whose entries include word/document.xml. */
function isWordDocument(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, Math.min(data.length, 64 * 1024))).toString('latin1');
  return head.includes('[Content_Types].xml') || head.includes('word/');
}

/** UTF-8 without NUL bytes and without markup that a browser would render as a page. */
function isPlainText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  const head = text.slice(0, 1024).trimStart().toLowerCase();
  return !(head.startsWith('<') || head.includes('<script') || head.includes('<svg') || head.includes('<html'));
}
