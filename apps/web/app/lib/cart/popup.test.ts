import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_RESHOW_MS, POPUP_VISIBLE_MS, PopupTimer } from './popup';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function popup() {
  const changes: Array<string | null> = [];
  const timer = new PopupTimer<string>((item) => changes.push(item));
  return { timer, changes };
}

describe('add-to-cart popup timing', () => {
  it('uses the spec constants', () => {
    expect(POPUP_VISIBLE_MS).toBe(3000);
    expect(POPUP_RESHOW_MS).toBe(250);
  });

  it('shows at once and disappears after 3000 ms', () => {
    const { timer, changes } = popup();
    timer.show('Serum');
    expect(timer.item).toBe('Serum');
    vi.advanceTimersByTime(2999);
    expect(timer.item).toBe('Serum');
    vi.advanceTimersByTime(1);
    expect(timer.item).toBeNull();
    expect(changes).toEqual(['Serum', null]);
  });

  it('when replaced, hides the old one at once and shows the new one 250 ms later for its own 3000 ms', () => {
    const { timer, changes } = popup();
    timer.show('Serum');
    vi.advanceTimersByTime(2000);
    timer.show('Cream');
    expect(timer.item).toBeNull();
    vi.advanceTimersByTime(249);
    expect(timer.item).toBeNull();
    vi.advanceTimersByTime(1);
    expect(timer.item).toBe('Cream');
    // The first popup's timer no longer counts: at 3000 ms after the first show it is still up.
    vi.advanceTimersByTime(2999);
    expect(timer.item).toBe('Cream');
    vi.advanceTimersByTime(1);
    expect(timer.item).toBeNull();
    expect(changes).toEqual(['Serum', null, 'Cream', null]);
  });

  it('a replacement during the 250 ms gap waits a fresh 250 ms and shows only the newest', () => {
    const { timer, changes } = popup();
    timer.show('Serum');
    timer.show('Cream');
    vi.advanceTimersByTime(200);
    timer.show('Mask');
    vi.advanceTimersByTime(249);
    expect(timer.item).toBeNull();
    vi.advanceTimersByTime(1);
    expect(timer.item).toBe('Mask');
    expect(changes).toEqual(['Serum', null, 'Mask']);
  });

  it('stays while paused (pointer or focus on it) and gets its full time again after', () => {
    const { timer } = popup();
    timer.show('Serum');
    vi.advanceTimersByTime(2500);
    timer.pause();
    vi.advanceTimersByTime(10_000);
    expect(timer.item).toBe('Serum');
    timer.resume();
    vi.advanceTimersByTime(2999);
    expect(timer.item).toBe('Serum');
    vi.advanceTimersByTime(1);
    expect(timer.item).toBeNull();
  });

  it('goes at once when dismissed, and a pending replacement is dropped', () => {
    const { timer } = popup();
    timer.show('Serum');
    timer.dismiss();
    expect(timer.item).toBeNull();
    timer.show('Cream');
    timer.show('Mask');
    timer.dismiss();
    vi.advanceTimersByTime(5000);
    expect(timer.item).toBeNull();
  });
});
