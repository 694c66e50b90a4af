import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Embla, loaded on the visitor's first move towards a carousel (pointer over it, a touch, focus inside)
 * instead of with the page: the home page shows its carousels at once and keeps Embla's code out of the
 * first load. `activate` resolves to the instance, so a first click on an arrow still scrolls.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef(options);
  const loading = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  const activate = useCallback(() => {
    loading.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current;
      if (!viewport) return null;
      const instance = EmblaCarousel(viewport, optionsRef.current);
      setEmbla(instance);
      return instance;
    });
    return loading.current;
  }, []);

  useEffect(() => () => embla?.destroy(), [embla]);

  return { viewportRef, embla, activate };
}
