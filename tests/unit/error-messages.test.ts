import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminErrorReason, adminErrors, SHARED_ADMIN_REASONS } from '@/app/[locale]/admin/admin-errors';
import { publicErrorMessage, publicErrors, SHARED_PUBLIC_MESSAGES } from '@/app/[locale]/public-errors';
import { TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { AppErrorCode } from '@/server/errors/app-error';

/**
 * Decision 037: one map from error code to message per surface, and an
 * action's own words for the codes that name its record. That every code a
 * use-case declares has a message is the compiler's job (adminErrors() and
 * publicErrors() do not compile without one); this checks what the compiler
 * cannot: each message is a real text, in every language of its surface.
 */

const messages = path.resolve(import.meta.dirname, '..', '..', 'messages');
type Tree = { [key: string]: Tree | string };
const catalogue = (locale: string): Tree => ({
  ...JSON.parse(readFileSync(path.join(messages, `${locale}.json`), 'utf8')),
  errors: JSON.parse(readFileSync(path.join(messages, locale, 'errors.json'), 'utf8')),
});
/** The text a catalogue itself holds at `key` (no fallback to English). */
const own = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const ACCESS: AppErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'TWO_FACTOR_REQUIRED', 'PASSWORD_CHANGE_REQUIRED'];

describe('[ERRORS] the back office', () => {
  const reasons = Object.entries(SHARED_ADMIN_REASONS).map(([code, found]) => ({
    code,
    keys: typeof found === 'string' ? [found] : [found.reason, ...(found.message ? [found.message] : [])],
  }));

  it('gives every shared code an English text of its own', () => {
    const texts = reasons.map(({ keys }) => keys.map((key) => translate('en', key)).join(' / '));
    for (const text of texts) expect(text).not.toBe('');
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("answers requirePermission()'s refusals on every form, whatever its own words", () => {
    for (const code of ACCESS) expect(adminErrorReason(code, {}), code).toBeDefined();
    expect(translate('en', adminErrorReason('FORBIDDEN', {})?.reason ?? 'auth.unexpected')).toBe(
      'your staff roles do not include this part of the back office (ask an owner)',
    );
  });

  it("takes an action's own words first, and has none for a code whose text names the record", () => {
    expect(adminErrorReason('NOT_FOUND', {})).toBeUndefined();
    const table = adminErrors([['NOT_FOUND', 'FILE_TOO_LARGE']], {
      NOT_FOUND: 'admin.orders.notFound',
      FILE_TOO_LARGE: { reason: 'admin.people.fileTooLarge', message: 'admin.people.uploadFailed' },
    });
    expect(adminErrorReason('NOT_FOUND', table)).toEqual({ reason: 'admin.orders.notFound' });
    expect(adminErrorReason('FILE_TOO_LARGE', table)?.message).toBe('admin.people.uploadFailed');
    expect(adminErrorReason('FILE_NOT_SAVED', table)).toEqual({ reason: 'admin.fileNotSaved', field: 'picture' });
  });
});

describe('[ERRORS] the public site', () => {
  const english = catalogue('en');

  it.each(TRANSLATED_LOCALES)('has every shared message in %s, translated', (locale) => {
    const translation = catalogue(locale);
    for (const [code, key] of Object.entries(SHARED_PUBLIC_MESSAGES)) {
      const text = own(translation, key);
      expect(typeof text, `${code}: ${key} in ${locale}`).toBe('string');
      expect(text, `${code}: ${key} in ${locale}`).not.toBe(own(english, key));
    }
  });

  it('gives every shared code an English text of its own', () => {
    const texts = Object.values(SHARED_PUBLIC_MESSAGES).map((key) => own(english, key));
    for (const text of texts) expect(typeof text).toBe('string');
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("takes a form's own words first, in the visitor's language", () => {
    expect(publicErrorMessage('hi', 'NOT_FOUND', {})).toBeUndefined();
    const table = publicErrors([['NOT_FOUND', 'RATE_LIMITED']], {
      NOT_FOUND: 'orders.productGone',
      RATE_LIMITED: 'orders.tooMany',
    });
    expect(publicErrorMessage('hi', 'NOT_FOUND', table)).toBe(translate('hi', 'orders.productGone'));
    expect(publicErrorMessage('as', 'RATE_LIMITED', table)).toBe(translate('as', 'orders.tooMany'));
    expect(publicErrorMessage('en', 'RATE_LIMITED', publicErrors([['RATE_LIMITED']]))).toBe(
      translate('en', 'auth.tooManyAttempts'),
    );
  });
});
