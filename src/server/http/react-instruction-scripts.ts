import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React's streaming renderer writes small inline scripts that reveal Suspense
 * boundaries: fixed function definitions ($RC, $RS, $RX, $RR, $RV…) followed by
 * calls with the boundaries' ids. Prerendered pages keep them, with no nonce.
 * The definitions are read here from the copy of React that Next.js renders
 * with, so the policy trusts exactly that code and follows React's upgrades.
 */
export function loadReactInstructionDefinitions(): string[] {
  const nextDirectory = path.dirname(createRequire(import.meta.url).resolve('next/package.json'));
  const compiled = path.join(nextDirectory, 'dist', 'compiled');
  const definitions = new Set<string>(['requestAnimationFrame(function(){$RT=performance.now()});']);
  for (const folder of readdirSync(compiled).filter((name) => name.startsWith('react-dom'))) {
    const cjs = path.join(compiled, folder, 'cjs');
    for (const file of readdirSync(cjs).filter((name) => /^react-dom-server\..*production\.js$/.test(name))) {
      const source = readFileSync(path.join(cjs, file), 'utf8');
      for (const match of source.matchAll(/'(\$R[A-Z]{1,2}=(?:[^'\\\n]|\\.)*)'/g)) {
        // A definition may end by opening its first call (`…;$RC("`): the call is checked on its own.
        const definition = unescapeJs(match[1] ?? '').replace(/\$R[A-Z]{1,2}\("$/, '');
        definitions.add(definition);
      }
    }
  }
  return [...definitions];
}

function unescapeJs(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, sequence: string) => {
    if (sequence.length > 1) return String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    return ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[sequence] ?? sequence;
  });
}
