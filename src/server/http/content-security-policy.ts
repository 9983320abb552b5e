import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the site's HTML. Scripts run only from our own
 * origin, or inline when they carry this response's nonce (pages rendered per
 * request: Next.js puts the nonce on every script it writes) or when their hash is
 * listed. Prerendered pages cannot carry a per-request nonce, so their inline
 * scripts are hashed as they are sent — but only scripts of the exact shapes
 * Next.js writes, whose variable part is pure JSON data. An injected script of
 * any other shape gets no hash, so the browser refuses it.
 */

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `name="value"` pairs of a tag, lower-cased names (enough for the tags Next.js writes). */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether an inline script is one Next.js writes: a fixed call whose argument is JSON data. */
export function isFrameworkDataScript(body: string): boolean {
  if (body === '(self.__next_f=self.__next_f||[]).push([0])') return true;
  const flight = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(body);
  if (flight) return isJson(flight[1] ?? '');
  const turbopack =
    /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/.exec(body);
  if (turbopack) return isJson(turbopack[1] ?? '');
  return false;
}

/**
 * Whether an inline script is React's: known definitions (see
 * react-instruction-scripts.ts), then only calls of its $R… functions whose
 * arguments are JSON values (ids, messages).
 */
export function isReactInstructionScript(body: string, definitions: readonly string[]): boolean {
  let rest = body;
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (const definition of definitions) {
      if (definition && rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        stripped = true;
      }
    }
  }
  while (rest !== '') {
    const call = /^\$R[A-Z]{1,2}\(/.exec(rest);
    if (!call) return false;
    let end = rest.indexOf(')', call[0].length);
    let parsed = false;
    while (end !== -1 && !parsed) {
      parsed = isJson(`[${rest.slice(call[0].length, end)}]`);
      if (!parsed) end = rest.indexOf(')', end + 1);
    }
    if (!parsed) return false;
    rest = rest.slice(end + 1).replace(/^;/, '');
  }
  return true;
}

export type InlineScriptReview = {
  /** 'sha256-…' sources for the framework's own inline scripts that carry no nonce. */
  hashes: string[];
  /** Inline scripts that would not run: neither nonced, nor of a known shape. */
  refused: number;
};

export function reviewInlineScripts(
  html: string,
  nonce: string,
  reactDefinitions: readonly string[] = [],
): InlineScriptReview {
  const hashes = new Set<string>();
  let refused = 0;
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(match[1] ?? '');
    if (attributes.has('src')) continue;
    if (!EXECUTABLE_TYPES.has((attributes.get('type') ?? '').toLowerCase())) continue; // data blocks (JSON-LD) never run
    if (nonce && attributes.get('nonce') === nonce) continue;
    const body = match[2] ?? '';
    if (isFrameworkDataScript(body) || isReactInstructionScript(body, reactDefinitions)) {
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    } else {
      refused += 1;
    }
  }
  return { hashes: [...hashes], refused };
}

export type PolicyOptions = {
  /** This response's nonce; '' for a page that is the same for everyone (its scripts are hashed). */
  nonce: string;
  hashes: string[];
  https: boolean;
  /** Another origin pictures and videos are served from (S3_PUBLIC_URL). */
  mediaOrigin?: string;
};

export function htmlContentSecurityPolicy({ nonce, hashes, https, mediaOrigin }: PolicyOptions): string {
  const media = ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])].join(' ');
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].join(' '),
    // React writes style attributes, and the critical CSS is inlined: inline styles stay allowed (scripts do not).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Everything that is not a page (JSON, files, scripts): nothing may run or embed it. */
export const RESOURCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
