import type { HydraCollection } from '@sakhe/contract';
import {
  createPromotionBody,
  updatePromotionBody,
  type AdminProductListItem,
  type AdminPromotion,
  type UpdatePromotionBody,
} from '@sakhe/contract/admin';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/promotion-edit';
import { Bilingual } from '../components/Bilingual';
import { Button, Card, Confirm, Field, Notice, PageHeader, Select, Toggle } from '../components/ui';
import { api, ApiError } from '../lib/api';
import { showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';
import { taxonOptions, type TaxonOptions } from '../lib/products';
import {
  ACTION_KINDS,
  emptyAction,
  emptyRule,
  promotionBody,
  promotionField,
  promotionResolver,
  promotionValues,
  RULE_KINDS,
  type ActionKind,
  type PromotionValues,
  type RuleKind,
} from '../lib/promotions';

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [promotion, options] = await Promise.all([
    params.code
      ? api<AdminPromotion>(`/promotions/${encodeURIComponent(params.code)}`, { signal: request.signal })
      : null,
    // Without the shop's categories the form still works: the lists are then empty, not the page broken.
    taxonOptions().catch((): TaxonOptions => ({ categories: [], brands: [] })),
  ]);
  return { promotion, options };
}

type Errors = FieldErrors<PromotionValues>;

/** Categories and brands in one list (the API's `taxons` takes either), each group labelled. */
function TaxonSelect({
  label,
  hint,
  error,
  options,
  register,
  name,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  options: TaxonOptions;
  register: UseFormRegister<PromotionValues>;
  name: `rules.${number}.configuration.taxons` | `actions.${number}.configuration.taxons`;
}) {
  const { t } = useTranslation();
  const hintId = `${name}-hint`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Select
        label={label}
        multiple
        size={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${name}-error` : hintId}
        {...register(name)}
      >
        <optgroup label={t('promotions.form.categories')}>
          {options.categories.map((taxon) => (
            <option key={taxon.code} value={taxon.code}>
              {taxon.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('promotions.form.brands')}>
          {options.brands.map((taxon) => (
            <option key={taxon.code} value={taxon.code}>
              {taxon.label}
            </option>
          ))}
        </optgroup>
      </Select>
      <p id={hintId} className="text-xs text-ink-muted">
        {hint}
      </p>
      {/* Under the hint, as Field puts a field's error. */}
      {error && (
        <p id={`${name}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The product rule's code, with the products whose name or code holds what is typed offered as it is
 * typed (the Admin API's product search, either language): staff seldom know a code by heart.
 */
function ProductCodeField({
  index,
  control,
  register,
  error,
}: {
  index: number;
  control: Control<PromotionValues, unknown, UpdatePromotionBody>;
  register: UseFormRegister<PromotionValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const listId = useId();
  const term = useWatch({ control, name: `rules.${index}.configuration.product_code` }).trim();
  const [suggestions, setSuggestions] = useState<{ term: string; products: AdminProductListItem[] }>({
    term: '',
    products: [],
  });
  useEffect(() => {
    if (term.length < 2) return;
    const controller = new AbortController();
    // A pause in typing, not every key, asks the API.
    const timer = setTimeout(() => {
      api<HydraCollection<AdminProductListItem>>(
        `/products?search=${encodeURIComponent(term)}&itemsPerPage=10`,
        { signal: controller.signal },
      )
        .then((page) => setSuggestions({ term, products: page['hydra:member'] }))
        // Only suggestions: a code typed in full is checked by the API when saved.
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);
  const products = suggestions.term && term.startsWith(suggestions.term) ? suggestions.products : [];
  return (
    <>
      <Field
        label={t('promotions.form.productCode')}
        hint={t('promotions.form.productCodeHint')}
        autoComplete="off"
        list={listId}
        error={error}
        {...register(`rules.${index}.configuration.product_code`)}
      />
      <datalist id={listId}>
        {products.map((product) => (
          <option key={product.code} value={product.code}>
            {(locale === 'en' ? product.name.en_US : product.name.ka_GE) ??
              product.name.ka_GE ??
              product.code}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** One condition: its kind (fixed on the referral programme's promotions) and that kind's setting. */
function RuleRow({
  index,
  kind,
  locked,
  control,
  register,
  errors,
  options,
  onRemove,
}: {
  index: number;
  kind: RuleKind;
  locked: boolean;
  control: Control<PromotionValues, unknown, UpdatePromotionBody>;
  register: UseFormRegister<PromotionValues>;
  errors: Errors;
  options: TaxonOptions;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const error = (key: 'amount' | 'product_code' | 'taxons' | 'nth') =>
    errors.rules?.[index]?.configuration?.[key]?.message;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-md border border-line p-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-start lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)_auto]">
      {locked ? (
        <p className="text-sm">
          <span className="block font-medium">{t('promotions.form.ruleKind')}</span>
          {t(`promotions.form.rules.${kind}`)}
        </p>
      ) : (
        <Select label={t('promotions.form.ruleKind')} {...register(`rules.${index}.kind`)}>
          {RULE_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`promotions.form.rules.${option}`)}
            </option>
          ))}
        </Select>
      )}
      <div className="min-w-0">
        {kind === 'item_total' && (
          <Field
            label={t('promotions.form.minimum')}
            hint={t('promotions.form.minimumHint')}
            inputMode="decimal"
            autoComplete="off"
            error={error('amount')}
            {...register(`rules.${index}.configuration.amount`)}
          />
        )}
        {kind === 'contains_product' && (
          <ProductCodeField
            index={index}
            control={control}
            register={register}
            error={error('product_code')}
          />
        )}
        {kind === 'has_taxon' && (
          <TaxonSelect
            label={t('promotions.form.taxons')}
            hint={t('promotions.form.taxonsHint')}
            error={error('taxons')}
            options={options}
            register={register}
            name={`rules.${index}.configuration.taxons`}
          />
        )}
        {kind === 'nth_order' && (
          <Field
            label={t('promotions.form.nth')}
            hint={t('promotions.form.nthHint')}
            type="number"
            min={1}
            max={1000}
            error={error('nth')}
            {...register(`rules.${index}.configuration.nth`)}
          />
        )}
        {kind === 'first_order' && (
          <p className="text-sm text-ink-muted">{t('promotions.form.firstOrderHint')}</p>
        )}
      </div>
      {!locked && (
        <Button
          variant="ghost"
          className="justify-self-start sm:mt-6"
          aria-label={t('promotions.form.removeRule', { number: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}

/** One discount: its kind (fixed on the referral programme's promotions), amount or percentage, and for item discounts which items. */
function ActionRow({
  index,
  kind,
  locked,
  register,
  errors,
  options,
  onRemove,
}: {
  index: number;
  kind: ActionKind;
  locked: boolean;
  register: UseFormRegister<PromotionValues>;
  errors: Errors;
  options: TaxonOptions;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const error = (key: 'amount' | 'percentage' | 'taxons' | 'products') =>
    errors.actions?.[index]?.configuration?.[key]?.message;
  const fixed = kind === 'order_fixed_discount' || kind === 'unit_fixed_discount';
  const percent =
    kind === 'order_percentage_discount' ||
    kind === 'unit_percentage_discount' ||
    kind === 'shipping_percentage_discount';
  const items = kind === 'unit_fixed_discount' || kind === 'unit_percentage_discount';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-md border border-line p-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-start lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)_auto]">
      {locked ? (
        <p className="text-sm">
          <span className="block font-medium">{t('promotions.form.actionKind')}</span>
          {t(`promotions.form.actions.${kind}`)}
        </p>
      ) : (
        <Select label={t('promotions.form.actionKind')} {...register(`actions.${index}.kind`)}>
          {ACTION_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`promotions.form.actions.${option}`)}
            </option>
          ))}
        </Select>
      )}
      <div className="grid min-w-0 gap-3">
        {fixed && (
          <Field
            label={t('promotions.form.amount')}
            hint={kind === 'unit_fixed_discount' ? t('promotions.form.unitAmountHint') : undefined}
            inputMode="decimal"
            autoComplete="off"
            error={error('amount')}
            {...register(`actions.${index}.configuration.amount`)}
          />
        )}
        {percent && (
          <Field
            label={t('promotions.form.percentage')}
            type="number"
            min={0}
            max={100}
            step="any"
            error={error('percentage')}
            {...register(`actions.${index}.configuration.percentage`)}
          />
        )}
        {items && (
          <>
            <TaxonSelect
              label={t('promotions.form.onlyTaxons')}
              hint={t('promotions.form.onlyHint')}
              error={error('taxons')}
              options={options}
              register={register}
              name={`actions.${index}.configuration.taxons`}
            />
            <Field
              label={t('promotions.form.onlyProducts')}
              hint={t('promotions.form.productsHint')}
              autoComplete="off"
              error={error('products')}
              {...register(`actions.${index}.configuration.products`)}
            />
          </>
        )}
        {kind === 'free_shipping' && (
          <p className="text-sm text-ink-muted">{t('promotions.form.freeShippingHint')}</p>
        )}
      </div>
      {!locked && (
        <Button
          variant="ghost"
          className="justify-self-start sm:mt-6"
          aria-label={t('promotions.form.removeAction', { number: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}

/**
 * A cart promotion, new or existing: labels in both languages, when and how often it applies, its
 * conditions (all must hold) and its discounts. The invite-a-friend programme's two promotions open here
 * too: their amounts, labels, dates and switch are staff's, while the kinds of their conditions and
 * discounts, their coupons (made per customer by the programme) and the promotions themselves stay.
 */
export default function PromotionEdit() {
  const { promotion, options } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const locale = currentLocale();
  const system = promotion?.system ?? false;
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  // An existing promotion's code is in its address, not its body: it is checked as the update body.
  const schema: z.ZodType<UpdatePromotionBody> = promotion ? updatePromotionBody : createPromotionBody;
  const form = useForm<PromotionValues, unknown, UpdatePromotionBody>({
    resolver: promotionResolver(schema),
    defaultValues: promotionValues(promotion),
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const rules = useFieldArray({ control, name: 'rules' });
  const actions = useFieldArray({ control, name: 'actions' });
  const ruleKinds = useWatch({ control, name: 'rules' });
  const actionKinds = useWatch({ control, name: 'actions' });

  const label = promotion
    ? (locale === 'en' ? promotion.translations.en_US.label : '') || promotion.translations.ka_GE.label
    : '';
  const title = promotion ? `${label} (${promotion.code})` : t('promotions.form.newTitle');

  // The form is long: its result is brought into view beside the button that asked for it.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);

  const submit = form.handleSubmit(async () => {
    setResult(null);
    // What the resolver checked, as the API reads it (lari in tetri, shortcuts as their API types).
    const { code, ...changes } = promotionBody(form.getValues());
    try {
      const saved = await api<AdminPromotion>(
        promotion ? `/promotions/${encodeURIComponent(promotion.code)}` : '/promotions',
        { method: promotion ? 'PUT' : 'POST', body: promotion ? changes : { code, ...changes } },
      );
      if (promotion) {
        form.reset(promotionValues(saved));
        setResult({ tone: 'success', text: t('promotions.form.saved') });
        // The page's title is the loader's label.
        await revalidator.revalidate();
      } else {
        await navigate(`/promotions/${encodeURIComponent(saved.code)}`, {
          replace: true,
          state: { notice: 'promotions.form.createdNotice' },
        });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const violation of error.violations)
          violation.propertyPath = promotionField(violation.propertyPath) ?? violation.propertyPath;
      }
      const text = showApiErrors(
        error,
        form.setError,
        (path) => promotionField(path) !== null,
        t('promotions.form.saveFailed'),
      );
      setResult({ tone: 'error', text: text ?? t('promotions.form.fixFields') });
    }
  });

  async function remove() {
    if (!promotion) return;
    setDeleting(true);
    setResult(null);
    try {
      await api(`/promotions/${encodeURIComponent(promotion.code)}`, { method: 'DELETE' });
      await navigate('/promotions', { replace: true, state: { notice: 'promotions.form.deletedNotice' } });
    } catch (error) {
      // Used by placed orders (or the programme's own): the API says why, in the app's language.
      setResult({
        tone: 'error',
        text:
          error instanceof ApiError && error.violations[0]
            ? error.violations[0].message
            : t('promotions.form.deleteFailed'),
      });
    } finally {
      setDeleting(false);
    }
  }

  const toggles = (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <Toggle label={t('promotions.form.enabled')} {...register('enabled')} />
      <Toggle
        label={t('promotions.form.exclusive')}
        hint={t('promotions.form.exclusiveHint')}
        {...register('exclusive')}
      />
      {!system && (
        <Toggle
          label={t('promotions.form.couponBased')}
          hint={t('promotions.form.couponBasedHint')}
          {...register('couponBased')}
        />
      )}
    </div>
  );

  return (
    <>
      <PageHeader title={title}>
        <Link to="/promotions" className="text-sm text-accent underline">
          {t('promotions.form.back')}
        </Link>
      </PageHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {system && <Notice tone="info">{t('promotions.form.systemIntro')}</Notice>}
        <Card title={t('promotions.form.general')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0">
            {promotion ? (
              <p className="text-sm">
                <span className="block font-medium">{t('promotions.code')}</span>
                <span className="font-mono break-all">{promotion.code}</span>
              </p>
            ) : (
              <Field
                label={t('promotions.code')}
                hint={t('promotions.form.codeHint')}
                autoComplete="off"
                error={errors.code?.message}
                {...register('code')}
              />
            )}
            <Field
              label={t('promotions.form.priority')}
              hint={t('promotions.form.priorityHint')}
              type="number"
              min={-1000}
              max={1000}
              error={errors.priority?.message}
              {...register('priority')}
            />
            <Field
              label={t('promotions.form.usageLimit')}
              hint={
                promotion
                  ? t('promotions.form.usedSoFar', { count: promotion.used })
                  : t('promotions.form.usageLimitHint')
              }
              type="number"
              min={1}
              error={errors.usageLimit?.message}
              {...register('usageLimit')}
            />
            <div className="hidden lg:block" aria-hidden />
            <Field
              label={t('promotions.startsAt')}
              hint={t('promotions.form.startsHint')}
              type="datetime-local"
              error={errors.startsAt?.message}
              {...register('startsAt')}
            />
            <Field
              label={t('promotions.endsAt')}
              hint={t('promotions.form.endsHint')}
              type="datetime-local"
              error={errors.endsAt?.message}
              {...register('endsAt')}
            />
            {toggles}
          </div>
        </Card>

        <Card title={t('promotions.form.labels')}>
          <p className="mb-3 text-sm text-ink-muted">
            {t(system ? 'promotions.form.labelsSystemHint' : 'promotions.form.labelsHint')}
          </p>
          <Bilingual>
            {(language) => (
              <Field
                label={t('promotions.form.label')}
                error={errors.translations?.[language]?.label?.message}
                {...register(`translations.${language}.label`)}
              />
            )}
          </Bilingual>
        </Card>

        <Card title={t('promotions.form.conditions')}>
          <p className="mb-3 text-sm text-ink-muted">{t('promotions.form.conditionsHint')}</p>
          {rules.fields.length > 0 && (
            <ul className="mb-3 flex flex-col gap-3">
              {rules.fields.map((field, index) => (
                <RuleRow
                  key={field.id}
                  index={index}
                  kind={ruleKinds[index]?.kind ?? field.kind}
                  locked={system}
                  control={control}
                  register={register}
                  errors={errors}
                  options={options}
                  onRemove={() => rules.remove(index)}
                />
              ))}
            </ul>
          )}
          {!system && (
            <Button variant="secondary" onClick={() => rules.append(emptyRule())}>
              <Plus aria-hidden className="size-4" />
              {t('promotions.form.addRule')}
            </Button>
          )}
        </Card>

        <Card title={t('promotions.form.discounts')}>
          {errors.actions?.message && (
            <p className="mb-3 text-sm text-danger" role="alert">
              {errors.actions.message}
            </p>
          )}
          <ul className="mb-3 flex flex-col gap-3">
            {actions.fields.map((field, index) => (
              <ActionRow
                key={field.id}
                index={index}
                kind={actionKinds[index]?.kind ?? field.kind}
                locked={system}
                register={register}
                errors={errors}
                options={options}
                onRemove={() => actions.remove(index)}
              />
            ))}
          </ul>
          {!system && (
            <Button variant="secondary" onClick={() => actions.append(emptyAction())}>
              <Plus aria-hidden className="size-4" />
              {t('promotions.form.addAction')}
            </Button>
          )}
        </Card>

        <div ref={resultRef} className="flex flex-col gap-3">
          {result && <Notice tone={result.tone}>{result.text}</Notice>}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting
                ? t('common.working')
                : promotion
                  ? t('common.save')
                  : t('promotions.form.create')}
            </Button>
            {promotion && !system && (
              <Confirm
                trigger={
                  <Button variant="secondary" pending={deleting}>
                    <Trash2 aria-hidden className="size-4" />
                    {t('promotions.form.delete')}
                  </Button>
                }
                title={t('promotions.form.deleteTitle', { code: promotion.code })}
                description={t('promotions.form.deleteConfirm')}
                confirmLabel={t('promotions.deleteLabel')}
                onConfirm={() => void remove()}
              />
            )}
          </div>
        </div>
      </form>
    </>
  );
}
