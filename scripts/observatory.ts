import { runObservatory } from './lib/observatory';

/** `npm run observatory [-- URL]`: the MDN HTTP Observatory's grade of a running site (default http://localhost:3000). */
const target = process.argv[2] ?? 'http://localhost:3000';
const result = await runObservatory(target);
for (const test of result.tests) console.log(`${test.pass ? 'pass' : 'FAIL'}  ${test.name.padEnd(28)} ${test.result}`);
console.log(
  `\n${target}: grade ${result.grade}, score ${result.score}, ${result.testsPassed} of ${result.testsQuantity} tests passed`,
);
