/**
 * Coalesces concurrent requests into batches that one transaction serves ("natural batching"):
 * a request arriving while `concurrency` batches run waits, and the requests waiting when one
 * finishes form the next batch. Alone, a request runs at once as a batch of one; under load,
 * batches grow with the load. On this kind of machine each statement's round trip and planning
 * cost far more than its rows, so a batch of twenty adds to cart costs little more than one.
 * DataLoader batches per event-loop tick, which under HTTP load gathers one request at a time;
 * nothing on npm batches while a batch is running, hence this.
 */

/** What a batch answers for each of its requests, in their order. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface BatchOptions<R, T> {
  run(requests: R[]): Promise<Array<Settled<T>>>;
  /** Requests with one key are never in one batch, nor in two running batches (any may, without). */
  key?(request: R): string;
  maxSize: number;
  concurrency: number;
}

interface Waiting<R, T> {
  request: R;
  key: string | undefined;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function batched<R, T>(options: BatchOptions<R, T>): (request: R) => Promise<T> {
  let waiting: Waiting<R, T>[] = [];
  const busy = new Set<string>();
  let running = 0;

  function next(): Waiting<R, T>[] {
    const batch: Waiting<R, T>[] = [];
    const keys = new Set<string>();
    const left: Waiting<R, T>[] = [];
    for (const entry of waiting) {
      const { key } = entry;
      const free =
        batch.length < options.maxSize && (key === undefined || (!busy.has(key) && !keys.has(key)));
      if (free) {
        if (key !== undefined) keys.add(key);
        batch.push(entry);
      } else left.push(entry);
    }
    waiting = left;
    return batch;
  }

  function start() {
    while (running < options.concurrency && waiting.length > 0) {
      const batch = next();
      if (batch.length === 0) return;
      running += 1;
      for (const { key } of batch) if (key !== undefined) busy.add(key);
      void runBatch(batch);
    }
  }

  async function runBatch(batch: Waiting<R, T>[]) {
    let settle: (entry: Waiting<R, T>, index: number) => void;
    try {
      const settled = await options.run(batch.map((entry) => entry.request));
      settle = (entry, index) => {
        const outcome = settled[index];
        if (outcome?.ok) entry.resolve(outcome.value);
        else entry.reject(outcome ? outcome.error : new Error('The batch gave no answer for a request'));
      };
    } catch (error) {
      settle = (entry) => entry.reject(error);
    }
    for (const { key } of batch) if (key !== undefined) busy.delete(key);
    running -= 1;
    start();
    // The requests carry on (their answers are built and sent) one per turn of the event loop, after
    // the next batch has sent its first statement: the database's answers to the next batch are
    // handled in between, so the database works on it meanwhile instead of waiting for them all.
    let index = 0;
    const settleNext = () => {
      settle(batch[index] as Waiting<R, T>, index);
      index += 1;
      if (index < batch.length) setImmediate(settleNext);
    };
    setImmediate(settleNext);
  }

  return (request) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ request, key: options.key?.(request), resolve, reject });
      start();
    });
}
