import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n, useT } from './i18n';

afterEach(cleanup);

function Messages() {
  const t = useT();
  return (
    <ul>
      {['Makeup', 'Hair'].map((name) => (
        <li key={name}>
          {t('nav.label')} / {t('nav.viewAll', { name })}
        </li>
      ))}
    </ul>
  );
}

describe('useT', () => {
  it('answers a key alone and a key with values alike, each time it is asked', () => {
    for (const [locale, label] of [
      ['en', 'Categories'],
      ['ka', getI18n('ka').t('nav.label')],
    ] as const) {
      render(
        <I18nextProvider i18n={getI18n(locale)}>
          <Messages />
        </I18nextProvider>,
      );
      const items = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toEqual([
        `${label} / ${getI18n(locale).t('nav.viewAll', { name: 'Makeup' })}`,
        `${label} / ${getI18n(locale).t('nav.viewAll', { name: 'Hair' })}`,
      ]);
      cleanup();
    }
    expect(getI18n('en').t('nav.viewAll', { name: 'Hair' })).toBe('Everything in Hair');
  });

  it('asks i18next once for each key and set of values, and keeps apart what differs', () => {
    const t = renderHook(() => useT(), {
      wrapper: ({ children }) => <I18nextProvider i18n={getI18n('en')}>{children}</I18nextProvider>,
    }).result.current;
    // i18next fills a message's values in (interpolates) each time it answers a call with values.
    const interpolate = vi.spyOn(getI18n('en').services.interpolator, 'interpolate');
    const ask = (...args: unknown[]) => (t as unknown as (...args: unknown[]) => unknown)(...args);
    try {
      expect(ask('nav.viewAll', { name: 'Lips' })).toBe('Everything in Lips');
      expect(ask('nav.viewAll', { name: 'Lips' })).toBe('Everything in Lips');
      expect(interpolate).toHaveBeenCalledTimes(1);
      // A value that reads like another option's name and value is another call.
      expect(ask('nav.viewAll', { name: 'Lips\u0000x\u0000"y"' })).toBe('Everything in Lips\u0000x\u0000"y"');
      expect(ask('wishlist.count', { count: 1 })).not.toBe(ask('wishlist.count', { count: 2 }));
      expect(ask('wishlist.count', { count: 2 })).toBe(getI18n('en').t('wishlist.count', { count: 2 }));
      // Values that are not plain (an object) are interpolated afresh every time.
      const calls = interpolate.mock.calls.length;
      ask('nav.viewAll', { name: 'Lips', extra: {} });
      ask('nav.viewAll', { name: 'Lips', extra: {} });
      expect(interpolate.mock.calls.length - calls).toBe(2);
    } finally {
      interpolate.mockRestore();
    }
  });
});
