import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the site's HTML. Scripts run only from our own
 * origin, or inline when they carry this response's nonce or their hash is listed.
 *
 * Every page the server renders is rendered with a fresh nonce, which Next.js
 * puts on every script it and React write (scripts/serve-worker.ts). A page kept
 * for everyone cannot name a nonce in its policy, so its scripts that carry the
 * nonce of its render are hashed instead: the trust comes from the page as it
 * was rendered and sent, and nothing has to know the shape of React's scripts.
 * A page Next.js prerendered carries no nonce: only its data scripts, of the
 * exact shapes Next.js writes (a fixed call whose argument is JSON), are hashed.
 * An injected script cannot know the nonce of a render, and any other shape
 * gets no hash, so the browser refuses it.
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

export type InlineScriptReview = {
  /** 'sha256-…' sources for the inline scripts that may run but are not left to the policy's nonce. */
  hashes: string[];
  /** Inline scripts that would not run: neither the render's, nor of a known shape. */
  refused: number;
};

/**
 * Which inline scripts of a page may run. `renderNonce` is the nonce the page was
 * rendered with: its scripts are the framework's. With `policyNonce` (the same
 * nonce, when the policy names it: a page for this visitor alone) they are left
 * to the nonce; otherwise (a page kept for everyone) they are hashed.
 */
export function reviewInlineScripts(
  html: string,
  { renderNonce, policyNonce }: { renderNonce: string; policyNonce: string },
): InlineScriptReview {
  const hashes = new Set<string>();
  let refused = 0;
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(match[1] ?? '');
    if (attributes.has('src')) continue;
    if (!EXECUTABLE_TYPES.has((attributes.get('type') ?? '').toLowerCase())) continue; // data blocks (JSON-LD) never run
    const nonce = attributes.get('nonce');
    if (policyNonce && nonce === policyNonce) continue;
    const body = match[2] ?? '';
    if ((renderNonce && nonce === renderNonce) || isFrameworkDataScript(body)) {
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
