import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import { Pagination, pageNumbers, paginationItems, type PaginationItem } from './Pagination';

afterEach(cleanup);

describe('page numbers', () => {
  it('are the first, the last, the current page and its neighbours, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageNumbers(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20]);
  });

  it('show a single left-out page instead of an ellipsis', () => {
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leave the neighbours out when asked for none around the current page', () => {
    expect(pageNumbers(5, 20, 0)).toEqual([1, null, 5, null, 20]);
    expect(pageNumbers(2, 5, 0)).toEqual([1, 2, null, 5]);
    expect(pageNumbers(3, 5, 0)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('pagination items', () => {
  /** What one width shows, as text: "1 … 5 … 20". */
  const shown = (items: PaginationItem[], width: 'wide' | 'narrow') =>
    items
      .filter((item) => item.on === 'all' || item.on === width)
      .map((item) => item.number ?? '…')
      .join(' ');

  it('give wide screens the neighbours and phones only the first, current and last pages', () => {
    const items = paginationItems(5, 20);
    expect(shown(items, 'wide')).toBe('1 … 4 5 6 … 20');
    expect(shown(items, 'narrow')).toBe('1 … 5 … 20');
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('show an ellipsis on phones where wide screens show the pages it stands for', () => {
    const items = paginationItems(2, 5);
    expect(shown(items, 'wide')).toBe('1 2 3 4 5');
    expect(shown(items, 'narrow')).toBe('1 2 … 5');
    expect(shown(paginationItems(1, 1), 'narrow')).toBe('1');
    expect(shown(paginationItems(20, 20), 'narrow')).toBe('1 … 20');
  });
});

describe('Pagination', () => {
  it('links every page number shown, marks the current one and keeps previous and next', async () => {
    const Stub = createRoutesStub([
      {
        path: '/en/shop',
        Component: () => <Pagination page={5} pages={20} hrefOf={(page) => `/en/shop?page=${page}`} />,
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <Stub initialEntries={['/en/shop?page=5']} />
      </I18nextProvider>,
    );
    const last = await screen.findByRole('link', { name: 'Page 20' });
    expect(last.getAttribute('href')).toBe('/en/shop?page=20');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/en/shop?page=1');
    expect(screen.getByRole('link', { name: 'Page 4' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Page 5' })).toBeNull();
    expect(screen.getByLabelText('Page 5, current page').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Page 3' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/en/shop?page=6');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/en/shop?page=4');
  });
});
