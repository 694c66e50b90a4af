/**
 * The longest the facet index's build, or the reading of its source, works before it lets the node's
 * other work run (`pauseEvery`).
 */
export const SLICE_MS = 8;

/**
 * A pause for long work on the node's one thread: resolves at once until `budgetMs` have passed since
 * the last real pause, then waits for the event loop's pending work (answers, I/O) to run first.
 */
export function pauseEvery(budgetMs: number): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < budgetMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
