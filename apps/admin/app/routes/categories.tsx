import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AdminTaxon } from '@sakhe/contract/admin';
import { ArrowDown, ArrowUp, GripVertical, IndentDecrease, IndentIncrease, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/categories';
import { Bilingual } from '../components/Bilingual';
import { RichTextController } from '../components/RichTextField';
import { TaxonImages, imagesOf, picturesOf } from '../components/TaxonImages';
import { Badge, Button, Card, Confirm, Field, Notice, PageHeader, Toggle } from '../components/ui';
import { api, ApiError } from '../lib/api';
import { showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';

type Tree = 'categories' | 'brands';
const ROOTS: Record<Tree, string> = { categories: 'MENU', brands: 'brendebi' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const tree: Tree = new URL(request.url).searchParams.get('tree') === 'brands' ? 'brands' : 'categories';
  const taxons = await api<{ 'hydra:member': AdminTaxon[] }>(
    `/taxons?root=${ROOTS[tree]}&itemsPerPage=10000`,
  );
  return { tree, taxons: taxons['hydra:member'] };
}

interface Row {
  taxon: AdminTaxon;
  depth: number;
  /** The codes of its siblings in order, itself included. */
  siblings: string[];
}

/** The tree as the screen lists it: each taxon after its parent, children by position, with its depth. */
function flatten(taxons: AdminTaxon[], rootCode: string): Row[] {
  const byParent = new Map<string, AdminTaxon[]>();
  for (const taxon of taxons) {
    if (!taxon.parentCode) continue;
    byParent.set(taxon.parentCode, [...(byParent.get(taxon.parentCode) ?? []), taxon]);
  }
  const rows: Row[] = [];
  const walk = (parent: string, depth: number) => {
    const children = (byParent.get(parent) ?? []).sort((a, b) => a.position - b.position);
    const siblings = children.map((child) => child.code);
    for (const child of children) {
      rows.push({ taxon: child, depth, siblings });
      walk(child.code, depth + 1);
    }
  };
  walk(rootCode, 0);
  return rows;
}

const nameIn = (taxon: AdminTaxon) => {
  const locale = currentLocale() === 'ka' ? 'ka_GE' : 'en_US';
  return taxon.translations[locale]?.name ?? taxon.translations.ka_GE?.name ?? taxon.code;
};

export default function Categories() {
  const { tree, taxons } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const root = ROOTS[tree];
  const rows = flatten(taxons, root);
  const byCode = new Map(taxons.map((taxon) => [taxon.code, taxon]));
  const editing = params.get('edit');
  const creating = params.get('new') !== null;

  async function move(taxon: AdminTaxon, parent: string, position: number) {
    setBusy(true);
    setStatus(null);
    try {
      await api(`/taxons/${encodeURIComponent(taxon.code)}/move`, {
        method: 'POST',
        body: { parent, position },
      });
      await revalidator.revalidate();
      setStatus({ tone: 'success', text: t('categories.moved', { name: nameIn(taxon) }) });
    } catch (error) {
      const text =
        error instanceof ApiError && error.violations.length > 0
          ? error.violations.map((violation) => violation.message).join(' ')
          : t('errors.unexpected');
      setStatus({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  // A drop puts the dragged taxon where the one under it was: same parent, same place.
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const dragged = byCode.get(String(active.id));
    const target = byCode.get(String(over.id));
    if (!dragged || !target?.parentCode) return;
    const siblings = rows
      .find((row) => row.taxon.code === target.code)!
      .siblings.filter((code) => code !== dragged.code);
    const index = siblings.indexOf(target.code);
    const sameParent = dragged.parentCode === target.parentCode;
    const draggedIndex = rows.find((row) => row.taxon.code === dragged.code)!.siblings.indexOf(dragged.code);
    // Dropped on a later sibling: it goes after it, as the list showed while dragging.
    const position = sameParent && draggedIndex <= index ? index + 1 : index;
    void move(dragged, target.parentCode, position);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const tabClass = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-md px-4 text-sm ${active ? 'bg-accent-soft font-semibold text-accent-strong' : 'hover:bg-surface-sunken'}`;

  return (
    <>
      <PageHeader title={t('categories.title')}>
        <Button onClick={() => setParams({ ...(tree === 'brands' ? { tree } : {}), new: '1' })}>
          <Plus aria-hidden className="size-4" />
          {tree === 'brands' ? t('categories.newBrand') : t('categories.new')}
        </Button>
      </PageHeader>
      <nav aria-label={t('categories.trees')} className="mb-4 flex gap-2">
        <Link
          to="/categories"
          className={tabClass(tree === 'categories')}
          aria-current={tree === 'categories' ? 'page' : undefined}
        >
          {t('categories.categoriesTab')}
        </Link>
        <Link
          to="/categories?tree=brands"
          className={tabClass(tree === 'brands')}
          aria-current={tree === 'brands' ? 'page' : undefined}
        >
          {t('categories.brandsTab')}
        </Link>
      </nav>
      <div aria-live="polite" className="mb-3">
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <Card title={tree === 'brands' ? t('categories.brandsTab') : t('categories.treeTitle')}>
          <p className="mb-3 text-sm text-ink-muted">{t('categories.dragHint')}</p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={rows.map((row) => row.taxon.code)} strategy={verticalListSortingStrategy}>
              <ol className="flex flex-col gap-1" aria-label={t('categories.treeTitle')}>
                {rows.map((row) => (
                  <TreeRow
                    key={row.taxon.code}
                    row={row}
                    busy={busy}
                    rootCode={root}
                    byCode={byCode}
                    selected={editing === row.taxon.code}
                    onMove={(parent, position) => void move(row.taxon, parent, position)}
                    onEdit={() => setParams({ ...(tree === 'brands' ? { tree } : {}), edit: row.taxon.code })}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </Card>
        {(editing && byCode.get(editing)) || creating ? (
          <TaxonEditor
            key={creating ? 'new' : editing}
            taxon={creating ? null : byCode.get(editing!)!}
            parents={[
              {
                code: root,
                name: t(tree === 'brands' ? 'categories.brandsRoot' : 'categories.menuRoot'),
                depth: -1,
              },
              ...rows.map((row) => ({ code: row.taxon.code, name: nameIn(row.taxon), depth: row.depth })),
            ]}
            defaultParent={root}
            onDone={async (message, code) => {
              await revalidator.revalidate();
              setStatus({ tone: 'success', text: message });
              setParams({ ...(tree === 'brands' ? { tree } : {}), ...(code ? { edit: code } : {}) });
            }}
          />
        ) : (
          <p className="text-sm text-ink-muted">{t('categories.pick')}</p>
        )}
      </div>
    </>
  );
}

function TreeRow({
  row,
  busy,
  rootCode,
  byCode,
  selected,
  onMove,
  onEdit,
}: {
  row: Row;
  busy: boolean;
  rootCode: string;
  byCode: Map<string, AdminTaxon>;
  selected: boolean;
  onMove: (parent: string, position: number) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { taxon, depth, siblings } = row;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: taxon.code, disabled: busy });
  const name = nameIn(taxon);
  const index = siblings.indexOf(taxon.code);
  const parent = taxon.parentCode!;
  const previous = index > 0 ? siblings[index - 1] : undefined;
  const grandparent = parent === rootCode ? undefined : byCode.get(parent);
  const icon = 'grid size-9 place-items-center rounded-md hover:bg-surface-sunken disabled:opacity-30';
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        paddingInlineStart: `${depth * 1.25}rem`,
      }}
      className={isDragging ? 'relative z-10' : undefined}
    >
      <div
        className={`flex flex-wrap items-center gap-1 rounded-md border px-1 py-1 ${selected ? 'border-accent bg-accent-soft' : 'border-line bg-surface-raised'}`}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('sortable.drag', { name })}
          className={`${icon} cursor-grab text-ink-muted`}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <span className="min-w-0 flex-1 basis-40 px-1 text-sm break-words">
          <span className="font-medium">{name}</span> <span className="text-ink-muted">· {taxon.code}</span>
        </span>
        {!taxon.enabled && <Badge tone="warning">{t('categories.disabled')}</Badge>}
        <Badge>{t('categories.products', { count: taxon.productCount })}</Badge>
        <span className="flex">
          <button
            type="button"
            className={icon}
            disabled={busy || index === 0}
            onClick={() => onMove(parent, index - 1)}
            aria-label={t('sortable.up', { name })}
          >
            <ArrowUp aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={icon}
            disabled={busy || index === siblings.length - 1}
            onClick={() => onMove(parent, index + 1)}
            aria-label={t('sortable.down', { name })}
          >
            <ArrowDown aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={icon}
            disabled={busy || !previous}
            onClick={() => previous && onMove(previous, 100_000)}
            aria-label={t('categories.indent', { name })}
          >
            <IndentIncrease aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={icon}
            disabled={busy || !grandparent?.parentCode}
            onClick={() =>
              grandparent?.parentCode && onMove(grandparent.parentCode, grandparent.position + 1)
            }
            aria-label={t('categories.outdent', { name })}
          >
            <IndentDecrease aria-hidden className="size-4" />
          </button>
          <button type="button" className={icon} onClick={onEdit} aria-label={t('categories.edit', { name })}>
            <Pencil aria-hidden className="size-4" />
          </button>
        </span>
      </div>
    </li>
  );
}

interface TaxonForm {
  code: string;
  parent: string;
  enabled: boolean;
  translations: Record<'ka_GE' | 'en_US', { name: string; slug: string; description: string }>;
}

function TaxonEditor({
  taxon,
  parents,
  defaultParent,
  onDone,
}: {
  taxon: AdminTaxon | null;
  parents: Array<{ code: string; name: string; depth: number }>;
  defaultParent: string;
  onDone: (message: string, code: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [pictures, setPictures] = useState(() => picturesOf(taxon));
  const text = (locale: 'ka_GE' | 'en_US') => ({
    name: taxon?.translations[locale]?.name ?? '',
    slug: taxon?.translations[locale]?.slug ?? '',
    description: taxon?.translations[locale]?.description ?? '',
  });
  const form = useForm<TaxonForm>({
    defaultValues: {
      code: taxon?.code ?? '',
      parent: taxon?.parentCode ?? defaultParent,
      enabled: taxon?.enabled ?? true,
      translations: { ka_GE: text('ka_GE'), en_US: text('en_US') },
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const images = imagesOf(pictures);
    const translations = values.translations;
    try {
      if (taxon) {
        await api(`/taxons/${encodeURIComponent(taxon.code)}`, {
          method: 'PATCH',
          body: { translations, enabled: values.enabled, images },
        });
        await onDone(t('categories.saved'), taxon.code);
      } else {
        await api('/taxons', {
          method: 'POST',
          body: { code: values.code, parent: values.parent, translations, enabled: values.enabled, images },
        });
        await onDone(t('categories.created'), values.code);
      }
    } catch (failure) {
      const fields = (path: string) =>
        path === 'code' || path === 'parent' || path.startsWith('translations.');
      // The API names translation fields `translations[ka_GE].slug`; the form, `translations.ka_GE.slug`.
      if (failure instanceof ApiError) {
        for (const violation of failure.violations) {
          violation.propertyPath = violation.propertyPath.replace(/\[(ka_GE|en_US)\]/, '.$1');
        }
      }
      setError(showApiErrors(failure, form.setError, fields, t('errors.unexpected')) ?? t('categories.fix'));
    }
  });

  async function remove() {
    if (!taxon) return;
    setError(null);
    try {
      await api(`/taxons/${encodeURIComponent(taxon.code)}`, { method: 'DELETE' });
      await onDone(t('categories.deleted'), null);
    } catch (failure) {
      setError(showApiErrors(failure, form.setError, () => false, t('errors.unexpected')));
    }
  }

  const title = taxon ? t('categories.editTitle', { name: nameIn(taxon) }) : t('categories.newTitle');
  return (
    <Card title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {error && <Notice tone="error">{error}</Notice>}
        {!taxon && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('categories.code')}
              hint={t('categories.codeHint')}
              error={errors.code?.message}
              {...register('code', { required: t('validation.required') })}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="taxon-parent" className="text-sm font-medium">
                {t('categories.parent')}
              </label>
              <select
                id="taxon-parent"
                className="min-h-10 rounded-md border border-line bg-surface-raised px-3 py-2"
                {...register('parent')}
              >
                {parents.map((parent) => (
                  <option key={parent.code} value={parent.code}>
                    {`${'— '.repeat(parent.depth + 1)}${parent.name}`}
                  </option>
                ))}
              </select>
              {errors.parent?.message && <p className="text-sm text-danger">{errors.parent.message}</p>}
            </div>
          </div>
        )}
        <Bilingual>
          {(locale) => (
            <>
              <Field
                label={t('categories.name')}
                error={errors.translations?.[locale]?.name?.message}
                {...register(`translations.${locale}.name`, { required: t('validation.required') })}
              />
              <Field
                label={t('categories.slug')}
                hint={t('categories.slugHint')}
                error={errors.translations?.[locale]?.slug?.message}
                {...register(`translations.${locale}.slug`)}
              />
              <RichTextController
                control={form.control}
                name={`translations.${locale}.description`}
                kind="description"
                label={t('categories.description')}
                hint={t('richText.hint')}
                rows={4}
              />
            </>
          )}
        </Bilingual>
        <Toggle label={t('categories.enabled')} hint={t('categories.enabledHint')} {...register('enabled')} />
        <TaxonImages
          pictures={pictures}
          purpose={taxon?.brandTaxon ? 'brand' : 'taxon'}
          onChange={setPictures}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={formState.isSubmitting}>
            {taxon ? t('common.save') : t('categories.create')}
          </Button>
          {taxon && (
            <Confirm
              trigger={<Button variant="danger">{t('categories.delete')}</Button>}
              title={t('categories.deleteTitle', { name: nameIn(taxon) })}
              description={t('categories.deleteText')}
              confirmLabel={t('categories.delete')}
              onConfirm={() => void remove()}
            />
          )}
        </div>
      </form>
    </Card>
  );
}
