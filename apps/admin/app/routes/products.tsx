import type { HydraCollection } from '@sakhe/contract';
import {
  ADMIN_EXACT_COUNT_UP_TO,
  PRODUCT_STOCK_FILTERS,
  type AdminProductListItem,
} from '@sakhe/contract/admin';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { ImageOff, Plus, Search, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import type { Route } from './+types/products';
import { BulkActions } from '../components/BulkActions';
import { DataTable } from '../components/DataTable';
import { Pagination } from '../components/Pagination';
import { Badge, Button, Field, PageHeader, Select } from '../components/ui';
import { api } from '../lib/api';
import { formatMoney } from '../lib/format';
import { currentLocale } from '../lib/i18n';
import {
  PER_PAGE,
  PRODUCT_FILTERS,
  productsApiQuery,
  taxonOptions,
  type TaxonOptions,
} from '../lib/products';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const [products, options] = await Promise.all([
    api<HydraCollection<AdminProductListItem>>(`/products?${productsApiQuery(search)}`, {
      signal: request.signal,
    }),
    taxonOptions().catch((): TaxonOptions => ({ categories: [], brands: [] })),
  ]);
  return { products, options };
}

const productPath = (code: string) => `/products/${encodeURIComponent(code)}`;

export default function Products() {
  const { products, options } = useLoaderData<typeof clientLoader>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const locale = currentLocale();
  const page = Number(search.get('page') ?? 1);
  const total = products['hydra:totalItems'];
  const rows = products['hydra:member'];
  const revalidator = useRevalidator();
  // The products ticked on this page, for the bulk actions; another page or filter starts afresh.
  const [ticked, setTicked] = useState<{ list: string; codes: string[] }>({ list: '', codes: [] });
  const listKey = search.toString();
  const selection = ticked.list === listKey ? ticked.codes : [];
  const toggle = (code: string, on: boolean) =>
    setTicked({
      list: listKey,
      codes: on ? [...selection, code] : selection.filter((other) => other !== code),
    });
  const allTicked = rows.length > 0 && rows.every((row) => selection.includes(row.code));
  const tickAll = (on: boolean) => setTicked({ list: listKey, codes: on ? rows.map((row) => row.code) : [] });
  const nameOf = (product: AdminProductListItem) =>
    (locale === 'ka' ? product.name.ka_GE : product.name.en_US) ??
    product.name.ka_GE ??
    product.name.en_US ??
    product.code;

  const sortParam = search.get('sort') ?? '';
  const sorting: SortingState = sortParam
    ? [{ id: sortParam.replace(/^-/, ''), desc: sortParam.startsWith('-') }]
    : [];
  const changeSort = (next: SortingState) => {
    const [first] = next;
    const params = new URLSearchParams(search);
    if (first) params.set('sort', `${first.desc ? '-' : ''}${first.id}`);
    else params.delete('sort');
    params.delete('page');
    void navigate(`?${params}`);
  };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of PRODUCT_FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) params.set(name, value);
    }
    const sort = search.get('sort');
    if (sort) params.set('sort', sort);
    void navigate(`?${params}`);
  }

  const stockText = (product: AdminProductListItem) =>
    product.variantCount === 0
      ? t('products.noVariants')
      : t('products.available', { count: product.available });

  const columns = useMemo<ColumnDef<AdminProductListItem, unknown>[]>(
    () => [
      {
        id: 'select',
        header: () => (
          <input
            type="checkbox"
            className="size-5 accent-accent"
            aria-label={t('products.selectPage')}
            checked={allTicked}
            onChange={(event) => tickAll(event.target.checked)}
          />
        ),
        enableSorting: false,
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="size-5 accent-accent"
            aria-label={t('products.select', { name: nameOf(row.original) })}
            checked={selection.includes(row.original.code)}
            onChange={(event) => toggle(row.original.code, event.target.checked)}
          />
        ),
      },
      {
        id: 'image',
        header: t('products.image'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.image ? (
            <img src={row.original.image} alt="" className="size-12 rounded object-cover" loading="lazy" />
          ) : (
            <ImageOff aria-label={t('products.noImage')} className="size-6 text-ink-muted" />
          ),
      },
      {
        id: 'name',
        header: t('products.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link to={productPath(row.original.code)} className="font-medium text-accent underline">
            {nameOf(row.original)}
          </Link>
        ),
      },
      {
        id: 'code',
        header: t('products.code'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.code}</span>,
      },
      {
        id: 'category',
        header: t('products.category'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {row.original.mainTaxon?.name ?? '—'}
            <span className="block text-xs text-ink-muted">{row.original.brand?.name}</span>
          </>
        ),
      },
      {
        id: 'price',
        header: t('products.price'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.price === null ? '—' : formatMoney(row.original.price, locale)}
          </span>
        ),
      },
      {
        id: 'stock',
        header: t('products.stock'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{stockText(row.original)}</span>,
      },
      {
        id: 'enabled',
        header: t('products.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge tone={row.original.enabled ? 'success' : 'neutral'}>
            {row.original.enabled ? t('products.enabled') : t('products.disabled')}
          </Badge>
        ),
      },
    ],
    // nameOf and stockText read the language, as t does; the ticks follow the selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, selection, allTicked],
  );

  const moreFilters = PRODUCT_FILTERS.some((name) => name !== 'search' && search.get(name));

  return (
    <>
      <PageHeader title={t('products.title')}>
        <Link
          to="/products/new"
          className="inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong"
        >
          <Plus aria-hidden className="size-4" />
          {t('products.new')}
        </Link>
      </PageHeader>

      <form
        key={search.toString()}
        role="search"
        aria-label={t('products.filters')}
        onSubmit={applyFilters}
        className="mb-4 rounded-lg border border-line bg-surface-raised p-3 md:p-4"
      >
        <div className="flex items-end gap-2">
          <Field
            className="flex-1"
            label={t('products.search')}
            name="search"
            type="search"
            inputMode="search"
            placeholder={t('products.searchHint')}
            defaultValue={search.get('search') ?? ''}
          />
          <Button type="submit" aria-label={t('products.find')} pending={navigation.state === 'loading'}>
            <Search aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('products.find')}</span>
          </Button>
        </div>
        <details className="mt-3" open={moreFilters}>
          <summary className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-accent">
            <SlidersHorizontal aria-hidden className="size-4" />
            {t('products.moreFilters')}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0">
            <Select
              label={t('products.category')}
              name="category"
              defaultValue={search.get('category') ?? ''}
            >
              <option value="">{t('products.any')}</option>
              {options.categories.map((taxon) => (
                <option key={taxon.code} value={taxon.code}>
                  {taxon.label}
                </option>
              ))}
            </Select>
            <Select label={t('products.brand')} name="brand" defaultValue={search.get('brand') ?? ''}>
              <option value="">{t('products.any')}</option>
              {options.brands.map((taxon) => (
                <option key={taxon.code} value={taxon.code}>
                  {taxon.label}
                </option>
              ))}
            </Select>
            <Select label={t('products.status')} name="enabled" defaultValue={search.get('enabled') ?? ''}>
              <option value="">{t('products.any')}</option>
              <option value="true">{t('products.enabled')}</option>
              <option value="false">{t('products.disabled')}</option>
            </Select>
            <Select label={t('products.stock')} name="stock" defaultValue={search.get('stock') ?? ''}>
              <option value="">{t('products.any')}</option>
              {PRODUCT_STOCK_FILTERS.map((stock) => (
                <option key={stock} value={stock}>
                  {t(`products.stockFilter.${stock}`)}
                </option>
              ))}
            </Select>
            <Field
              label={t('products.priceMin')}
              name="priceMin"
              inputMode="decimal"
              defaultValue={search.get('priceMin') ?? ''}
            />
            <Field
              label={t('products.priceMax')}
              name="priceMax"
              inputMode="decimal"
              defaultValue={search.get('priceMax') ?? ''}
            />
            <Select
              label={t('products.images')}
              name="hasImages"
              defaultValue={search.get('hasImages') ?? ''}
            >
              <option value="">{t('products.any')}</option>
              <option value="true">{t('products.withImages')}</option>
              <option value="false">{t('products.withoutImages')}</option>
            </Select>
            <div className="flex items-end gap-2">
              <Button type="submit">{t('common.filter')}</Button>
              <Link
                to="/products"
                className="inline-flex min-h-10 items-center rounded-md px-3 text-sm text-accent underline"
              >
                {t('common.clear')}
              </Link>
            </div>
          </div>
        </details>
      </form>

      <p role="status" className="mb-2 text-sm text-ink-muted">
        {/* Past the exact limit the API's total is an estimate. */}
        {t('products.found', {
          count: total,
          context: total > ADMIN_EXACT_COUNT_UP_TO ? 'about' : undefined,
        })}
      </p>

      <BulkActions
        selection={selection}
        filter={search}
        total={total}
        onDone={() => {
          setTicked({ list: '', codes: [] });
          void revalidator.revalidate();
        }}
      />

      {/* Wider screens: the table; a phone: one card per product. */}
      <div className="hidden md:block">
        <DataTable
          caption={t('products.title')}
          columns={columns}
          rows={rows}
          sorting={sorting}
          onSortingChange={changeSort}
          empty={t('products.empty')}
        />
      </div>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t('products.title')}>
        {rows.length === 0 && <li className="py-6 text-center text-ink-muted">{t('products.empty')}</li>}
        {rows.map((product) => (
          <li key={product.code} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-accent"
              aria-label={t('products.select', { name: nameOf(product) })}
              checked={selection.includes(product.code)}
              onChange={(event) => toggle(product.code, event.target.checked)}
            />
            <Link
              to={productPath(product.code)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-lg border border-line bg-surface-raised p-3"
            >
              {product.image ? (
                <img src={product.image} alt="" className="size-14 shrink-0 rounded object-cover" />
              ) : (
                <ImageOff aria-hidden className="size-6 shrink-0 text-ink-muted" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{nameOf(product)}</span>
                <span className="block text-xs text-ink-muted">
                  {product.code} · {stockText(product)}
                </span>
              </span>
              <span className="text-right text-sm">
                {product.price === null ? '—' : formatMoney(product.price, locale)}
                <span className="block text-xs text-ink-muted">
                  {product.enabled ? t('products.enabled') : t('products.disabled')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <Pagination page={page} pages={Math.ceil(total / PER_PAGE)} total={total} />
    </>
  );
}
