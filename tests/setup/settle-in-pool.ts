/**
 * `Promise.allSettled` of `run` over `items`, at most ten at a time: the pool's size. More would
 * queue for a connection, and on a loaded machine fail after its 5 s (create-database.ts).
 */
export async function settleInPool<Item, Result>(
  items: readonly Item[],
  run: (item: Item) => Promise<Result>,
): Promise<PromiseSettledResult<Result>[]> {
  const outcomes: PromiseSettledResult<Result>[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      outcomes[index] = await run(items[index] as Item).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: 10 }, lane));
  return outcomes;
}
