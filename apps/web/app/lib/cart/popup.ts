import type { AddedItem, FreeShippingProgress } from './cart';

/** SPEC §4, §9: the add-to-cart popup shows for 3 s, and a replacement appears 250 ms after the old one goes. */
export const POPUP_VISIBLE_MS = 3000;
export const POPUP_RESHOW_MS = 250;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * When the popup is shown and for what. `show` while one is up replaces it: the old one goes at
 * once and the new one follows after 250 ms, so the shopper notices the change. While the shopper
 * points at or focuses the popup it stays (a keyboard user needs time to reach its buttons); it
 * then gets its full 3 s again.
 */
export class PopupTimer<T> {
  private current: T | null = null;
  private hideHandle: unknown = null;
  private showHandle: unknown = null;
  private paused = false;

  constructor(
    private readonly onChange: (item: T | null) => void,
    private readonly timers: Timers = browserTimers,
  ) {}

  get item(): T | null {
    return this.current;
  }

  show(item: T): void {
    this.cancelHide();
    const replacing = this.current !== null || this.showHandle !== null;
    if (this.showHandle !== null) this.timers.clear(this.showHandle);
    this.showHandle = null;
    if (!replacing) {
      this.reveal(item);
      return;
    }
    this.paused = false;
    this.update(null);
    this.showHandle = this.timers.set(() => {
      this.showHandle = null;
      this.reveal(item);
    }, POPUP_RESHOW_MS);
  }

  pause(): void {
    this.paused = true;
    this.cancelHide();
  }

  resume(): void {
    this.paused = false;
    if (this.current !== null && this.hideHandle === null) this.scheduleHide();
  }

  dismiss(): void {
    this.cancelHide();
    if (this.showHandle !== null) this.timers.clear(this.showHandle);
    this.showHandle = null;
    this.paused = false;
    this.update(null);
  }

  private reveal(item: T) {
    this.update(item);
    this.scheduleHide();
  }

  private scheduleHide() {
    if (this.paused) return;
    this.hideHandle = this.timers.set(() => {
      this.hideHandle = null;
      this.update(null);
    }, POPUP_VISIBLE_MS);
  }

  private cancelHide() {
    if (this.hideHandle !== null) this.timers.clear(this.hideHandle);
    this.hideHandle = null;
  }

  private update(item: T | null) {
    if (item === this.current) return;
    this.current = item;
    this.onChange(item);
  }
}

/** A line just added; `id` tells two additions of the same product apart. */
export interface AddedProduct extends AddedItem {
  id: number;
  freeShipping: FreeShippingProgress | null;
}

type Listener = () => void;

/** The one popup of the page, fed by every add-to-cart form. */
function createPopupStore() {
  const listeners = new Set<Listener>();
  let sequence = 0;
  const timer = new PopupTimer<AddedProduct>(() => {
    for (const listener of listeners) listener();
  });
  return {
    announce(added: Omit<AddedProduct, 'id'>) {
      sequence += 1;
      timer.show({ id: sequence, ...added });
    },
    get: () => timer.item,
    pause: () => timer.pause(),
    resume: () => timer.resume(),
    dismiss: () => timer.dismiss(),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const cartPopup = createPopupStore();
