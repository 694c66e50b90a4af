import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import { localeFromPath } from '../../lib/i18n/locale';
import { BenefitsBar } from './BenefitsBar';

afterEach(cleanup);

function renderAt(path: string, link: string | null) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <BenefitsBar benefits={{ text: 'Only genuine products', link }} /> },
  ]);
  render(
    <I18nextProvider i18n={getI18n(localeFromPath(path))}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe('BenefitsBar', () => {
  it('links internally, in the page language, when the link starts with a slash', async () => {
    renderAt('/en/faq', '/shop/brands-a-z');
    const link = await screen.findByRole('link', { name: /Only genuine products/ });
    expect(link.getAttribute('href')).toBe('/en/shop/brands-a-z');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('keeps Georgian links at the root', async () => {
    renderAt('/', '/shop/brands-a-z');
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/shop/brands-a-z');
  });

  it('opens other links as external pages with rel noopener', async () => {
    renderAt('/en', 'https://www.instagram.com/sakhe.ge');
    const link = await screen.findByRole('link', { name: /Only genuine products/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/sakhe.ge');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is plain text without a link, and absent without content', async () => {
    renderAt('/en', null);
    expect(await screen.findByText('Only genuine products')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
