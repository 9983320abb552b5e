import { describe, expect, it } from 'vitest';
import { type AdminErrorTable, adminErrorReason, adminErrors } from '@/app/[locale]/admin/admin-errors';
import { type PublicErrorTable, publicErrorMessage, publicErrors } from '@/app/[locale]/public-errors';
import { translate } from '@/lib/i18n/messages';
import type { AppErrorCode } from '@/server/errors/app-error';
import { relative, serverActions, serverFunctionsUsedBy, tablesNamedBy, thrownCodes } from '../setup/thrown-codes';

/**
 * Issue 21: every error code a use-case can throw has its own clear message in
 * every action that calls it. Which codes an action can receive is read from
 * the source (tests/setup/thrown-codes.ts follows the action into requirePermission,
 * its use-case and their helpers), not from a list kept by hand: a new
 * `throw new AppError('NEW_CODE')` makes this test fail until the use-case
 * declares it and the action's table gives it a message.
 */

const UNEXPECTED = translate('en', 'auth.unexpected');
const TABLES = ['adminErrors', 'publicErrors'];

/** What a person reads for `code` under a table named in an action ("adminErrors.saveBlogPost"): the reason, in English. */
function messageFor(table: string, code: AppErrorCode): string | undefined {
  const [surface, key = ''] = table.split('.');
  if (surface === 'adminErrors') {
    const found = adminErrorReason(code, (adminErrors as Record<string, AdminErrorTable>)[key] ?? {});
    return found && translate('en', found.reason);
  }
  const messages = (publicErrors as Record<string, PublicErrorTable>)[key] ?? {};
  return messages[code] && translate('en', messages[code]);
}

const actions = serverActions().flatMap(({ file, actions }) =>
  actions.map((name) => ({ file, name, codes: thrownCodes(file, name) })),
);

describe('[ERRORS] the codes each Server Action can receive', () => {
  it('are found in the source, through requirePermission, the use-cases and their helpers', () => {
    const codesOf = (name: string) => [...(actions.find((action) => action.name === name)?.codes.keys() ?? [])];
    expect(actions.length).toBeGreaterThan(30);
    expect(codesOf('saveBlogPostAction')).toEqual([
      'BLOG_CATEGORY_NOT_FOUND',
      'CONFLICT',
      'FILE_NOT_SAVED',
      'FILE_TOO_LARGE',
      'FORBIDDEN',
      'NOT_FOUND',
      'PASSWORD_CHANGE_REQUIRED',
      'TWO_FACTOR_REQUIRED',
      'UNAUTHENTICATED',
      'UNSUPPORTED_FILE',
    ]);
    // Through the order form's helper (runOrder) into placeOrder and its own helpers.
    expect(codesOf('placeCartOrderAction')).toEqual(['CONFLICT', 'INVALID_INPUT', 'NOT_FOUND', 'RATE_LIMITED']);
    // Through better-auth's code table, handed to `new AppError(code)`.
    expect(codesOf('loginAction')).toEqual(expect.arrayContaining(['INVALID_CREDENTIALS', 'RATE_LIMITED']));
    expect(codesOf('signOutAction')).toEqual([]);
  });
});

describe.each(actions.filter((action) => action.codes.size > 0))('[ERRORS] $name', ({ file, name, codes }) => {
  it('calls use-cases that declare exactly the codes they can throw', async () => {
    for (const used of serverFunctionsUsedBy(file, name)) {
      const thrown = [...thrownCodes(used.file, used.name).keys()];
      if (thrown.length === 0) continue;
      const declared: unknown = (await import(used.file))[`${used.name}Errors`];
      const where = `${used.name} (${relative(used.file)})`;
      expect(declared, `${where} can throw ${thrown.join(', ')}: export them as ${used.name}Errors`).toBeDefined();
      expect([...(declared as string[])].sort(), `${used.name}Errors, the codes ${where} declares`).toEqual(thrown);
    }
  });

  it('gives each of them its own message', () => {
    const tables = tablesNamedBy(file, name, TABLES);
    expect(tables, `${name} (${relative(file)}) names no message table (adminErrors.… or publicErrors.…)`).not.toEqual(
      [],
    );
    for (const table of tables) {
      const seen = new Map<string, AppErrorCode>();
      for (const [code, from] of codes) {
        const message = messageFor(table, code);
        expect(message, `${table} has no message for ${code}, which ${from} throws`).toBeDefined();
        expect(message, `${table}: ${code}`).not.toBe(UNEXPECTED);
        expect(seen.get(message ?? ''), `${table}: ${code} reads like another code: "${message}"`).toBeUndefined();
        seen.set(message ?? '', code);
      }
    }
  });
});

describe('[ERRORS] the message tables', () => {
  it('give every code of a form another text than the unexpected-error one, in every language', () => {
    for (const [name, table] of Object.entries(publicErrors)) {
      for (const [code, key] of Object.entries(table)) {
        for (const locale of ['en', 'as', 'hi'] as const) {
          expect(translate(locale, key), `publicErrors.${name} ${code} in ${locale}`).not.toBe(
            translate(locale, 'auth.unexpected'),
          );
        }
      }
    }
  });

  it('tell a refused sign-in why: too many wrong passwords for this account, or from this network', () => {
    expect(publicErrorMessage('en', 'SIGN_IN_ACCOUNT_LIMITED', publicErrors.login)).toBe(
      'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
    );
    expect(publicErrorMessage('en', 'SIGN_IN_ADDRESS_LIMITED', publicErrors.login)).toBe(
      'Too many wrong passwords from this network. Please wait an hour and try again.',
    );
  });

  it('say that a category deleted meanwhile no longer exists, not "Access denied"', () => {
    const reason = adminErrorReason('BLOG_CATEGORY_NOT_FOUND', adminErrors.saveBlogPost);
    expect(reason && translate('en', reason.reason)).toBe(
      'The category you chose no longer exists (it was deleted). Choose another one and save again.',
    );
    expect(publicErrorMessage('en', 'NOT_FOUND', publicErrors.cartOrder)).toBe(
      'A product in your cart is no longer available. Please remove it and send the request again.',
    );
  });
});
