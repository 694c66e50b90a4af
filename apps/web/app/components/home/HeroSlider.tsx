import { Carousel } from './Carousel';
import type { ResponsivePicture } from './home-data';
import { PromoLink } from './PromoLink';
import { PromoPicture } from './PromoPicture';
import { useT } from '../../lib/i18n/i18n';

/** The sliders-desktop / sliders-mobile media as one full-width slider (each slide a `<picture>`). */
export function HeroSlider({ slides }: { slides: ResponsivePicture[] }) {
  const t = useT();
  if (slides.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl sm:px-6 lg:pt-6">
      <Carousel
        label={t('home.slider')}
        items={slides}
        keyOf={(slide) => slide.code}
        slideClassName="basis-full"
        gapClassName={{ track: '', slide: '' }}
        options={{ loop: true, slidesToScroll: 1 }}
        dots
        renderItem={(slide, index) => {
          const [title, ...lines] = slide.lines;
          return (
            <PromoLink
              promotion={slide}
              slot={`slider-${index + 1}`}
              // Below 1024 px a wide cut of the slide, so the first products show on a phone's first screen.
              className="group relative block overflow-hidden max-lg:aspect-[3/2] sm:rounded-2xl max-lg:[&_img]:h-full max-lg:[&_picture]:block max-lg:[&_picture]:h-full"
            >
              <PromoPicture
                picture={slide}
                priority={index === 0}
                sizes="(min-width: 1280px) 1232px, 100vw"
              />
              {title && (
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/75 via-ink/40 to-transparent px-6 pt-16 pb-8 text-white lg:inset-y-0 lg:right-auto lg:flex lg:w-1/2 lg:flex-col lg:justify-center lg:bg-gradient-to-r lg:px-12">
                  <p className="text-2xl leading-tight font-semibold sm:text-3xl lg:text-4xl">{title}</p>
                  {lines.map((line) => (
                    <p key={line} className="mt-2 text-base sm:text-lg">
                      {line}
                    </p>
                  ))}
                </div>
              )}
            </PromoLink>
          );
        }}
      />
    </section>
  );
}
