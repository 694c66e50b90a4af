import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLazyEmbla } from './use-lazy-embla';
import { useT } from '../../lib/i18n/i18n';

interface CarouselProps<T> {
  /** Id of the heading that names the carousel. */
  labelledBy?: string;
  /** The name, when there is no visible heading. */
  label?: string;
  items: T[];
  keyOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Slide widths (flex-basis per breakpoint): how many slides show at once. */
  slideClassName: string;
  /** Gap between slides as padding-left on slides, with its negative margin on the track. */
  gapClassName?: { track: string; slide: string };
  options?: EmblaOptionsType;
  /** Dots under the slides: for banners, where the count is small. */
  dots?: boolean;
  /** Where the arrow buttons sit. */
  arrows?: 'overlay' | 'outside';
  /** Their height, when the middle of the slides is not right (it would cover what the slides hold there). */
  arrowTop?: string;
}

/**
 * An Embla carousel that works for everyone (the APG carousel pattern): a region with
 * aria-roledescription "carousel", slides as groups "n of m", previous/next buttons, arrow keys while
 * focus is inside, touch and mouse dragging by Embla. The server renders the same flex track, so the
 * first slides show before hydration and nothing moves when it happens; Embla itself loads on the first
 * approach (use-lazy-embla).
 */
export function Carousel<T>({
  labelledBy,
  label,
  items,
  keyOf,
  renderItem,
  slideClassName,
  gapClassName = { track: '-ml-3 sm:-ml-4', slide: 'pl-3 sm:pl-4' },
  options,
  dots = false,
  arrows = 'overlay',
  arrowTop = arrows === 'overlay' ? 'top-1/2' : 'top-[calc(50%-2rem)]',
}: CarouselProps<T>) {
  const t = useT();
  const { viewportRef, embla, activate } = useLazyEmbla({
    align: 'start',
    slidesToScroll: 'auto',
    ...options,
  });
  // Before Embla loads: at the start, one snap per slide (what the dotted, one-slide-wide slider has),
  // so the dots are there from the first paint and nothing shifts when Embla arrives.
  const [state, setState] = useState({
    previous: false,
    next: items.length > 1,
    selected: 0,
    snaps: items.length,
  });

  const sync = useCallback(() => {
    if (!embla) return;
    setState({
      previous: embla.canScrollPrev(),
      next: embla.canScrollNext(),
      selected: embla.selectedScrollSnap(),
      snaps: embla.scrollSnapList().length,
    });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // Embla is the external system here: read its state once ready, then on each of its events.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const run = (action: (instance: EmblaCarouselType) => void) => {
    void activate().then((instance) => instance && action(instance));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      run((instance) => instance.scrollPrev());
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      run((instance) => instance.scrollNext());
    }
  };

  const arrowClass = `absolute ${arrowTop} z-10 -translate-y-1/2 shadow-md ${
    arrows === 'overlay' ? 'bg-surface-raised/90' : 'bg-surface-raised'
  }`;
  const button = `${arrowClass} inline-flex size-11 items-center justify-center rounded-full border border-line text-ink transition-opacity hover:text-accent disabled:pointer-events-none disabled:opacity-0 motion-reduce:transition-none`;

  return (
    <div
      role="region"
      aria-roledescription={t('carousel.carousel')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDown={onKeyDown}
      onPointerEnter={activate}
      onPointerDown={activate}
      onFocus={activate}
      className="relative"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className={`flex touch-pan-y touch-pinch-zoom ${gapClassName.track}`}>
          {items.map((item, index) => (
            <div
              key={keyOf(item)}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { index: index + 1, count: items.length })}
              className={`min-w-0 shrink-0 grow-0 ${gapClassName.slide} ${slideClassName}`}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => run((instance) => instance.scrollPrev())}
            disabled={!state.previous}
            className={`${button} left-2 lg:-left-3`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('carousel.previous')}</span>
          </button>
          <button
            type="button"
            onClick={() => run((instance) => instance.scrollNext())}
            disabled={!state.next}
            className={`${button} right-2 lg:-right-3`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('carousel.next')}</span>
          </button>
        </>
      )}
      {dots && state.snaps > 1 && (
        <div className="mt-3 flex justify-center gap-1">
          {Array.from({ length: state.snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-current={index === state.selected ? 'true' : undefined}
              onClick={() => run((instance) => instance.scrollTo(index))}
              className="group inline-flex size-8 items-center justify-center"
            >
              <span className="block size-2.5 rounded-full bg-line transition-colors group-aria-[current]:bg-accent motion-reduce:transition-none" />
              <span className="sr-only">{t('carousel.goTo', { index: index + 1 })}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
