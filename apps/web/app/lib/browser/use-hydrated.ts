import { startTransition, useEffect, useState } from 'react';

/** Whether the page has hydrated: what mounts afterwards (a navigation, a popup) starts out true. */
let pageHydrated = false;

/**
 * False in the server's HTML and while hydrating, true once React runs the page. The change after
 * hydration is a transition: an external store whose value differs from the server's (the usual way
 * to write this hook) makes React re-render at once, in the same task as all of the hydration's
 * effects, which on a phone made that task one of the page's longest.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
