import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import CategoryDrawer from './CategoryDrawer';
import { FIXTURE_BRAND_MENU } from './menu-fixtures';

afterEach(cleanup);

const MENU = [{ code: 'makeup', name: 'Make-up', children: [{ code: 'lips', name: 'Lips', children: [] }] }];

/**
 * The drawer as the layout's bottom menu holds it: a button opens it, and it stays mounted when closed and
 * across the navigation a link in it makes.
 */
function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Shop
      </button>
      <CategoryDrawer menu={MENU} brands={FIXTURE_BRAND_MENU} open={open} onOpenChange={setOpen} />
      <Outlet />
    </>
  );
}

function renderMenu() {
  const Stub = createRoutesStub([
    {
      path: '/en',
      Component: Menu,
      children: [
        { index: true, Component: () => null },
        { path: 'shop/*', Component: () => null },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/en']} />
    </I18nextProvider>,
  );
}

const openDrawer = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Shop' }));
  return within(await screen.findByRole('dialog'));
};

describe('CategoryDrawer', () => {
  it('opens at its top level again after a link inside a level closed it', async () => {
    renderMenu();
    let drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Brands' }));
    fireEvent.click(drawer.getByRole('link', { name: /Zephyr Beauty/ }));
    expect(screen.queryByRole('dialog')).toBeNull();

    drawer = await openDrawer();
    expect(drawer.getByRole('button', { name: 'Brands' })).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'Make-up' })).toBeTruthy();
  });

  it('opens at its top level again after Escape closed it in a level', async () => {
    renderMenu();
    let drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Make-up' }));
    expect(drawer.getByRole('link', { name: 'Lips' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    drawer = await openDrawer();
    expect(drawer.getByRole('button', { name: 'Make-up' })).toBeTruthy();
  });
});
