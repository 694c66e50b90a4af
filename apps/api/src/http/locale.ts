import { type CatalogLocale, catalogLocale } from '@sakhe/contract';
import type { FastifyRequest } from 'fastify';

export const LOCALES = catalogLocale.options;
export const DEFAULT_LOCALE: CatalogLocale = 'ka_GE';

/**
 * The channel locale an Accept-Language value asks for. Sylius clients send backend codes
 * ("en_US"), browsers send BCP 47 tags with weights ("en-US,en;q=0.9"); both are understood,
 * and anything unknown falls back to the channel default, as Sylius does.
 */
export function resolveLocale(acceptLanguage: string | undefined): CatalogLocale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return {
        language: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '',
        q: Number.isFinite(q) ? q : 0,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) {
    const match = LOCALES.find((locale) => locale.toLowerCase().startsWith(`${language}_`));
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export const requestLocale = (request: FastifyRequest): CatalogLocale =>
  resolveLocale(request.headers['accept-language']);
