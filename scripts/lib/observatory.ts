import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scan } from '@mdn/mdn-http-observatory';

/**
 * The MDN HTTP Observatory's own tests, run against a site on any port, through
 * the package's public `scan(host)`: it asks `http://<host>` and `https://<host>`,
 * so a host with its port puts both on that port (the https attempt finds no TLS
 * there; nginx provides it in production).
 */
export type ObservatoryResult = {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: { name: string; pass: boolean; result: string }[];
};

export async function runObservatory(baseUrl: string): Promise<ObservatoryResult> {
  providePreloadList();
  const { scan: summary, tests } = await scan(new URL(baseUrl).host);
  return {
    grade: summary.grade,
    score: summary.score,
    testsPassed: summary.testsPassed,
    testsQuantity: summary.testsQuantity,
    tests: Object.entries(tests).map(([name, test]) => ({ name, pass: test.pass, result: test.result })),
  };
}

/**
 * The package's install step downloads Chromium's HSTS preload list into its `conf`
 * folder, which its tests read; these machines reach no web, so the install step is
 * refused (allowScripts) and an empty list stands in: no host of ours is preloaded.
 */
function providePreloadList() {
  const packageFolder = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const preload = path.join(packageFolder, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}
