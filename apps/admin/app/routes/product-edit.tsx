import { adminProductBody, type AdminProduct, type AdminProductBody } from '@sakhe/contract/admin';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/product-edit';
import { ImageManager } from '../components/ImageManager';
import { ProductVariants } from '../components/ProductVariants';
import { RichTextController } from '../components/RichTextField';
import { Button, Card, Confirm, Field, Notice, PageHeader, Select } from '../components/ui';
import { api } from '../lib/api';
import { contractResolver, showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';
import { taxonOptions, type TaxonOptions } from '../lib/products';

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [product, options] = await Promise.all([
    params.code
      ? api<AdminProduct>(`/products/${encodeURIComponent(params.code)}`, { signal: request.signal })
      : null,
    taxonOptions().catch((): TaxonOptions => ({ categories: [], brands: [] })),
  ]);
  return { product, options };
}

const LANGUAGES = [
  { locale: 'ka_GE', lang: 'ka', label: 'products.inGeorgian' },
  { locale: 'en_US', lang: 'en', label: 'products.inEnglish' },
] as const;

interface TranslationValues {
  name: string;
  slug: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

interface Values {
  code: string;
  enabled: boolean;
  mainTaxon: string;
  brand: string;
  taxons: string[];
  translations: { ka_GE: TranslationValues; en_US: TranslationValues };
}

const toBody = (values: Values) => ({
  ...values,
  code: values.code.trim(),
  mainTaxon: values.mainTaxon || null,
  brand: values.brand || null,
  taxons: (values.taxons ?? []).filter(Boolean),
});

function translationValues(product: AdminProduct | null, locale: 'ka_GE' | 'en_US'): TranslationValues {
  const entry = product?.translations[locale];
  return {
    name: entry?.name ?? '',
    slug: entry?.slug ?? '',
    description: entry?.description ?? '',
    metaTitle: entry?.metaTitle ?? '',
    metaDescription: entry?.metaDescription ?? '',
  };
}

const fieldPath = (path: string) =>
  /^(code|enabled|mainTaxon|brand|taxons(\.\d+)?|translations\.(ka_GE|en_US)\.\w+)$/.test(path);

export default function ProductEdit() {
  const { product, options } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const locale = currentLocale();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<Values, unknown, AdminProductBody>({
    resolver: contractResolver(adminProductBody, toBody),
    defaultValues: {
      code: product?.code ?? '',
      enabled: product?.enabled ?? false,
      mainTaxon: product?.mainTaxon ?? '',
      brand: product?.brand ?? '',
      taxons: product?.taxons ?? [],
      translations: {
        ka_GE: translationValues(product, 'ka_GE'),
        en_US: translationValues(product, 'en_US'),
      },
    },
  });
  const { errors, isSubmitting } = form.formState;
  const title = product
    ? ((locale === 'ka' ? product.translations.ka_GE?.name : product.translations.en_US?.name) ??
      product.code)
    : t('products.new');

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    try {
      const saved = await api<AdminProduct>(
        product ? `/products/${encodeURIComponent(product.code)}` : '/products',
        { method: product ? 'PUT' : 'POST', body },
      );
      if (product) {
        form.reset({
          ...form.getValues(),
          translations: {
            ka_GE: translationValues(saved, 'ka_GE'),
            en_US: translationValues(saved, 'en_US'),
          },
        });
        setResult({ tone: 'success', text: t('products.saved') });
        await revalidator.revalidate();
      } else {
        await navigate(`/products/${encodeURIComponent(saved.code)}`, {
          replace: true,
          state: { notice: 'products.createdNotice' },
        });
      }
    } catch (error) {
      const text = showApiErrors(error, form.setError, fieldPath, t('products.saveFailed'));
      if (text) setResult({ tone: 'error', text });
    }
  });

  async function remove() {
    if (!product) return;
    try {
      const answer = await api<AdminProduct | null>(`/products/${encodeURIComponent(product.code)}`, {
        method: 'DELETE',
      });
      if (answer) {
        setResult({ tone: 'success', text: t('products.disabledInstead') });
        await revalidator.revalidate();
      } else {
        await navigate('/products', { replace: true });
      }
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : t('products.saveFailed') });
    }
  }

  const preview = product?.preview[locale === 'ka' ? 'ka_GE' : 'en_US'];

  return (
    <>
      <PageHeader title={title}>
        {preview && (
          <a
            href={preview}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-4 text-sm hover:bg-surface-sunken"
          >
            <ExternalLink aria-hidden className="size-4" />
            {product?.enabled ? t('products.view') : t('products.preview')}
          </a>
        )}
        <Link to="/products" className="text-sm text-accent underline">
          {t('products.back')}
        </Link>
      </PageHeader>
      <div className="flex flex-col gap-4">
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <Card title={t('products.general')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0">
              {product ? (
                <p className="text-sm">
                  <span className="block font-medium">{t('products.code')}</span>
                  <span className="font-mono">{product.code}</span>
                </p>
              ) : (
                <Field
                  label={t('products.code')}
                  hint={t('products.codeHint')}
                  autoComplete="off"
                  error={errors.code?.message}
                  {...form.register('code')}
                />
              )}
              <Select
                label={t('products.mainCategory')}
                error={errors.mainTaxon?.message}
                {...form.register('mainTaxon')}
              >
                <option value="">{t('products.none')}</option>
                {options.categories.map((taxon) => (
                  <option key={taxon.code} value={taxon.code}>
                    {taxon.label}
                  </option>
                ))}
              </Select>
              <Select label={t('products.brand')} error={errors.brand?.message} {...form.register('brand')}>
                <option value="">{t('products.none')}</option>
                {options.brands.map((taxon) => (
                  <option key={taxon.code} value={taxon.code}>
                    {taxon.label}
                  </option>
                ))}
              </Select>
              <label className="flex min-h-10 items-center gap-2 self-end text-sm">
                <input type="checkbox" className="size-5 accent-accent" {...form.register('enabled')} />
                {t('products.enabledLabel')}
              </label>
              <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-4">
                <label htmlFor="product-taxons" className="text-sm font-medium">
                  {t('products.otherCategories')}
                </label>
                <select
                  id="product-taxons"
                  multiple
                  size={6}
                  aria-describedby="product-taxons-hint"
                  className="rounded-md border border-line bg-surface px-2 py-1 text-sm"
                  {...form.register('taxons')}
                >
                  {options.categories.map((taxon) => (
                    <option key={taxon.code} value={taxon.code}>
                      {taxon.label}
                    </option>
                  ))}
                </select>
                <p id="product-taxons-hint" className="text-xs text-ink-muted">
                  {t('products.otherCategoriesHint')}
                </p>
              </div>
            </div>
          </Card>

          {/* Georgian and English side by side on a wide screen, one after the other on a phone. */}
          <div className="grid gap-4 lg:grid-cols-2">
            {LANGUAGES.map(({ locale: language, lang, label }) => {
              const fieldErrors = errors.translations?.[language];
              return (
                <Card key={language} title={t(label)}>
                  <div lang={lang} className="flex flex-col gap-3">
                    <Field
                      label={t('products.name')}
                      error={fieldErrors?.name?.message}
                      {...form.register(`translations.${language}.name`)}
                    />
                    <Field
                      label={t('products.slug')}
                      hint={t('products.slugHint')}
                      autoComplete="off"
                      error={fieldErrors?.slug?.message}
                      {...form.register(`translations.${language}.slug`)}
                    />
                    {product?.formerSlugs[language] && (
                      <p className="text-xs text-ink-muted">
                        {t('products.formerSlugs', { slugs: product.formerSlugs[language]!.join(', ') })}
                      </p>
                    )}
                    <RichTextController
                      control={form.control}
                      name={`translations.${language}.description`}
                      kind="description"
                      label={t('products.description')}
                      hint={t('richText.hint')}
                    />
                    <Field
                      label={t('products.metaTitle')}
                      error={fieldErrors?.metaTitle?.message}
                      {...form.register(`translations.${language}.metaTitle`)}
                    />
                    <Field
                      label={t('products.metaDescription')}
                      error={fieldErrors?.metaDescription?.message}
                      {...form.register(`translations.${language}.metaDescription`)}
                    />
                  </div>
                </Card>
              );
            })}
          </div>
          <div>
            <Button type="submit" pending={isSubmitting}>
              {product ? t('common.save') : t('products.create')}
            </Button>
          </div>
        </form>

        {product && (
          <Card title={t('products.variants')}>
            <ProductVariants
              productCode={product.code}
              variants={product.variants}
              onChanged={() => void revalidator.revalidate()}
            />
          </Card>
        )}

        {product && <ImageManager productCode={product.code} />}

        {product && (
          <Card title={t('products.deleteTitle')}>
            <p className="mb-3 text-sm text-ink-muted">{t('products.deleteIntro')}</p>
            <Confirm
              trigger={
                <Button variant="danger">
                  <Trash2 aria-hidden className="size-4" />
                  {t('products.delete')}
                </Button>
              }
              title={t('products.deleteConfirmTitle', { name: title })}
              description={t('products.deleteConfirm')}
              confirmLabel={t('products.delete')}
              onConfirm={() => void remove()}
            />
          </Card>
        )}
      </div>
    </>
  );
}
