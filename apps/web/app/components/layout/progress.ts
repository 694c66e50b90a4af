/** SPEC §9: the loading bar appears only for navigations slower than 200 ms and creeps on for 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** How long the full bar stays before it fades away. */
export const PROGRESS_FINISH_MS = 300;

type ProgressPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export interface ProgressState {
  phase: ProgressPhase;
  /** The last navigation failed: the bar finishes red. */
  failed: boolean;
}

export type ProgressEvent =
  | { type: 'start' }
  /** The throttle elapsed while still loading. */
  | { type: 'throttled' }
  | { type: 'done'; failed: boolean }
  /** The finished bar has faded out. */
  | { type: 'hidden' };

export const IDLE: ProgressState = { phase: 'idle', failed: false };

/**
 * The bar's life: nothing for quick navigations, a growing bar for slow ones, a full (red on failure)
 * bar that fades when they end.
 */
export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event.type) {
    case 'start':
      return state.phase === 'running' ? state : { phase: 'waiting', failed: false };
    case 'throttled':
      return state.phase === 'waiting' ? { phase: 'running', failed: false } : state;
    case 'done':
      if (state.phase === 'waiting') return IDLE;
      if (state.phase === 'running') return { phase: 'finishing', failed: event.failed };
      return state;
    case 'hidden':
      return state.phase === 'finishing' ? IDLE : state;
  }
}
