import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { inEachLanguage, PUBLIC_PAGES_OUTSIDE_SITEMAP, pathOf, readSitemap } from './site-pages';

const run = promisify(execFile);

/** The Nu Html Checker (npm `vnu-jar`, its Java-downloading install script refused in package.json). */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Debian's Java (`apt-get install default-jre-headless`), or the one under JAVA_HOME. */
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

/**
 * The checker's CSS parser predates CSS that every browser we serve reads, and
 * Tailwind 4 writes it into the stylesheet each page inlines (decision 030):
 * `@property` registers its custom properties, and `margin-trim` names a
 * property in the `@supports` test of its fallback for browsers without
 * `@property`. Exactly these two messages are left out; any other complaint
 * about the CSS, or about the HTML, fails the test.
 */
const MODERN_CSS_UNKNOWN_TO_THE_CHECKER = new Set([
  'CSS: Unrecognized at-rule “@property”',
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
]);

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string };

/**
 * Issue 21, defect 6: the public pages are valid HTML, in the three languages:
 * every page of the sitemap and the public pages it leaves out, as the
 * production server sends them, checked in one run of the checker (its JVM
 * takes seconds to start).
 */
test('[HTML] the public pages pass the Nu Html Checker in every language', async ({ request }) => {
  test.setTimeout(600_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'site-vnu-'));
  try {
    const sitemap = (await readSitemap(request)).map((entry) => pathOf(entry.url));
    const paths = [...new Set([...sitemap, ...PUBLIC_PAGES_OUTSIDE_SITEMAP.flatMap(inEachLanguage)])];
    const files = new Map<string, string>();
    // Four at a time: the server has a worker per core, and the pages are independent.
    for (let start = 0; start < paths.length; start += 4) {
      await Promise.all(
        paths.slice(start, start + 4).map(async (address, offset) => {
          const response = await request.get(address);
          // A product another test deleted meanwhile is gone; the not-found page is checked on purpose.
          expect([200, 404], address).toContain(response.status());
          const file = `${String(start + offset).padStart(4, '0')}.html`;
          writeFileSync(path.join(folder, file), await response.body());
          files.set(file, address);
        }),
      );
    }

    const { stdout } = await run(
      java,
      ['-Xss4m', '-jar', vnuJar, '--errors-only', '--no-langdetect', '--format', 'json', '--stdout', folder],
      { maxBuffer: 256 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException & { stdout?: string }) => {
      if (error.code === 'ENOENT') {
        throw new Error(`Java not found (${java}). Install it (Debian: apt-get install default-jre-headless).`);
      }
      // The checker exits with 1 when it found errors; its report is on stdout all the same.
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const problems = messages
      .filter((message) => !MODERN_CSS_UNKNOWN_TO_THE_CHECKER.has(message.message))
      .map((message) => {
        const file = path.basename(message.url ?? '');
        return `${files.get(file) ?? file}: ${message.message}${message.extract ? ` [${message.extract.slice(0, 160)}]` : ''}`;
      });
    expect(problems).toEqual([]);
    // The check did run over every page.
    expect(files.size).toBeGreaterThan(150);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
