import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
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
});
