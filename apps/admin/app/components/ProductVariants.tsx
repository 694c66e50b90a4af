import {
  adminVariantBody,
  stockAdjustmentBody,
  type AdminVariant,
  type AdminVariantBody,
  type StockAdjustment,
  type StockAdjustmentBody,
} from '@sakhe/contract/admin';
import type { HydraCollection } from '@sakhe/contract';
import { Boxes, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Confirm, Field, Notice } from './ui';
import { api, ApiError } from '../lib/api';
import { formatDateTime, formatMoney, lariInput, parseLari } from '../lib/format';
import { contractResolver, showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';

/** Lari typed by staff in tetri, keeping a minus sign (the API refuses negative prices in words); NaN when not an amount. */
function tetriOf(text: string): number {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const amount = parseLari(negative ? trimmed.slice(1) : trimmed);
  if (amount === null) return Number.NaN;
  return negative ? -amount : amount;
}

/** A native modal dialog: the browser traps focus, Escape closes it, and it is labelled by its title. */
function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-label={title}
      className="m-auto w-[min(36rem,calc(100vw-1rem))] rounded-lg bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      {open && (
        <div className="p-4 sm:p-6">
          <h2 className="mb-4 text-lg font-semibold">{title}</h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

interface VariantValues {
  code: string;
  enabled: boolean;
  tracked: boolean;
  price: string;
  originalPrice: string;
  onHand: string;
  shadeKa: string;
  shadeEn: string;
  colour: string;
  hasColour: boolean;
  volumeKa: string;
  volumeEn: string;
}

function toVariantBody(values: VariantValues, productCode: string) {
  const option = (ka: string, en: string) =>
    ka.trim() || en.trim()
      ? { value: { ka_GE: ka.trim() || en.trim(), en_US: en.trim() || ka.trim() } }
      : null;
  const shade = option(values.shadeKa, values.shadeEn);
  return {
    code: values.code.trim(),
    product: productCode,
    enabled: values.enabled,
    tracked: values.tracked,
    price: tetriOf(values.price),
    originalPrice: values.originalPrice.trim() ? tetriOf(values.originalPrice) : null,
    onHand: Number(values.onHand || 0),
    shade: shade ? { ...shade, colour: values.hasColour ? values.colour : null } : null,
    volume: option(values.volumeKa, values.volumeEn),
  };
}

/** The API's property paths on the variant form's fields. */
const VARIANT_FIELDS: Record<string, keyof VariantValues> = {
  code: 'code',
  price: 'price',
  originalPrice: 'originalPrice',
  onHand: 'onHand',
  shade: 'shadeKa',
  'shade.value.ka_GE': 'shadeKa',
  'shade.value.en_US': 'shadeEn',
  'shade.colour': 'colour',
  volume: 'volumeKa',
  'volume.value.ka_GE': 'volumeKa',
  'volume.value.en_US': 'volumeEn',
};

function VariantForm({
  productCode,
  variant,
  onSaved,
  onCancel,
}: {
  productCode: string;
  variant: AdminVariant | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<VariantValues, unknown, AdminVariantBody>({
    resolver: contractResolver(adminVariantBody, (values: VariantValues) =>
      toVariantBody(values, productCode),
    ),
    defaultValues: {
      code: variant?.code ?? '',
      enabled: variant?.enabled ?? true,
      tracked: variant?.tracked ?? true,
      price: variant ? lariInput(variant.price) : '',
      originalPrice: variant?.originalPrice ? lariInput(variant.originalPrice) : '',
      onHand: '0',
      shadeKa: variant?.shade?.value.ka_GE ?? '',
      shadeEn: variant?.shade?.value.en_US ?? '',
      colour: variant?.shade?.colour ?? '#c8a27c',
      hasColour: variant ? variant.shade?.colour !== null && variant.shade !== null : true,
      volumeKa: variant?.volume?.value.ka_GE ?? '',
      volumeEn: variant?.volume?.value.en_US ?? '',
    },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const hasColour = useWatch({ control, name: 'hasColour' });
  const errors = formState.errors;

  async function save(body: AdminVariantBody) {
    setProblem(null);
    try {
      if (variant) {
        const { code: _code, product: _product, onHand: _onHand, ...changes } = body;
        await api(`/product-variants/${encodeURIComponent(variant.code)}`, { method: 'PUT', body: changes });
      } else {
        await api('/product-variants', { method: 'POST', body });
      }
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const violation of error.violations) {
          violation.propertyPath = VARIANT_FIELDS[violation.propertyPath] ?? violation.propertyPath;
        }
      }
      setProblem(showApiErrors(error, setError, Object.values(VARIANT_FIELDS), t('products.saveFailed')));
    }
  }

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="flex flex-col gap-3">
      {problem && <Notice tone="error">{problem}</Notice>}
      {!variant && (
        <Field
          label={t('products.variantCode')}
          {...register('code')}
          error={errors.code?.message}
          autoComplete="off"
        />
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{t('products.shade')}</legend>
        <Field
          lang="ka"
          label={t('products.inGeorgian')}
          {...register('shadeKa')}
          error={errors.shadeKa?.message}
        />
        <Field
          lang="en"
          label={t('products.inEnglish')}
          {...register('shadeEn')}
          error={errors.shadeEn?.message}
        />
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" {...register('hasColour')} />
          {t('products.hasColour')}
        </label>
        {hasColour && (
          <Field
            label={t('products.colour')}
            type="color"
            className="w-24"
            {...register('colour')}
            error={errors.colour?.message}
          />
        )}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{t('products.volume')}</legend>
        <Field
          lang="ka"
          label={t('products.inGeorgian')}
          placeholder="30 მლ"
          {...register('volumeKa')}
          error={errors.volumeKa?.message}
        />
        <Field
          lang="en"
          label={t('products.inEnglish')}
          placeholder="30 ml"
          {...register('volumeEn')}
          error={errors.volumeEn?.message}
        />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('products.priceLari')}
          inputMode="decimal"
          {...register('price')}
          error={errors.price?.message}
        />
        <Field
          label={t('products.originalPriceLari')}
          hint={t('products.originalPriceHint')}
          inputMode="decimal"
          {...register('originalPrice')}
          error={errors.originalPrice?.message}
        />
        {!variant && (
          <Field
            label={t('products.onHand')}
            type="number"
            min={0}
            {...register('onHand')}
            error={errors.onHand?.message}
          />
        )}
      </div>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" {...register('enabled')} />
        {t('products.variantEnabled')}
      </label>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" {...register('tracked')} />
        {t('products.tracked')}
      </label>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={formState.isSubmitting}>
          {t('products.saveVariant')}
        </Button>
      </div>
    </form>
  );
}

interface StockValues {
  delta: string;
  reason: string;
}

function StockForm({ variant, onSaved }: { variant: AdminVariant; onSaved: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [problem, setProblem] = useState<string | null>(null);
  const [history, setHistory] = useState<StockAdjustment[] | null>(null);
  const path = `/product-variants/${encodeURIComponent(variant.code)}/stock-adjustments`;
  const toBody = (values: StockValues) => ({ delta: Number(values.delta), reason: values.reason });
  const form = useForm<StockValues, unknown, StockAdjustmentBody>({
    resolver: contractResolver(stockAdjustmentBody, toBody),
    defaultValues: { delta: '', reason: '' },
  });
  const { register, handleSubmit, formState, setError, reset } = form;

  useEffect(() => {
    let live = true;
    void api<HydraCollection<StockAdjustment>>(`${path}?itemsPerPage=20`).then(
      (answer) => live && setHistory(answer['hydra:member']),
      () => live && setHistory([]),
    );
    return () => {
      live = false;
    };
  }, [path, variant.onHand]);

  async function save(body: StockAdjustmentBody) {
    setProblem(null);
    try {
      await api(path, { method: 'POST', body });
      reset();
      onSaved();
    } catch (error) {
      setProblem(showApiErrors(error, setError, ['delta', 'reason'], t('products.saveFailed')));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('products.stockNow', { onHand: variant.onHand, onHold: variant.onHold })}</p>
      <form onSubmit={handleSubmit(save)} noValidate className="flex flex-col gap-3">
        {problem && <Notice tone="error">{problem}</Notice>}
        <Field
          label={t('products.delta')}
          hint={t('products.deltaHint')}
          type="number"
          {...register('delta')}
          error={formState.errors.delta?.message}
        />
        <Field
          label={t('products.reason')}
          {...register('reason')}
          error={formState.errors.reason?.message}
        />
        <div className="flex justify-end">
          <Button type="submit" pending={formState.isSubmitting}>
            {t('products.adjust')}
          </Button>
        </div>
      </form>
      <section aria-label={t('products.stockHistory')}>
        <h3 className="mb-2 font-medium">{t('products.stockHistory')}</h3>
        {history === null ? (
          <p className="text-sm text-ink-muted">…</p>
        ) : history.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('products.noAdjustments')}</p>
        ) : (
          <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto text-sm">
            {history.map((entry) => (
              <li key={entry.id} className="rounded border border-line p-2">
                <span className={`font-semibold ${entry.delta > 0 ? 'text-success' : 'text-danger'}`}>
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </span>{' '}
                → {entry.onHandAfter} · {entry.reason}
                <span className="block text-xs text-ink-muted">
                  {formatDateTime(entry.createdAt, locale)} · {entry.staffEmail ?? '—'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The product's variants: shades with their colours, volumes, prices, stock; add, edit, adjust stock, delete. */
export function ProductVariants({
  productCode,
  variants,
  onChanged,
}: {
  productCode: string;
  variants: AdminVariant[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  const [stockOf, setStockOf] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const stockVariant = variants.find((variant) => variant.code === stockOf) ?? null;
  const nameOf = (variant: AdminVariant) =>
    (locale === 'ka' ? variant.name.ka_GE : variant.name.en_US) ?? variant.name.ka_GE ?? variant.code;

  async function remove(variant: AdminVariant) {
    try {
      const answer = await api<AdminVariant | null>(`/product-variants/${encodeURIComponent(variant.code)}`, {
        method: 'DELETE',
      });
      setNotice(answer ? t('products.variantDisabledInstead') : t('products.variantDeleted'));
      onChanged();
    } catch (error) {
      setNotice(error instanceof Error ? error.message : t('products.saveFailed'));
    }
  }

  return (
    <>
      {notice && (
        <div className="mb-3">
          <Notice tone="info">{notice}</Notice>
        </div>
      )}
      {variants.length === 0 ? (
        <p className="mb-3 text-sm text-ink-muted">{t('products.noVariantsYet')}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2" aria-label={t('products.variants')}>
          {variants.map((variant) => (
            <li
              key={variant.code}
              className="flex flex-wrap items-center gap-3 rounded-md border border-line p-3"
            >
              {variant.shade?.colour && (
                <span
                  aria-hidden
                  className="size-8 shrink-0 rounded-full border border-line"
                  style={{ backgroundColor: variant.shade.colour }}
                />
              )}
              {/* On a phone the name takes its own line; prices, stock and actions follow below it. */}
              <span className="min-w-0 basis-[calc(100%-3rem)] sm:flex-1 sm:basis-0">
                <span className="block font-medium">{nameOf(variant)}</span>
                <span className="block font-mono text-xs break-all text-ink-muted">{variant.code}</span>
              </span>
              <span className="text-sm whitespace-nowrap">
                {formatMoney(variant.price, locale)}
                {variant.originalPrice !== null && (
                  <s className="ml-1 text-ink-muted">{formatMoney(variant.originalPrice, locale)}</s>
                )}
              </span>
              <span className="text-sm whitespace-nowrap">
                {t('products.onHandShort', { onHand: variant.onHand, onHold: variant.onHold })}
              </span>
              {!variant.enabled && <Badge>{t('products.disabled')}</Badge>}
              <span className="ml-auto flex gap-1">
                <Button
                  variant="ghost"
                  aria-label={t('products.editVariant', { name: nameOf(variant) })}
                  onClick={() => setEditing(variant)}
                >
                  <Pencil aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('products.stockOf', { name: nameOf(variant) })}
                  onClick={() => setStockOf(variant.code)}
                >
                  <Boxes aria-hidden className="size-4" />
                </Button>
                <Confirm
                  trigger={
                    <Button
                      variant="ghost"
                      aria-label={t('products.deleteVariant', { name: nameOf(variant) })}
                    >
                      <Trash2 aria-hidden className="size-4 text-danger" />
                    </Button>
                  }
                  title={t('products.deleteVariantTitle', { name: nameOf(variant) })}
                  description={t('products.deleteVariantText')}
                  confirmLabel={t('products.delete')}
                  onConfirm={() => void remove(variant)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setEditing('new')}>
        <Plus aria-hidden className="size-4" />
        {t('products.addVariant')}
      </Button>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('products.newVariant')
            : t('products.editVariant', { name: nameOf(editing) })
        }
      >
        {editing !== null && (
          <VariantForm
            productCode={productCode}
            variant={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setNotice(t('products.variantSaved'));
              onChanged();
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={stockVariant !== null}
        onClose={() => setStockOf(null)}
        title={stockVariant ? t('products.stockOf', { name: nameOf(stockVariant) }) : ''}
      >
        {stockVariant && <StockForm variant={stockVariant} onSaved={onChanged} />}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setStockOf(null)}>
            {t('products.close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
