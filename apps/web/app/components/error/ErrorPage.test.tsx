import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import { localeFromPath } from '../../lib/i18n/locale';
import { ErrorPage } from './ErrorPage';

afterEach(cleanup);

function renderAt(path: string, status?: number) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <ErrorPage status={status} /> }]);
  render(
    <I18nextProvider i18n={getI18n(localeFromPath(path))}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe('ErrorPage', () => {
  it('says the page could not be found, in English under /en', async () => {
    renderAt('/en/nothing-here', 404);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'This page could not be found',
    );
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/en');
  });

  it('says the page could not be found, in Georgian at the root', async () => {
    renderAt('/nothing-here', 404);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'ეს გვერდი ვერ მოიძებნა',
    );
    expect(screen.getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' }).getAttribute('href')).toBe('/');
  });

  it('shows the status, 500 by default, with the generic message', async () => {
    renderAt('/en/broken');
    expect(await screen.findByText('Error 500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Something went wrong/);
  });
});
