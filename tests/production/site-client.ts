import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import Database, { type SqliteConnection } from '@/server/db/sqlite-driver';

/**
 * What the production tests do as a visitor without a browser: accounts made
 * with the operator's CLI, sign-in through better-auth's endpoint, and Server
 * Actions called the way React's client calls them (multipart body, the
 * action's id in the Next-Action header, the same Origin).
 */

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/** Vitest puts Vite's BASE_URL ("/") into process.env; the site would read it as its own address. */
const scriptEnv = (env: Record<string, string>) => ({
  ...process.env,
  BASE_URL: '',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ...env,
});

let visitors = 0;
/** A new documentation address (RFC 5737) per request: the per-address limits never get in the way. */
export function nextAddress(): string {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

/** `npm run user -- create` (with `--admin` when asked), run against the given DATA_DIR. */
export async function createUser(
  dataDir: string,
  email: string,
  password: string,
  options: { admin?: boolean } = {},
): Promise<void> {
  await run(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      path.join(root, 'scripts', 'user.ts'),
      'create',
      '--email',
      email,
      '--password',
      password,
      ...(options.admin ? ['--admin'] : []),
    ],
    {
      cwd: root,
      env: scriptEnv({ DATA_DIR: dataDir }),
    },
  );
}

/** Signs in through POST /api/auth/sign-in/email; returns the session cookie (`name=value`). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`Sign-in of ${email} set no session cookie.`);
  return cookie;
}

/** Who the site thinks is signed in with this cookie. */
export async function whoAmI(baseUrl: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

/** The id of a Server Action in the build the server runs (the build's own manifest). */
export function actionId(exportedName: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string }> };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName);
  if (!found) throw new Error(`No Server Action ${exportedName} in the build.`);
  return found[0];
}

export type ActionState = {
  status: string;
  message?: string;
  fieldErrors?: Record<string, string>;
  reference?: string;
};

/**
 * Posts a form's Server Action (one used with useActionState: previous state,
 * then the form's fields) on `page`, as React's client does: the fields under
 * the prefix `_1_`, then field 0 with the arguments, last (the server reads the
 * fields in order). The answer as it came: an action that ends in a redirect
 * says where in `X-Action-Redirect`.
 */
export type FormActionCall = {
  baseUrl: string;
  page: string;
  action: string;
  fields: Record<string, string | File>;
  cookie?: string;
  signal?: AbortSignal;
};

export async function postFormAction(options: FormActionCall): Promise<Response> {
  const body = new FormData();
  // No start token: like a form sent without the page's script, it is judged by the honeypot and the limits.
  const fields = { js: '1', ...options.fields };
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
  return fetch(`${options.baseUrl}${options.page}`, {
    method: 'POST',
    headers: {
      origin: options.baseUrl,
      accept: 'text/x-component',
      'next-action': actionId(options.action),
      'x-forwarded-for': nextAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body,
    signal: options.signal,
  });
}

/** Calls a form's Server Action (postFormAction) and returns the state it answered with. */
export async function callFormAction(options: FormActionCall): Promise<ActionState> {
  const response = await postFormAction(options);
  const text = await response.text();
  if (!response.ok) throw new Error(`${options.action} answered ${response.status}: ${text.slice(0, 500)}`);
  // Row 0 names the row holding the action's result ("a":"$@1").
  const rows = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) rows.set(line.slice(0, colon), line.slice(colon + 1));
  }
  const head = JSON.parse(rows.get('0') ?? '{}') as { a?: string };
  const result = rows.get(head.a?.replace('$@', '') ?? '');
  if (!result) throw new Error(`${options.action} gave no result: ${text.slice(0, 500)}`);
  return JSON.parse(result) as ActionState;
}

/** Runs `body` on the site's SQLite database (read-write, waiting for the server's writers). */
export function withDatabase<T>(dataDir: string, body: (database: SqliteConnection) => T): T {
  const database = new Database(path.join(dataDir, 'site.db'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 10000');
    return body(database);
  } finally {
    database.close();
  }
}

/** A PDF of about `size` bytes whose bytes say which submission it belongs to. */
export function pdfFile(label: string, size = 20_000): File {
  const head = `%PDF-1.4\n% ${label}\n`;
  // Random text: compresses like a real scan would, not to nothing.
  const filler = randomBytes(size)
    .toString('base64')
    .slice(0, Math.max(0, size - head.length - 6));
  return new File([`${head}${filler}\n%%EOF`], `${label}.pdf`, { type: 'application/pdf' });
}

/** Runs a script of the project (`scripts/NAME.ts`) to the end; never throws, returns its exit code and output. */
export async function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'scripts', `${name}.ts`), ...args],
      {
        cwd: root,
        env: scriptEnv(env),
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

/** A GET over a connection of its own: the cluster hands each new connection to the next worker. */
export function getOnNewConnection(
  url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' }, timeout: 20_000 }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('timeout', function onTimeout(this: http.ClientRequest) {
        this.destroy(new Error(`${url} did not answer within 20 s`));
      })
      .on('error', reject);
  });
}
