import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A Vitest sequencer that starts these files first, in this order, so that the short
 * ones fill the time beside them: a long file started last makes the whole run longer
 * by its own length.
 */
export function longestFirst(names: readonly string[]) {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const found = names.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
        return found === -1 ? names.length : found;
      };
      return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
    }
  };
}
