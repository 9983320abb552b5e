import { createHash } from 'node:crypto';

/**
 * The policy of the site's HTML (decision 045): inline scripts run when they carry this response's
 * nonce or their hash is listed: those carrying the nonce of the page's render (which an injected
 * script cannot know), and on a page Next.js prerendered, its data scripts of Next.js's shapes.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** A tag's attributes, by lower-cased name (enough for the tags Next.js writes). */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  return attributes;
}

/** The shapes of Next.js's data scripts: a fixed call whose argument is JSON. */
const FRAMEWORK_DATA_SCRIPTS = [
  /^self\.__next_f\.push\((\[[\s\S]*\])\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/,
];

export function isFrameworkDataScript(body: string): boolean {
  if (body === '(self.__next_f=self.__next_f||[]).push([0])') return true;
  const data = FRAMEWORK_DATA_SCRIPTS.map((shape) => shape.exec(body)?.[1]).find((found) => found !== undefined);
  try {
    return data !== undefined && JSON.parse(data) !== undefined;
  } catch {
    return false; // the framework's call around an argument that is not JSON
  }
}

/**
 * Which inline scripts of a page may run: the hashes of those not left to the policy's nonce,
 * and how many are refused. A script carrying `renderNonce` is the framework's; when the policy
 * names that nonce (`policyNonce`, a page for this visitor alone), it is left to the nonce.
 */
export function reviewInlineScripts(
  html: string,
  { renderNonce, policyNonce }: { renderNonce: string; policyNonce: string },
): { hashes: string[]; refused: number } {
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

/** `nonce` is '' for a page that is the same for everyone; `mediaOrigin` is S3_PUBLIC_URL's. */
export function htmlContentSecurityPolicy({
  nonce,
  hashes,
  https,
  mediaOrigin,
}: {
  nonce: string;
  hashes: string[];
  https: boolean;
  mediaOrigin?: string;
}): string {
  const media = ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])].join(' ');
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].join(' '),
    // React writes style attributes, and the critical CSS is inline.
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
