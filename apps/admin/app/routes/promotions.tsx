import type { HydraCollection } from '@sakhe/contract';
import {
  ADMIN_API,
  type AdminCatalogPromotion,
  type AdminPromotion,
  type GeneratedCoupons,
} from '@sakhe/contract/admin';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/promotions';
import { Badge, Button, Card, Confirm, Field, Notice, PageHeader, Select } from '../components/ui';
import { api, ApiError } from '../lib/api';
import { currentLocale } from '../lib/i18n';
import { actionSummary } from '../lib/promotions';

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  const [promotions, catalog] = await Promise.all([
    api<HydraCollection<AdminPromotion>>('/promotions?itemsPerPage=100'),
    api<HydraCollection<AdminCatalogPromotion>>('/catalog-promotions?itemsPerPage=100'),
  ]);
  return { promotions: promotions['hydra:member'], catalog: catalog['hydra:member'] };
}

type Result = { tone: 'success' | 'error'; text: string } | null;
type Errors = Record<string, string>;

/** Field errors of a 422 by property path; anything else as the form's one message. */
function errorsOf(error: unknown, fallback: string): { fields: Errors; message: string | null } {
  if (error instanceof ApiError && error.violations.length > 0) {
    const fields: Errors = {};
    for (const violation of error.violations)
      fields[violation.propertyPath.split(/[.[]/)[0] ?? ''] ??= violation.message;
    return { fields, message: null };
  }
  return { fields: {}, message: error instanceof Error ? error.message : fallback };
}

const codes = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);

const dateOrNull = (value: FormDataEntryValue | null) =>
  value ? new Date(String(value)).toISOString() : null;

/**
 * Promotions: catalog promotions (a percentage off categories, brands or products, with a label),
 * cart promotions with the invite-a-friend rewards, and coupons made by the generator.
 */
export default function Promotions() {
  const { promotions, catalog } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const locale = currentLocale();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<Result>(null);
  const [catalogErrors, setCatalogErrors] = useState<Errors>({});
  const [generated, setGenerated] = useState<GeneratedCoupons | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const couponBased = promotions.filter((promotion) => promotion.couponBased);

  async function run(key: string, work: () => Promise<void>, onError?: (fields: Errors) => void) {
    setBusy(key);
    setResult(null);
    try {
      await work();
      await revalidator.revalidate();
    } catch (error) {
      const { fields, message } = errorsOf(error, t('errors.unexpected'));
      onError?.(fields);
      setResult({ tone: 'error', text: message ?? Object.values(fields).join(' ') });
    } finally {
      setBusy(null);
    }
  }

  function createCatalog(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = event.currentTarget;
    setCatalogErrors({});
    void run(
      'catalog',
      async () => {
        await api('/catalog-promotions', {
          method: 'POST',
          body: {
            code: String(form.get('code') ?? ''),
            discountPercent: form.get('percent') ? Number(form.get('percent')) : null,
            taxons: codes(form.get('taxons')),
            products: codes(form.get('products')),
            startsAt: dateOrNull(form.get('startsAt')),
            endsAt: dateOrNull(form.get('endsAt')),
            translations: {
              ka_GE: { label: String(form.get('labelKa') ?? ''), description: null },
              en_US: { label: String(form.get('labelEn') ?? ''), description: null },
            },
          },
        });
        target.reset();
        setResult({ tone: 'success', text: t('promotions.catalogSaved') });
      },
      setCatalogErrors,
    );
  }

  function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run('generate', async () => {
      const made = await api<GeneratedCoupons>('/promotion-coupons/generate', {
        method: 'POST',
        body: {
          promotion: String(form.get('promotion') ?? ''),
          amount: Number(form.get('amount')),
          codeLength: Number(form.get('codeLength')),
          prefix: String(form.get('prefix') ?? ''),
          usageLimit: form.get('usageLimit') ? Number(form.get('usageLimit')) : null,
          perCustomerUsageLimit: form.get('perCustomer') ? Number(form.get('perCustomer')) : null,
          expiresAt: dateOrNull(form.get('expiresAt')),
        },
      });
      setGenerated(made);
      setResult({ tone: 'success', text: t('promotions.generated', { count: made.generated }) });
    });
  }

  const label = (translations: { ka_GE: { label: string }; en_US: { label: string } }) =>
    (locale === 'en' ? translations.en_US.label : '') || translations.ka_GE.label;
  const plain = (html: string) => html.replace(/<[^>]*>/g, '');

  return (
    <>
      <PageHeader title={t('promotions.title')} />
      {result && (
        <div className="mb-4">
          <Notice tone={result.tone}>{result.text}</Notice>
        </div>
      )}
      <div className="flex flex-col gap-6">
        <Card title={t('promotions.catalog')}>
          <ul className="mb-4 flex flex-col divide-y divide-line">
            {catalog.map((promotion) => (
              <li
                key={promotion.code}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-catalog-promotion={promotion.code}
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words">
                    {plain(label(promotion.translations))}{' '}
                    <span className="text-ink-muted">({promotion.code})</span>
                  </p>
                  <p className="text-ink-muted">
                    {promotion.discountPercent !== null && `−${promotion.discountPercent}% · `}
                    {[...promotion.taxons, ...promotion.products].join(', ') || '—'}
                    {promotion.appliesToPrices &&
                      ` · ${t('promotions.pricedVariants', { count: promotion.pricedVariants })}`}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {!promotion.enabled && <Badge>{t('promotions.off')}</Badge>}
                  <Confirm
                    trigger={
                      <Button
                        variant="ghost"
                        pending={busy === `delete-${promotion.code}`}
                        aria-label={t('promotions.delete', { code: promotion.code })}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    }
                    title={t('promotions.delete', { code: promotion.code })}
                    description={t('promotions.deleteConfirm')}
                    confirmLabel={t('promotions.deleteLabel')}
                    onConfirm={() =>
                      void run(`delete-${promotion.code}`, async () => {
                        await api(`/catalog-promotions/${encodeURIComponent(promotion.code)}`, {
                          method: 'DELETE',
                        });
                        setResult({ tone: 'success', text: t('promotions.deleted') });
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
          <form
            onSubmit={createCatalog}
            aria-label={t('promotions.newCatalog')}
            className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2"
          >
            <h3 className="font-medium sm:col-span-2">{t('promotions.newCatalog')}</h3>
            <Field name="code" label={t('promotions.code')} required error={catalogErrors.code} />
            <Field
              name="percent"
              type="number"
              min={1}
              max={100}
              label={t('promotions.percent')}
              error={catalogErrors.discountPercent}
            />
            <Field
              name="taxons"
              label={t('promotions.taxons')}
              hint={t('promotions.codesHint')}
              error={catalogErrors.taxons}
            />
            <Field
              name="products"
              label={t('promotions.products')}
              hint={t('promotions.codesHint')}
              error={catalogErrors.products}
            />
            <Field
              name="labelKa"
              label={t('promotions.labelKa')}
              required
              error={catalogErrors.translations}
            />
            <Field name="labelEn" label={t('promotions.labelEn')} />
            <Field
              name="startsAt"
              type="datetime-local"
              label={t('promotions.startsAt')}
              error={catalogErrors.startsAt}
            />
            <Field
              name="endsAt"
              type="datetime-local"
              label={t('promotions.endsAt')}
              error={catalogErrors.endsAt}
            />
            <div className="sm:col-span-2">
              <Button type="submit" pending={busy === 'catalog'}>
                {t('promotions.create')}
              </Button>
            </div>
          </form>
        </Card>

        <Card title={t('promotions.cart')}>
          <ul className="flex flex-col divide-y divide-line">
            {promotions.map((promotion) => (
              <li
                key={promotion.code}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                data-promotion={promotion.code}
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {label(promotion.translations)} <span className="text-ink-muted">({promotion.code})</span>
                  </p>
                  <p className="text-ink-muted">
                    {promotion.actions.map((action) => actionSummary(action, locale)).join(', ')}
                  </p>
                  <p className="text-ink-muted">
                    {t('promotions.used', { used: promotion.used, limit: promotion.usageLimit ?? '∞' })} ·{' '}
                    {t('promotions.priority', { priority: promotion.priority })}
                    {promotion.couponBased &&
                      ` · ${t('promotions.coupons', { count: promotion.couponCount })}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  {promotion.system && <Badge tone="accent">{t('promotions.referral')}</Badge>}
                  {promotion.exclusive && <Badge tone="warning">{t('promotions.exclusive')}</Badge>}
                  {!promotion.enabled && <Badge>{t('promotions.off')}</Badge>}
                  <Link
                    to={`/promotions/${encodeURIComponent(promotion.code)}`}
                    aria-label={t('promotions.form.edit', { code: promotion.code })}
                    className="inline-flex size-10 items-center justify-center rounded-md hover:bg-surface-sunken"
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <Link
            to="/promotions/new"
            className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-4 text-sm font-medium hover:bg-surface-sunken"
          >
            <Plus aria-hidden className="size-4" />
            {t('promotions.form.newCart')}
          </Link>
        </Card>

        <Card title={t('promotions.generator')}>
          <form
            onSubmit={generate}
            aria-label={t('promotions.generator')}
            className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2"
          >
            <Select name="promotion" label={t('promotions.promotion')} required>
              {couponBased.map((promotion) => (
                <option key={promotion.code} value={promotion.code}>
                  {label(promotion.translations)} ({promotion.code})
                </option>
              ))}
            </Select>
            <Field
              name="amount"
              type="number"
              min={1}
              max={5000}
              defaultValue={10}
              label={t('promotions.amount')}
              required
            />
            <Field
              name="codeLength"
              type="number"
              min={4}
              max={40}
              defaultValue={8}
              label={t('promotions.codeLength')}
              required
            />
            <Field name="prefix" label={t('promotions.prefix')} pattern="[A-Za-z0-9_\-]*" />
            <Field
              name="usageLimit"
              type="number"
              min={1}
              defaultValue={1}
              label={t('promotions.usageLimit')}
            />
            <Field name="perCustomer" type="number" min={1} label={t('promotions.perCustomer')} />
            <Field name="expiresAt" type="datetime-local" label={t('promotions.expiresAt')} />
            <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
              <Button type="submit" pending={busy === 'generate'}>
                {t('promotions.generate')}
              </Button>
              {generated && (
                <a
                  href={`${ADMIN_API}/promotion-coupons/export.csv?promotion=${encodeURIComponent(generated.promotion.split('/').pop() ?? '')}`}
                  download
                  className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-4 text-sm hover:bg-surface-sunken"
                >
                  <Download aria-hidden className="size-4" />
                  {t('promotions.csv')}
                </a>
              )}
            </div>
          </form>
        </Card>
      </div>
    </>
  );
}
