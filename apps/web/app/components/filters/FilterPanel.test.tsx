import { Profiler } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingScope } from '../../lib/catalog/catalog';
import { parseListingQuery } from '../../lib/catalog/filters';
import { getI18n } from '../../lib/i18n/i18n';
import { FilterPanel } from './FilterPanel';
import { useFilterMenus } from './useFilterMenus';

afterEach(cleanup);

const scope: ListingScope = {
  taxonCode: 'makeup',
  isBrand: false,
  brands: [
    { code: 'verdea', name: 'Verdea' },
    { code: 'mziuri', name: 'მზიური' },
  ],
  categories: [
    { code: 'lips', name: 'Lips' },
    { code: 'eyes', name: 'Eyes' },
  ],
  attributes: [
    {
      code: 'skin_type',
      name: 'Skin type',
      values: [
        { code: 'dry', name: 'Dry', count: 12 },
        { code: 'oily', name: 'Oily', count: 3 },
      ],
    },
    { code: 'vegan', name: 'Vegan', values: [{ code: 'true', name: 'Vegan', count: 7 }] },
  ],
};

function Listing() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const menus = useFilterMenus(parseListingQuery(params), '/en/shop/makeup');
  return (
    <>
      <output data-testid="url">{search}</output>
      <output data-testid="applied">{menus.state.applied.categories.join(',')}</output>
      <FilterPanel idPrefix="test" scope={scope} menus={menus} listingPath="/en/shop/makeup" />
    </>
  );
}

/** Renders the listing at `url`; `onRender` is called for each of its renders that React commits. */
function renderAt(url: string, onRender: () => void = () => undefined) {
  const Stub = createRoutesStub([{ path: '/en/shop/makeup', Component: Listing }]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Profiler id="listing" onRender={onRender}>
        <Stub initialEntries={[url]} />
      </Profiler>
    </I18nextProvider>,
  );
}

describe('FilterPanel', () => {
  it('updates nothing as it mounts when its fields show the selection', async () => {
    // As the page hydrates, an update (even one that changes nothing) is rendered at once and makes
    // React run all of the hydration's effects in the same task: one long task on a phone.
    const renders = vi.fn();
    renderAt('/en/shop/makeup?categories=verdea&attr.skin_type=dry&from=10', renders);
    await screen.findByRole('checkbox', { name: 'Verdea' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('shows what the URL applies', async () => {
    renderAt('/en/shop/makeup?categories=verdea,lips&from=10');
    expect(((await screen.findByRole('checkbox', { name: 'Verdea' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: 'Lips' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('From (₾)') as HTMLInputElement).value).toBe('10');
  });

  it('applies a selection only when confirmed, as the canonical URL from page 1', async () => {
    renderAt('/en/shop/makeup?price=asc&page=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'მზიური' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Eyes' }));
    fireEvent.change(screen.getByLabelText('To (₾)'), { target: { value: '25,50' } });
    expect(screen.getByTestId('url').textContent).toBe('?price=asc&page=3');
    expect(screen.getByTestId('applied').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('?categories=mziuri,eyes&to=25.5&price=asc')).toBeTruthy();
    expect(screen.getByTestId('applied').textContent).toBe('mziuri,eyes');
  });

  it('narrows the brand list by name or transliterated code without losing a ticked brand', async () => {
    renderAt('/en/shop/makeup?categories=verdea');
    fireEvent.change(await screen.findByLabelText('Search brands'), { target: { value: 'mziuri' } });
    expect(screen.getByRole('checkbox', { name: 'მზიური' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Verdea' })).toBeNull(); // hidden, still in the form
    expect((document.querySelector('input[value="verdea"]') as HTMLInputElement | null)?.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Search brands'), { target: { value: 'zzz' } });
    expect(screen.getByText('No brand matches')).toBeTruthy();
  });

  it('offers attribute values with their counts and applies them as attr.{code}', async () => {
    renderAt('/en/shop/makeup?attr.skin_type=oily');
    const group = (await screen.findByRole('group', { name: 'Skin type' })) as HTMLElement;
    expect(group.textContent).toContain('Dry12');
    expect((screen.getByRole('checkbox', { name: 'Oily (3)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dry (12)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan (7)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('?attr.skin_type=dry,oily&attr.vegan=true')).toBeTruthy();
  });

  it('clears both the selection and the applied filters', async () => {
    renderAt('/en/shop/makeup?categories=verdea&from=5');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'მზიური' }));
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByTestId('url')).toHaveProperty('textContent', '');
    expect((screen.getByRole('checkbox', { name: 'მზიური' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Verdea' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('From (₾)') as HTMLInputElement).value).toBe('');
  });
});
