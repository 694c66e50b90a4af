import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import { DesktopNav } from './DesktopNav';
import { FIXTURE_BRAND_MENU } from './menu-fixtures';

afterEach(cleanup);

const MENU = [
  {
    code: 'makeup',
    name: 'Make-up',
    children: [
      { code: 'lips', name: 'Lips', children: [{ code: 'lipstick', name: 'Lipstick', children: [] }] },
    ],
  },
  { code: 'fragrance', name: 'Fragrance', children: [] },
];

function renderBar() {
  const Stub = createRoutesStub([
    { path: '/en', Component: () => <DesktopNav menu={MENU} brands={FIXTURE_BRAND_MENU} /> },
  ]);
  return render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/en']} />
    </I18nextProvider>,
  );
}

describe('DesktopNav', () => {
  it('holds only the top-level items until a panel opens, so every page does not carry the whole tree', async () => {
    const { container } = renderBar();
    const bar = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(bar.getByRole('link', { name: 'Make-up' }).getAttribute('href')).toBe('/en/shop/makeup');
    expect(bar.getByRole('link', { name: 'Fragrance' })).toBeTruthy();
    // Neither the children, the grandchildren nor the brand tiles are in the markup, hidden or not.
    expect(container.querySelector('a[href="/en/shop/lips"]')).toBeNull();
    expect(container.querySelector('a[href="/en/shop/lipstick"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(bar.getByRole('button', { name: 'Make-up menu' }).hasAttribute('aria-controls')).toBe(false);
  });

  it('renders a panel when its button opens it and removes it when Escape closes it', async () => {
    renderBar();
    const trigger = await screen.findByRole('button', { name: 'Make-up menu' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel!).getByRole('link', { name: 'Lips' }).getAttribute('href')).toBe('/en/shop/lips');
    expect(within(panel!).getByRole('link', { name: 'Lipstick' })).toBeTruthy();

    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Lips' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Brands menu' }));
    expect(screen.getByRole('link', { name: /Zephyr Beauty/ }).getAttribute('href')).toBe(
      '/en/shop/zephyr-beauty',
    );
  });
});
