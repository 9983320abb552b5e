import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from './production-server';
import { callFormAction, createUser, nextAddress, signIn } from './site-client';

/**
 * Issue 16, "Limits", against the production server (scripts/serve.ts): the
 * per-address limits count the connection's address unless TRUST_PROXY says a
 * proxy in front appends the visitor's to X-Forwarded-For; a client's own
 * X-Forwarded-For, X-Real-IP or X-Client-Address never buys it a new address.
 * And wrong passwords from elsewhere never keep an account's owner out.
 */

const PASSWORD = 'Client-address-passphrase-1';
const TOO_MANY = 'Too many attempts. Please wait a few seconds and try again.';

let attempt = 0;
/** A sign-in with a wrong password for an account that does not exist: 401, or 429 once limited. */
async function signInAttempt(baseUrl: string, headers: Record<string, string>): Promise<number> {
  attempt += 1;
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: `nobody-${attempt}@example.in`, password: 'not-the-password' }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Every header a client could use to claim another address, each time a new one. */
const forgedAddressHeaders = () => {
  const address = nextAddress();
  return { 'x-forwarded-for': address, 'x-real-ip': address, 'x-client-address': address };
};

describe('[PRODUCTION][SECURITY] client address and sign-in limits', () => {
  let direct: ProductionServer;
  let behindProxy: ProductionServer;

  beforeAll(async () => {
    // One after the other: the first start may build the bundle, the second reuses it.
    direct = await startProductionServer({ env: { TRUST_PROXY: '' } });
    behindProxy = await startProductionServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await direct?.stop('SIGKILL');
    await behindProxy?.stop('SIGKILL');
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For (or X-Real-IP, X-Client-Address) does not escape the per-address limit', async () => {
    // better-auth's own limit on /api/auth: 3 per 10 s per address.
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push(await signInAttempt(direct.baseUrl, forgedAddressHeaders()));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // Ours, on the login form's Server Action (sign-in.ts, its own key): the same 3 per 10 s, per address.
    const messages = [];
    for (let index = 0; index < 4; index++) {
      // callFormAction sends a new X-Forwarded-For each time.
      const state = await callFormAction({
        baseUrl: direct.baseUrl,
        page: '/login',
        action: 'loginAction',
        fields: { email: `form-nobody-${index}@example.in`, password: 'not-the-password', redirectTo: '/' },
      });
      messages.push(state.message);
    }
    expect(messages.slice(0, 3)).not.toContain(TOO_MANY);
    expect(messages[3]).toBe(TOO_MANY);
  });

  it('with TRUST_PROXY, the last X-Forwarded-For entry (the proxy’s) is the address, and only it', async () => {
    const { baseUrl } = behindProxy;
    // A new last entry each time: a new visitor each time, never limited.
    const statuses = [];
    for (let index = 0; index < 5; index++) {
      statuses.push(await signInAttempt(baseUrl, { 'x-forwarded-for': `203.0.113.7, ${nextAddress()}` }));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    // The same last entry, whatever the client put before it or in its own X-Client-Address: one visitor.
    const proxyAdded = nextAddress();
    const same = [];
    for (let index = 0; index < 4; index++) {
      const forged = nextAddress();
      same.push(
        await signInAttempt(baseUrl, { 'x-forwarded-for': `${forged}, ${proxyAdded}`, 'x-client-address': forged }),
      );
    }
    expect(same).toEqual([401, 401, 401, 429]);
  });

  it('never keeps an owner out: wrong passwords for their account from other addresses only slow it down', async () => {
    const { baseUrl, dataDir } = behindProxy;
    const email = 'per-account@example.in';
    await createUser(dataDir, email, PASSWORD);
    const attempts = [];
    for (let index = 0; index < 30; index++) {
      const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ email, password: `guess-${index}` }),
      });
      attempts.push(response.status);
    }
    expect(attempts).toEqual(Array.from({ length: 30 }, () => 401));

    // The right password, from the owner's own address: signed in (the login form's path is the
    // same hook: tests/integration/auth-limits.test.ts).
    const owner = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().join(';')).toContain('session_token=');
  });

  it('limits the password step of two-step enrolment on the account page per account, with a clear message', async () => {
    const { baseUrl, dataDir } = behindProxy;
    const email = 'enrol-limit@example.in';
    await createUser(dataDir, email, PASSWORD);
    const cookie = await signIn(baseUrl, email, PASSWORD);
    const enrol = (password: string) =>
      callFormAction({
        baseUrl,
        page: '/account/security',
        action: 'startEnrolmentAction',
        cookie,
        fields: { password },
      });
    // Five wrong guesses, each from a new address (callFormAction sends a new X-Forwarded-For).
    const messages = [];
    for (let index = 0; index < 5; index++) messages.push((await enrol(`guess-${index}`)).message);
    expect(messages).toEqual(Array.from({ length: 5 }, () => 'That password is not right.'));
    // The right password now gets the limit's message, and no setup key.
    const refused = (await enrol(PASSWORD)) as { message?: string; enrolment?: unknown };
    expect(refused.message).toBe('Too many password attempts. Please wait a minute and try again.');
    expect(refused.enrolment).toBeUndefined();
  });
});
