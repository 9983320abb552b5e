import path from 'node:path';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/serve.ts compresses, after it has read each page for its Content-Security-Policy.
  compress: false,
  reactStrictMode: true,
  // The title and meta tags always in <head>, for every visitor, not streamed into <body> when a
  // page's metadata resolves late (under load): a page is kept by shared caches and served to
  // crawlers, phones and link previews alike, and the server sends a page only once it is whole.
  htmlLimitedBots: /.*/,
  // The site's cache handler on Next.js's documented interface: files, memory and Redis, and
  // it tells the production server's page cache when content changed (docs/caching.md).
  // Next.js runs from the project folder.
  cacheHandler: path.resolve('src/server/cache/next-cache-handler.mjs'),
  // The handler keeps its own memory layer.
  cacheMaxMemorySize: 0,
  // Native or worker-based modules stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'better-sqlite3-13', 'pino', 'sharp', 'pdfkit'],
  experimental: {
    // forbidden() and unauthorized(): the admin area answers 403 / 401 with its own pages (src/app/forbidden.tsx).
    authInterrupts: true,
    // No inlineCss: it writes the whole stylesheet into every page three times (the <style> and the
    // framework payload). The production server inlines the part each page uses instead
    // (src/server/http/page-stylesheet.ts, docs/decisions/030-page-stylesheet.md).
    // Pictures and attachments may be up to 5 MB (spec §5); the rest of a form is small.
    serverActions: { bodySizeLimit: '6mb' },
  },
  // The pictures in public/images keep their names when redrawn (npm run media), so a day,
  // not forever; nginx uses the same lifetime when it serves them from disk (deploy/nginx).
  async headers() {
    return [
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
      // The Assamese and Devanagari fonts (npm run fonts): a month; they change only when the script is run again.
      { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000' }] },
      // The reset page's address carries its token: no request it makes may pass that on to another
      // site. Its own requests keep it (nginx's log redacts it): with no-referrer the form, posted
      // before (or without) the script, would carry the Origin "null", which the site refuses.
      ...['/reset-password', '/as/reset-password', '/hi/reset-password'].map((source) => ({
        source,
        headers: [{ key: 'Referrer-Policy', value: 'same-origin' }],
      })),
    ];
  },
};

export default nextConfig;
