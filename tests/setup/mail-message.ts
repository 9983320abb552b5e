/**
 * A raw RFC 822 message (as the SMTP sink keeps it) the way a mail program shows
 * it: the headers' encoded words and the text and HTML parts decoded from
 * base64 or quoted-printable, so tests can read Assamese and Hindi e-mails.
 */
export type ReadMail = { to: string; subject: string; text: string; html: string };

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitMessage(raw);
  const parts = leafParts(headers, body);
  const part = (type: string) => parts.find((leaf) => leaf.type === type)?.content ?? '';
  return {
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? '';
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const inner = splitMessage(chunk.replace(/^\n/, ''));
        return leafParts(inner.headers, inner.body);
      });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return [{ type, content: bytes.toString('utf8') }];
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = /^=([0-9A-Fa-f]{2})/.exec(joined.slice(index, index + 3));
    if (hex?.[1]) {
      bytes.push(Number.parseInt(hex[1], 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?B?…?= =?UTF-8?B?…?=` → the text; the space between two encoded words is not part of it. */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  let result = '';
  let pending: number[] = [];
  let last = 0;
  const flush = () => {
    result += Buffer.from(pending).toString('utf8');
    pending = [];
  };
  for (const match of joined.matchAll(word)) {
    const between = joined.slice(last, match.index);
    if (between) {
      flush();
      result += between;
    }
    const [, kind = 'B', data = ''] = match;
    pending.push(
      ...(kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintable(data.replace(/_/g, ' '))),
    );
    last = (match.index ?? 0) + match[0].length;
  }
  flush();
  return result + joined.slice(last);
}
