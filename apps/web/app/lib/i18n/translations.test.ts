import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';

afterEach(() => vi.unstubAllGlobals());

/** Fresh modules: the test setup gave the shared instances every language already, as on the server. */
async function browserModules() {
  vi.resetModules();
  const [{ getI18n }, translations] = await Promise.all([import('./i18n'), import('./translations')]);
  return { getI18n, ...translations };
}

describe("the browser's messages", () => {
  it("come from the language's own file, fetched once", async () => {
    const { getI18n, loadTranslations, TRANSLATIONS_URL } = await browserModules();
    expect(TRANSLATIONS_URL.en).not.toBe(TRANSLATIONS_URL.ka);
    // The first answer fails: nothing is kept, and the next call asks again.
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('unavailable', { status: 503 }))
      .mockImplementation(async () => Response.json(en));
    vi.stubGlobal('fetch', fetch);

    await expect(loadTranslations('en')).rejects.toThrow('503');
    expect(getI18n('en').t('error.notFound')).toBe('error.notFound');

    await Promise.all([loadTranslations('en'), loadTranslations('en')]);
    await loadTranslations('en');
    expect(getI18n('en').t('error.notFound')).toBe('This page could not be found');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(TRANSLATIONS_URL.en);
  });
});
