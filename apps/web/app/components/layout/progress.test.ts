import { describe, expect, it } from 'vitest';
import {
  IDLE,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  progressReducer,
  type ProgressEvent,
} from './progress';

const run = (...events: ProgressEvent[]) => events.reduce(progressReducer, IDLE);

describe('the loading bar', () => {
  it('uses the spec constants', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_DURATION_MS).toBe(5000);
  });

  it('never shows for a navigation that ends within the throttle', () => {
    expect(run({ type: 'start' })).toEqual({ phase: 'waiting', failed: false });
    expect(run({ type: 'start' }, { type: 'done', failed: false })).toEqual(IDLE);
    // A throttle timer firing after the end changes nothing.
    expect(run({ type: 'start' }, { type: 'done', failed: true }, { type: 'throttled' })).toEqual(IDLE);
  });

  it('shows for a slow navigation and finishes, then hides', () => {
    const running = run({ type: 'start' }, { type: 'throttled' });
    expect(running).toEqual({ phase: 'running', failed: false });
    const finishing = progressReducer(running, { type: 'done', failed: false });
    expect(finishing).toEqual({ phase: 'finishing', failed: false });
    expect(progressReducer(finishing, { type: 'hidden' })).toEqual(IDLE);
  });

  it('finishes red when the navigation failed', () => {
    expect(run({ type: 'start' }, { type: 'throttled' }, { type: 'done', failed: true })).toEqual({
      phase: 'finishing',
      failed: true,
    });
  });

  it('keeps running when a navigation replaces a running one, and restarts during the fade', () => {
    expect(run({ type: 'start' }, { type: 'throttled' }, { type: 'start' })).toEqual({
      phase: 'running',
      failed: false,
    });
    expect(
      run({ type: 'start' }, { type: 'throttled' }, { type: 'done', failed: true }, { type: 'start' }),
    ).toEqual({ phase: 'waiting', failed: false });
  });
});
