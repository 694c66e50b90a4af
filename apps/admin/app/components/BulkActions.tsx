import {
  ADMIN_API,
  ADMIN_EXACT_COUNT_UP_TO,
  type BulkAction,
  type BulkActionType,
  ORIGINAL_PRICE_MODES,
  type OriginalPriceMode,
  type ProductBulkActionBody,
  type ProductBulkResult,
} from '@sakhe/contract/admin';
import { Download, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, ApiError, type Violation } from '../lib/api';
import { productsApiQuery, taxonOptions, type TaxonOption } from '../lib/products';
import { Button, Confirm, Field, Notice, Select } from './ui';

const ACTIONS: BulkActionType[] = ['enable', 'disable', 'move', 'price', 'stock'];

/** A number as typed (either decimal mark, a leading minus or −), or null. */
function numberOf(text: string): number | null {
  const normal = text.trim().replace(',', '.').replace('−', '-');
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : null;
}

interface Draft {
  type: BulkActionType;
  taxon: string;
  change: 'percent' | 'amount';
  value: string;
  originalPrice: OriginalPriceMode;
  onHand: string;
  reason: string;
}

/** The action the form describes, or null while it is incomplete. Amounts are typed in lari and sent in tetri. */
function actionOf(draft: Draft): BulkAction | null {
  switch (draft.type) {
    case 'enable':
    case 'disable':
      return { type: draft.type };
    case 'move':
      return draft.taxon ? { type: 'move', taxon: draft.taxon } : null;
    case 'price': {
      const value = numberOf(draft.value);
      if (value === null || value === 0) return null;
      return {
        type: 'price',
        change: draft.change,
        value: draft.change === 'amount' ? Math.round(value * 100) : value,
        originalPrice: draft.originalPrice,
      };
    }
    case 'stock': {
      const onHand = numberOf(draft.onHand);
      if (onHand === null || onHand < 0 || !Number.isInteger(onHand) || !draft.reason.trim()) return null;
      return { type: 'stock', onHand, reason: draft.reason.trim() };
    }
  }
}

type Outcome =
  | { tone: 'success'; result: ProductBulkResult }
  | { tone: 'error'; message: string; violations: Violation[] };

/**
 * The products list's bulk bar (issue 22): one action on the selected products, or on all `total`
 * the list's filters (`filter`, the list's URL parameters) match. Each action asks first with the
 * count, shows that it runs, then the result; `onDone` lets the list reload. Also the list's CSV
 * export (same filters) and the way to the import.
 */
export function BulkActions({
  selection,
  filter,
  total,
  onDone,
}: {
  selection: string[];
  filter: URLSearchParams;
  total: number;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  // The filters "all matching" was ticked for: other filters start from the selection again.
  const [allFor, setAllFor] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({
    type: 'disable',
    taxon: '',
    change: 'percent',
    value: '',
    originalPrice: 'keep',
    onHand: '',
    reason: '',
  });
  const [categories, setCategories] = useState<TaxonOption[]>([]);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (draft.type !== 'move' || categories.length > 0) return;
    let live = true;
    taxonOptions()
      .then((options) => live && setCategories(options.categories))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [draft.type, categories.length]);

  const filterText = productsApiQuery(filter, { page: false }).toString();
  const allMatching = allFor === filterText;

  const count = allMatching ? total : selection.length;
  // Past the exact limit the list's total is the planner's estimate: the messages say "about".
  const context = allMatching && total > ADMIN_EXACT_COUNT_UP_TO ? 'about' : undefined;
  const action = actionOf(draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));

  async function run() {
    if (!action) return;
    setPending(true);
    setOutcome(null);
    const body: ProductBulkActionBody = allMatching
      ? { action, filter: filterText }
      : { action, products: selection };
    try {
      const result = await api<ProductBulkResult>('/product-bulk-actions', { method: 'POST', body });
      setOutcome({ tone: 'success', result });
      onDone();
    } catch (error) {
      setOutcome({
        tone: 'error',
        message: error instanceof ApiError ? error.message : String(error),
        violations: error instanceof ApiError ? error.violations : [],
      });
    } finally {
      setPending(false);
    }
  }

  const actionLabel = t(`bulk.actions.${draft.type}`);
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 flex flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {t('bulk.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a
            href={`${ADMIN_API}/products/export.csv${filterText ? `?${filterText}` : ''}`}
            download
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-4 text-sm hover:bg-surface-sunken"
          >
            <Download aria-hidden className="size-4" />
            {t('bulk.export')}
          </a>
          <Link
            to="/products/import"
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-4 text-sm hover:bg-surface-sunken"
          >
            <Upload aria-hidden className="size-4" />
            {t('bulk.import')}
          </Link>
        </div>
      </div>

      <p className="text-sm" aria-live="polite">
        {selection.length > 0 ? t('bulk.selected', { count: selection.length }) : t('bulk.noneSelected')}
      </p>
      {total > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={allMatching}
            onChange={(event) => setAllFor(event.currentTarget.checked ? filterText : null)}
          />
          {t('bulk.allMatching', {
            count: total,
            context: total > ADMIN_EXACT_COUNT_UP_TO ? 'about' : undefined,
          })}
        </label>
      )}

      {count > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label={t('bulk.action')}
            value={draft.type}
            onChange={(event) => set('type', event.currentTarget.value as BulkActionType)}
          >
            {ACTIONS.map((type) => (
              <option key={type} value={type}>
                {t(`bulk.actions.${type}`)}
              </option>
            ))}
          </Select>
          {draft.type === 'move' && (
            <Select
              label={t('bulk.category')}
              value={draft.taxon}
              onChange={(event) => set('taxon', event.currentTarget.value)}
            >
              <option value="">{t('bulk.chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.code} value={category.code}>
                  {category.label}
                </option>
              ))}
            </Select>
          )}
          {draft.type === 'price' && (
            <>
              <Select
                label={t('bulk.change')}
                value={draft.change}
                onChange={(event) => set('change', event.currentTarget.value as Draft['change'])}
              >
                <option value="percent">{t('bulk.percent')}</option>
                <option value="amount">{t('bulk.amount')}</option>
              </Select>
              <Field
                label={t('bulk.value')}
                inputMode="decimal"
                value={draft.value}
                onChange={(event) => set('value', event.currentTarget.value)}
                hint={draft.change === 'percent' ? t('bulk.valueHintPercent') : t('bulk.valueHintAmount')}
                error={draft.value && numberOf(draft.value) === null ? t('bulk.invalidValue') : undefined}
              />
              <Select
                label={t('bulk.original')}
                value={draft.originalPrice}
                onChange={(event) => set('originalPrice', event.currentTarget.value as OriginalPriceMode)}
              >
                {ORIGINAL_PRICE_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`bulk.originalModes.${mode}`)}
                  </option>
                ))}
              </Select>
            </>
          )}
          {draft.type === 'stock' && (
            <>
              <Field
                label={t('bulk.onHand')}
                inputMode="numeric"
                value={draft.onHand}
                onChange={(event) => set('onHand', event.currentTarget.value)}
              />
              <Field
                label={t('bulk.reason')}
                value={draft.reason}
                maxLength={500}
                onChange={(event) => set('reason', event.currentTarget.value)}
              />
            </>
          )}
          <Confirm
            trigger={
              <Button disabled={!action} pending={pending}>
                {t('bulk.apply')}
              </Button>
            }
            title={t('bulk.confirmTitle', { action: actionLabel })}
            description={t('bulk.confirm', { count, context })}
            confirmLabel={t('bulk.confirmLabel', { count, context })}
            onConfirm={() => void run()}
          />
        </div>
      )}

      {pending && <Notice tone="info">{t('bulk.working', { count, context })}</Notice>}
      {outcome?.tone === 'success' && (
        <Notice tone="success">
          {outcome.result.variantsChanged > 0
            ? t('bulk.doneVariants', {
                changed: outcome.result.changed,
                matched: outcome.result.matched,
                variants: outcome.result.variantsChanged,
              })
            : t('bulk.done', { changed: outcome.result.changed, matched: outcome.result.matched })}
        </Notice>
      )}
      {outcome?.tone === 'error' && (
        <Notice tone="error">
          {t('bulk.failed')}{' '}
          {outcome.violations.length > 0
            ? outcome.violations.map((violation) => violation.message).join('; ')
            : outcome.message}
        </Notice>
      )}
    </section>
  );
}
