import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';

const ProgressBar = lazy(() => import('./ProgressBar').then((module) => ({ default: module.ProgressBar })));

/**
 * The page-loading bar of every layout (ProgressBar), whose code loads with the first navigation: a page
 * nobody leaves never needs it.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [wanted, setWanted] = useState(busy);
  if (busy && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar />
    </Suspense>
  );
}
