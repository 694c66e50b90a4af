import { useContext, useEffect, useReducer, useState, type CSSProperties } from 'react';
import { UNSAFE_DataRouterStateContext, useNavigation } from 'react-router';
import {
  IDLE,
  PROGRESS_DURATION_MS,
  PROGRESS_FINISH_MS,
  PROGRESS_THROTTLE_MS,
  progressReducer,
} from './progress';

/**
 * The page-loading bar (SPEC §2, §9): 2px at the top, shown when a navigation takes longer than 200 ms,
 * growing over 5 s, red when the navigation ended in an error.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  // The router's state is the one place that knows a navigation ended in an error boundary.
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const busy = navigation.state !== 'idle';
  const [state, dispatch] = useReducer(progressReducer, IDLE);
  // It mounts with the first navigation (NavigationProgress), which it then shows like any other.
  const [wasBusy, setWasBusy] = useState(false);

  if (busy !== wasBusy) {
    setWasBusy(busy);
    dispatch(busy ? { type: 'start' } : { type: 'done', failed: Boolean(routerState?.errors) });
  }

  useEffect(() => {
    if (state.phase === 'waiting') {
      const timer = setTimeout(() => dispatch({ type: 'throttled' }), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    if (state.phase === 'finishing') {
      const timer = setTimeout(() => dispatch({ type: 'hidden' }), PROGRESS_FINISH_MS);
      return () => clearTimeout(timer);
    }
  }, [state.phase]);

  if (state.phase === 'idle' || state.phase === 'waiting') return null;
  const finishing = state.phase === 'finishing';
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[2px]">
      <div
        className={`h-full origin-left ${state.failed ? 'bg-danger' : 'bg-accent'} ${
          finishing
            ? 'w-full opacity-0 transition-opacity delay-150 duration-150'
            : 'animate-[sakhe-progress_var(--duration)_ease-out_forwards]'
        }`}
        style={{ '--duration': `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
      />
    </div>
  );
}
