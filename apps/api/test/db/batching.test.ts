import { describe, expect, it } from 'vitest';
import { type Settled, batched } from '../../src/db/batching';

/** A batch runner whose batches finish when the test says so, recording what each held. */
function controlledRunner() {
  const batches: string[][] = [];
  const finishers: Array<(answers?: Array<Settled<string>>) => void> = [];
  const run = (requests: string[]) =>
    new Promise<Array<Settled<string>>>((resolve) => {
      batches.push(requests);
      finishers.push((answers) =>
        resolve(answers ?? requests.map((request) => ({ ok: true, value: `done ${request}` }))),
      );
    });
  return {
    batches,
    run,
    finish: (index: number, answers?: Array<Settled<string>>) => finishers[index]!(answers),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const keyOf = (request: string) => request.split(':')[0]!;

describe('batched', () => {
  it('runs a lone request at once, and gathers the requests that come meanwhile into the next batch', async () => {
    const runner = controlledRunner();
    const submit = batched({ run: runner.run, key: keyOf, maxSize: 10, concurrency: 1 });
    const first = submit('a:1');
    await tick();
    expect(runner.batches).toEqual([['a:1']]);
    const later = ['b:1', 'c:1', 'd:1'].map(submit);
    await tick();
    expect(runner.batches).toHaveLength(1);
    runner.finish(0);
    expect(await first).toBe('done a:1');
    await tick();
    expect(runner.batches[1]).toEqual(['b:1', 'c:1', 'd:1']);
    runner.finish(1);
    expect(await Promise.all(later)).toEqual(['done b:1', 'done c:1', 'done d:1']);
  });

  it('never puts two requests with one key in a batch, and keeps to the size', async () => {
    const runner = controlledRunner();
    const submit = batched({ run: runner.run, key: keyOf, maxSize: 2, concurrency: 1 });
    const answers = ['a:1', 'a:2', 'a:3', 'b:1', 'c:1'].map(submit);
    await tick();
    runner.finish(0);
    await tick();
    expect(runner.batches[1]).toEqual(['a:2', 'b:1']);
    runner.finish(1);
    await tick();
    expect(runner.batches[2]).toEqual(['a:3', 'c:1']);
    runner.finish(2);
    expect(await Promise.all(answers)).toEqual(['done a:1', 'done a:2', 'done a:3', 'done b:1', 'done c:1']);
  });

  it('puts requests without keys in one batch, the same request twice too', async () => {
    const runner = controlledRunner();
    const submit = batched({ run: runner.run, maxSize: 10, concurrency: 1 });
    const answers = ['a', 'b', 'a', 'b'].map(submit);
    await tick();
    runner.finish(0);
    await tick();
    expect(runner.batches[1]).toEqual(['b', 'a', 'b']);
    runner.finish(1);
    expect(await Promise.all(answers)).toEqual(['done a', 'done b', 'done a', 'done b']);
  });

  it('runs up to `concurrency` batches, never two with one key', async () => {
    const runner = controlledRunner();
    const submit = batched({ run: runner.run, key: keyOf, maxSize: 10, concurrency: 2 });
    const answers = ['a:1', 'a:2', 'b:1'].map(submit);
    await tick();
    expect(runner.batches).toEqual([['a:1'], ['b:1']]);
    runner.finish(1);
    await tick();
    expect(runner.batches).toHaveLength(2); // a free slot, but a:1 still runs
    runner.finish(0);
    await tick();
    expect(runner.batches[2]).toEqual(['a:2']);
    runner.finish(2);
    expect(await Promise.all(answers)).toEqual(['done a:1', 'done a:2', 'done b:1']);
  });

  it('answers each request with its own outcome, and a failed batch fails only its own requests', async () => {
    const runner = controlledRunner();
    const submit = batched({ run: runner.run, key: keyOf, maxSize: 10, concurrency: 1 });
    const alone = submit('a:1');
    const refused = submit('b:1');
    const accepted = submit('c:1');
    await tick();
    runner.finish(0);
    await alone;
    await tick();
    runner.finish(1, [
      { ok: false, error: new Error('no stock') },
      { ok: true, value: 'stored' },
    ]);
    await expect(refused).rejects.toThrow('no stock');
    expect(await accepted).toBe('stored');

    const failing = batched<string, string>({
      run: async (requests) => {
        if (requests.includes('boom:1')) throw new Error('connection lost');
        return requests.map((request) => ({ ok: true, value: request }));
      },
      key: keyOf,
      maxSize: 10,
      concurrency: 1,
    });
    await expect(failing('boom:1')).rejects.toThrow('connection lost');
    expect(await failing('fine:1')).toBe('fine:1');
  });

  it('starts the next batch before the finished batch’s requests carry on', async () => {
    const events: string[] = [];
    const runner = controlledRunner();
    const submit = batched({
      run: (requests) => {
        events.push(`run ${requests.join(',')}`);
        return runner.run(requests);
      },
      key: keyOf,
      maxSize: 10,
      concurrency: 1,
    });
    const first = submit('a:1').then(() => events.push('a:1 answered'));
    await tick();
    const second = submit('b:1');
    runner.finish(0);
    await first;
    expect(events).toEqual(['run a:1', 'run b:1', 'a:1 answered']);
    runner.finish(1);
    await second;
  });

  it('lets the next batch’s database answers in between the finished batch’s requests', async () => {
    const events: string[] = [];
    const runner = controlledRunner();
    const submit = batched({
      run: async (requests) => {
        if (requests.includes('d:1')) {
          // Two turns of the event loop, as a statement's answer would take.
          await tick();
          await tick();
          events.push('next batch answered by the database');
        }
        return runner.run(requests);
      },
      key: keyOf,
      maxSize: 10,
      concurrency: 1,
    });
    const lone = submit('x:1');
    await tick();
    const answered = ['a:1', 'b:1', 'c:1'].map((request) =>
      submit(request).then(() => events.push(`${request} answered`)),
    );
    await tick();
    runner.finish(0);
    await lone;
    await tick();
    const next = submit('d:1');
    runner.finish(1);
    await Promise.all(answered);
    expect(events).toEqual([
      'a:1 answered',
      'next batch answered by the database',
      'b:1 answered',
      'c:1 answered',
    ]);
    await tick();
    runner.finish(2);
    await next;
  });
});
