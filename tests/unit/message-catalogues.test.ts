import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: every text of the public site, the auth pages, the forms, the chat
 * and the customers' e-mails exists in English, Assamese and Hindi. Admin screens
 * stay in English, so the `admin` part is English only. A translation keeps the
 * English text's placeholders ({name}) and the shape of its lists.
 */
const root = path.resolve(import.meta.dirname, '..', '..', 'messages');
const ENGLISH_ONLY = new Set(['admin']);
const LOCALES = ['as', 'hi'] as const;

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

function load(file: string): Tree | null {
  const full = path.join(root, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as Tree) : null;
}

/** Every text of a catalogue by its path (`home.stats.0.label`), without the English-only parts. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (!prefix && ENGLISH_ONLY.has(key)) continue;
    const where = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(where, value);
    else for (const [inner, text] of texts(value as Tree, where)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(LOCALES)('[I18N] the %s catalogue', (locale) => {
  for (const [file, english] of [
    [`${locale}.json`, load('en.json')],
    [`${locale}/errors.json`, load('en/errors.json')],
  ] as const) {
    it(`${file} has every key of the English catalogue, with the same placeholders`, () => {
      const translated = load(file);
      expect(translated, `messages/${file} is missing`).not.toBeNull();
      const theirs = texts(translated ?? {});
      const missing: string[] = [];
      const wrongPlaceholders: string[] = [];
      for (const [key, text] of texts(english ?? {})) {
        const translation = theirs.get(key);
        if (translation === undefined || translation.trim() === '') missing.push(key);
        else if (placeholders(translation).join() !== placeholders(text).join()) wrongPlaceholders.push(key);
      }
      expect(missing, `keys missing in messages/${file}`).toEqual([]);
      expect(wrongPlaceholders, `placeholders differ in messages/${file}`).toEqual([]);
    });

    it(`${file} holds no key the English catalogue does not have`, () => {
      const ours = texts(english ?? {});
      const extra = [...texts(load(file) ?? {}).keys()].filter((key) => !ours.has(key));
      expect(extra).toEqual([]);
    });
  }
});
