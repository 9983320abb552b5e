/** @mdn/mdn-http-observatory ships JavaScript with JSDoc, no declarations: the part scripts/lib/observatory.ts uses. */
declare module '@mdn/mdn-http-observatory' {
  export function scan(host: string): Promise<{
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, { pass: boolean; result: string }>;
  }>;
}
