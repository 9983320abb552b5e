import { fill } from './fill';
import type { MessageKey } from './messages';

/**
 * A message of a shared (browser and server) zod schema, as a token: the
 * catalogue key, plus its values (`forms.tooLong?max=120`). The schemas are
 * built once, not per language; whoever shows the message translates it in the
 * visitor's language: the server's actions with its catalogue, the browser's
 * checks with the one they load. No catalogue here, so schemas stay light.
 */
export function msg(key: MessageKey, values?: Record<string, string | number>): string {
  if (!values) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`;
}

const TOKEN = /^([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)(?:\?(.*))?$/;

/**
 * The text of a message: a token looked up (and filled); anything else (the
 * back office's English messages) as it is. An unknown key shows as is too.
 */
export function messageText(message: string, lookUp: (key: string) => string | undefined): string {
  const match = TOKEN.exec(message);
  const text = match?.[1] ? lookUp(match[1]) : undefined;
  if (text === undefined || !match) return message;
  return fill(text, match[2] ? Object.fromEntries(new URLSearchParams(match[2])) : undefined);
}
