import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync } from 'node:zlib';
import Beasties from 'beasties';
import { buildStylesheetReader, inlinePageStylesheets } from '../src/server/http/page-stylesheet';

/**
 * `npm run bench:stylesheet` (after a build): the site's stylesheet step
 * (src/server/http/page-stylesheet.ts) beside Beasties, the maintained
 * per-page critical CSS tool (Angular, Nuxt), on the pages Next.js prerendered:
 * the CSS each puts inline, the page as sent (Brotli, quality 11 as the server
 * keeps it), and the time each takes a page (median of 15). Beasties is set as
 * close to ours as it goes: the whole stylesheet linked at the end of the body
 * (`preload: 'body'`), the source file left whole, the inline rules minified.
 */
const build = path.resolve(import.meta.dirname, '..', '.next');
const pagesFolder = path.join(build, 'server', 'app');
const PAGES = ['en', 'as', 'hi'].flatMap((locale) =>
  ['', '/about', '/contact', '/catalog', '/products', '/services'].map((page) => `${locale}${page}.html`),
);

const readStylesheet = buildStylesheetReader(build);
const beasties = new Beasties({
  path: build,
  publicPath: '/_next/',
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  mergeStylesheets: true,
  compress: true,
  logLevel: 'silent',
});

const inlineCss = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, [, css]) => sum + Buffer.byteLength(css ?? ''),
    0,
  );
const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const sent = (html: string) => brotliCompressSync(html).byteLength;

async function median(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 15; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[7] ?? 0;
}

const available = new Set(readdirSync(pagesFolder, { recursive: true }).map(String));
const totals = { ours: 0, beasties: 0, oursSent: 0, beastiesSent: 0 };
console.log(
  '| page | inline CSS kB: ours | Beasties | page sent kB (Brotli): ours | Beasties | ms a page: ours | Beasties |',
);
console.log('|---|---|---|---|---|---|---|');
for (const page of PAGES.filter((name) => available.has(name))) {
  const html = readFileSync(path.join(pagesFolder, page), 'utf8');
  const before = inlineCss(html);
  const ours = inlinePageStylesheets(html, readStylesheet);
  const theirs = await beasties.process(html);
  const oursMs = await median(() => inlinePageStylesheets(html, readStylesheet));
  const theirsMs = await median(() => beasties.process(html));
  const row = {
    ours: inlineCss(ours) - before,
    beasties: inlineCss(theirs) - before,
    oursSent: sent(ours),
    beastiesSent: sent(theirs),
  };
  for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  console.log(
    `| /${page.replace(/\.html$/, '')} | ${kB(row.ours)} | ${kB(row.beasties)} | ${kB(row.oursSent)} | ${kB(row.beastiesSent)} | ${oursMs.toFixed(1)} | ${theirsMs.toFixed(1)} |`,
  );
}
const more = (theirs: number, ours: number) => `${(((theirs - ours) / ours) * 100).toFixed(0)} %`;
console.log(
  `\nBeasties against ours: inline CSS ${more(totals.beasties, totals.ours)}, page sent ${more(totals.beastiesSent, totals.oursSent)}.`,
);
