import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The MDN HTTP Observatory's own tests, run against a site on any port. Its CLI
 * scans only ports 80/443, so this does what its `scan()` does with the port
 * given. Installed with --ignore-scripts (its install step downloads lists from
 * the web), it needs an empty HSTS preload list in its folder, written here.
 */
export type ObservatoryResult = {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: { name: string; pass: boolean; result: string }[];
};

type ObservatoryTest = { constructor: { name: string }; pass: boolean; result: string };

export async function runObservatory(baseUrl: string): Promise<ObservatoryResult> {
  const packageDirectory = path.dirname(
    createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
  );
  const preload = path.join(packageDirectory, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const source = (file: string) => path.join(packageDirectory, 'src', file);
  const { retrieve } = await import(source('retriever/retriever.js'));
  const { ALL_TESTS, NUM_TESTS } = await import(source('constants.js'));
  const { getGradeForScore, getScoreModifier } = await import(source('grader/grader.js'));
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(source('grader/charts.js'));

  const url = new URL(baseUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const options = url.protocol === 'https:' ? { httpsPort: port } : { httpPort: port };
  const retrieved = await retrieve(url.hostname, options);
  if (!retrieved.responses.auto) throw new Error(`The Observatory could not reach ${baseUrl}.`);

  const results: ObservatoryTest[] = ALL_TESTS.map((test: (input: unknown) => ObservatoryTest) => test(retrieved));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    const modifier = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return {
    grade: final.grade,
    score: final.score,
    testsPassed: results.filter((result) => result.pass).length,
    testsQuantity: NUM_TESTS,
    tests: results.map((result) => ({ name: result.constructor.name, pass: result.pass, result: result.result })),
  };
}
