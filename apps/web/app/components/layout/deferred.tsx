import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';

/**
 * When the browser loads a deferred part's code and hydrates it: `now` as the page hydrates (for parts
 * that are seldom on the page at all), `wide` on screens of 1024 px and more (parts hidden below), and
 * `visible` when the part comes within a screen's height of the viewport.
 */
export type LoadWhen = 'now' | 'wide' | 'visible';

/** The layout's `lg` breakpoint, where the desktop header takes over from the phone's. */
const WIDE_SCREEN = '(min-width: 1024px)';

const serverLoads: Promise<unknown>[] = [];

/** Resolves when the server has every deferred part's code, so its HTML always holds them (entry.server). */
export function deferredPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * A part of the page the server renders like any other, whose code the browser loads only when it is
 * wanted (`when`): until then its server HTML stays as it is, links working, without JavaScript of its
 * own (a Suspense boundary that has not hydrated yet). Whatever renders the part after the page has
 * hydrated (new props, a navigation) loads it at once, so an update never waits on the trigger.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: LoadWhen,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let release: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (release = resolve));
  const ready = wanted.then(load).then((component) => {
    loaded = component;
  });
  if (import.meta.env.SSR) {
    release();
    serverLoads.push(ready);
  }

  // Suspends until the code has loaded (React.lazy keeps what it resolved to).
  const Pending = lazy(() => ready.then(() => ({ default: loaded as ComponentType<P> })));

  function Part(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return <Waiting {...props} />;
  }

  // Apart from Part, so that a part hydrating with its code loaded reads no store: the store's browser
  // value (not hydrating) differs from the server's, and React would re-render the whole part at once
  // after it hydrated, in one task. Waiting itself never commits: Pending suspends until the code is there.
  function Waiting(props: P) {
    const hydrating = useHydrating();
    // React hydrating the server's HTML on its own waits for the trigger. Any other render (an update
    // reached the part before it hydrated, or the part is new) loads the code at once: React holds such
    // an update until the part has hydrated, so waiting for the trigger could hold it for good.
    if (!hydrating || when === 'now' || (when === 'wide' && window.matchMedia(WIDE_SCREEN).matches)) {
      release();
    }
    return <Pending {...props} />;
  }

  function Deferred(props: P) {
    const sentinel = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (when === 'wide') {
        return subscribeToWidth(() => window.matchMedia(WIDE_SCREEN).matches && release());
      }
      if (when === 'visible' && sentinel.current) {
        const observer = new IntersectionObserver(
          (entries) => entries.some((entry) => entry.isIntersecting) && release(),
          { rootMargin: '100% 0px' },
        );
        observer.observe(sentinel.current);
        return () => observer.disconnect();
      }
    }, []);
    return (
      <>
        {/* What the viewport watches: the part's own elements belong to it until it hydrates. */}
        {when === 'visible' && <div ref={sentinel} />}
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </>
    );
  }

  return Deferred;
}

const noSubscription = () => () => undefined;

function subscribeToWidth(onChange: () => void): () => void {
  const wide = window.matchMedia(WIDE_SCREEN);
  wide.addEventListener('change', onChange);
  return () => wide.removeEventListener('change', onChange);
}

/**
 * True while React hydrates the server's HTML (it then reads the server snapshot), false when it renders
 * in the browser: a deferred part renders in the browser only when something changed it, or it is new.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
