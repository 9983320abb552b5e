import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The `.eml` messages in a folder, oldest first (their names sort by time), as raw RFC 822 text. */
export function readMessages(folder: string): string[] {
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

/** The messages the site wrote to DATA_DIR/outbox (no SMTP_URL set). */
export function readOutbox(dataDir: string): string[] {
  return readMessages(path.join(dataDir, 'outbox'));
}

/** The last of these messages to `to` whose subject matches, decoded enough to read its links. */
export function lastMailTo(messages: string[], to: string, subject: string): string | undefined {
  return messages
    .map(unfold)
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(`Subject: ${subject}`))
    .pop();
}

/** The first absolute link in the message that contains `part`. */
export function linkIn(mail: string, part: string): string {
  const links = mail.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const link = links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`No link containing ${part} in:\n${mail}`);
  return link.replace(/&amp;/g, '&');
}

/** Undoes quoted-printable soft line breaks, escapes and encoded subjects, so links and subjects read whole. */
function unfold(mail: string): string {
  return mail
    .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_match, word: string) => word.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
