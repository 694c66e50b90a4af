import type { AdminBlock, AdminProductListItem } from '@sakhe/contract/admin';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/content-blocks';
import { Bilingual } from '../components/Bilingual';
import { RichTextController } from '../components/RichTextField';
import { SortableList } from '../components/SortableList';
import { Button, Card, Field, Notice, Toggle } from '../components/ui';
import { api } from '../lib/api';
import { showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  return (await api<{ 'hydra:member': AdminBlock[] }>('/cms/blocks'))['hydra:member'];
}

/** Blocks whose products the storefront shows (the home carousels, the thank-you recommendations). */
const hasProducts = (block: AdminBlock) =>
  block.sections.some((section) => section === 'product-carousels' || section === 'thank-you-page');

type Locale = 'ka_GE' | 'en_US';
interface BlockForm {
  enabled: boolean;
  translations: Record<Locale, { name: string; content: string; link: string }>;
}

export default function ContentBlocks() {
  const blocks = useLoaderData<typeof clientLoader>();
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      {blocks.map((block) => (
        <BlockEditor key={block.id} block={block} />
      ))}
    </div>
  );
}

function BlockEditor({ block }: { block: AdminBlock }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [products, setProducts] = useState(block.products);
  const text = (locale: Locale) => ({
    name: block.translations[locale]?.name ?? '',
    content: block.translations[locale]?.content ?? '',
    link: block.translations[locale]?.link ?? '',
  });
  const form = useForm<BlockForm>({
    defaultValues: { enabled: block.enabled, translations: { ka_GE: text('ka_GE'), en_US: text('en_US') } },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await api(`/cms/blocks/${block.id}`, {
        method: 'PUT',
        body: { ...values, ...(hasProducts(block) ? { products } : {}) },
      });
      setResult({ tone: 'success', text: t('content.saved') });
    } catch (error) {
      const text = showApiErrors(
        error,
        form.setError,
        (path) => path.startsWith('translations.'),
        t('errors.unexpected'),
      );
      setResult({ tone: 'error', text: text ?? t('content.fix') });
    }
  });
  const title = t(`content.blockNames.${block.code}`, { defaultValue: block.code });
  return (
    <Card title={title}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-4"
        aria-label={title}
      >
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <Bilingual>
          {(locale) => (
            <>
              <Field
                label={t('content.name')}
                error={errors.translations?.[locale]?.name?.message}
                {...form.register(`translations.${locale}.name`)}
              />
              <RichTextController
                control={form.control}
                name={`translations.${locale}.content`}
                kind="lines"
                label={t('content.text')}
                hint={t('richText.linesHint')}
                rows={3}
              />
              <Field
                label={t('content.link')}
                hint={t('content.linkHint')}
                error={errors.translations?.[locale]?.link?.message}
                {...form.register(`translations.${locale}.link`)}
              />
            </>
          )}
        </Bilingual>
        <Toggle label={t('content.enabled')} {...form.register('enabled')} />
        {hasProducts(block) && (
          <ProductPicker products={products} disabled={block.disabledProducts} onChange={setProducts} />
        )}
        <div>
          <Button type="submit" pending={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A carousel's products: find by name or code, add, drag (or move) into order, remove. */
function ProductPicker({
  products,
  disabled,
  onChange,
}: {
  products: string[];
  disabled: string[];
  onChange: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<AdminProductListItem[] | null>(null);
  const [searching, setSearching] = useState(false);
  const locale = currentLocale() === 'ka' ? 'ka_GE' : 'en_US';
  async function search() {
    if (!query.trim()) return;
    setSearching(true);
    try {
      const result = await api<{ 'hydra:member': AdminProductListItem[] }>(
        `/products?itemsPerPage=8&search=${encodeURIComponent(query.trim())}`,
      );
      setFound(result['hydra:member']);
    } catch {
      setFound([]);
    } finally {
      setSearching(false);
    }
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold">
        {t('content.products', { count: products.length })}
      </legend>
      <SortableList items={products} idOf={(code) => code} labelOf={(code) => code} onReorder={onChange}>
        {(code, handle) => (
          <div className="flex items-center gap-2 px-1 py-1 text-sm">
            {handle}
            <span className="min-w-0 flex-1 truncate">{code}</span>
            {disabled.includes(code) && (
              <span className="text-xs text-warning">{t('content.productDisabled')}</span>
            )}
            <Button
              variant="ghost"
              aria-label={t('content.removeProduct', { code })}
              onClick={() => onChange(products.filter((other) => other !== code))}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
        )}
      </SortableList>
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label={t('content.findProduct')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          className="min-w-60 flex-1"
        />
        <Button variant="secondary" pending={searching} onClick={() => void search()}>
          {t('content.find')}
        </Button>
      </div>
      {found && (
        <ul className="flex flex-col gap-1" aria-label={t('content.found')}>
          {found.length === 0 && <li className="text-sm text-ink-muted">{t('content.nothingFound')}</li>}
          {found.map((product) => (
            <li key={product.code} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {product.name[locale] ?? product.code}{' '}
                <span className="text-ink-muted">· {product.code}</span>
              </span>
              <Button
                variant="secondary"
                disabled={products.includes(product.code)}
                onClick={() => onChange([...products, product.code])}
              >
                {t('content.addProduct')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
