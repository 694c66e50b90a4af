import { ImagePlus, Trash2 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminProductImage,
  IMAGE_UPLOAD_ACCEPT,
  PRODUCT_IMAGE_TYPES,
  type UpdateProductImageBody,
} from '@sakhe/contract/admin';
import type { HydraCollection } from '@sakhe/contract';
import { ApiError, api } from '../lib/api';
import { ImageLanguageSelect } from './ImageLanguageSelect';
import { UploadStatus, droppedFiles, useUpload } from './ImageUpload';
import { SortableList } from './SortableList';
import { Button, Card, Confirm, Field, Notice, Select } from './ui';

const imagesPath = (productCode: string) => `/products/${encodeURIComponent(productCode)}/images`;

const TYPE_LABELS = { 'sticky-banner': 'media.typeStickyBanner' } as const satisfies Record<
  (typeof PRODUCT_IMAGE_TYPES)[number],
  string
>;

type Message = { tone: 'success' | 'error'; text: string } | null;

/**
 * A product's images: upload several (pick or drop), put them in order by dragging or with the
 * move buttons (keyboard and screen readers), set each one's type, language and alt text per language, delete
 * with a confirmation. Every change is saved at once and shows on the storefront at once.
 */
export function ImageManager({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<AdminProductImage[] | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, upload } = useUpload<AdminProductImage>();

  const failed = useCallback(
    (cause: unknown) =>
      setMessage({
        tone: 'error',
        text: cause instanceof ApiError ? cause.message : t('media.failed'),
      }),
    [t],
  );

  useEffect(() => {
    const controller = new AbortController();
    api<HydraCollection<AdminProductImage>>(imagesPath(productCode), { signal: controller.signal })
      .then((collection) => setImages(collection['hydra:member']))
      .catch(() => {
        if (!controller.signal.aborted) setMessage({ tone: 'error', text: t('media.loadFailed') });
      });
    return () => controller.abort();
  }, [productCode, t]);

  async function addFiles(files: File[]) {
    let added = 0;
    for (const file of files) {
      const image = await upload(imagesPath(productCode), file);
      if (!image) break; // its message stays on screen; the files after it wait for another try
      added++;
      setImages((current) => [...(current ?? []), image]);
    }
    if (added > 0) setMessage({ tone: 'success', text: t('media.uploaded', { count: added }) });
  }

  async function reorder(next: AdminProductImage[]) {
    const previous = images;
    setImages(next.map((image, position) => ({ ...image, position })));
    try {
      await api(`${imagesPath(productCode)}/positions`, {
        method: 'PUT',
        body: { images: next.map((image) => image.id) },
      });
      setMessage({ tone: 'success', text: t('media.reordered') });
    } catch (cause) {
      setImages(previous);
      failed(cause);
    }
  }

  async function save(id: number, body: UpdateProductImageBody) {
    try {
      const saved = await api<AdminProductImage>(`/product-images/${id}`, { method: 'PATCH', body });
      setImages((current) => current?.map((image) => (image.id === id ? saved : image)) ?? null);
      setMessage({ tone: 'success', text: t('media.saved') });
    } catch (cause) {
      failed(cause);
    }
  }

  async function remove(id: number) {
    try {
      await api(`/product-images/${id}`, { method: 'DELETE' });
      setImages(
        (current) =>
          current?.filter((image) => image.id !== id).map((image, position) => ({ ...image, position })) ??
          null,
      );
      setMessage({ tone: 'success', text: t('media.deleted') });
    } catch (cause) {
      failed(cause);
    }
  }

  return (
    <Card title={t('media.title')}>
      <div className="flex flex-col gap-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            setDragging(false);
            void addFiles(droppedFiles(event));
          }}
          className={`flex flex-wrap items-center gap-3 rounded-md border border-dashed p-4 ${dragging ? 'border-accent bg-accent-soft' : 'border-line'}`}
        >
          <ImagePlus aria-hidden className="size-6 text-ink-muted" />
          <p className="flex-1 text-sm text-ink-muted">{t('media.dropMany')}</p>
          <Button variant="secondary" pending={progress !== null} onClick={() => input.current?.click()}>
            {t('media.chooseMany')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={IMAGE_UPLOAD_ACCEPT}
            aria-label={t('media.chooseMany')}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void addFiles(files);
            }}
          />
        </div>
        <UploadStatus progress={progress} error={error} />
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {images?.length === 0 && <p className="text-sm text-ink-muted">{t('media.empty')}</p>}
        {images && images.length > 0 && (
          <SortableList
            items={images}
            idOf={(image) => String(image.id)}
            labelOf={(image) => t('media.position', { position: image.position + 1, count: images.length })}
            onReorder={(next) => void reorder(next)}
          >
            {(image, handle) => (
              <ImageRow
                image={image}
                index={images.indexOf(image)}
                count={images.length}
                handle={handle}
                onSave={(body) => save(image.id, body)}
                onDelete={() => remove(image.id)}
              />
            )}
          </SortableList>
        )}
      </div>
    </Card>
  );
}

interface ImageRowProps {
  image: AdminProductImage;
  index: number;
  count: number;
  /** The list's drag handle and move buttons. */
  handle: ReactNode;
  onSave: (body: UpdateProductImageBody) => Promise<void>;
  onDelete: () => Promise<void>;
}

function ImageRow({ image, index, count, handle, onSave, onDelete }: ImageRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState(image.type ?? '');
  const [locale, setLocale] = useState(image.locale);
  const [altKa, setAltKa] = useState(image.alt.ka_GE ?? '');
  const [altEn, setAltEn] = useState(image.alt.en_US ?? '');
  const [saving, setSaving] = useState(false);
  const position = index + 1;
  const changed =
    type !== (image.type ?? '') ||
    locale !== image.locale ||
    altKa !== (image.alt.ka_GE ?? '') ||
    altEn !== (image.alt.en_US ?? '');

  async function save() {
    setSaving(true);
    await onSave({
      type: type === '' ? null : (type as (typeof PRODUCT_IMAGE_TYPES)[number]),
      locale,
      alt: { ka_GE: altKa.trim() || null, en_US: altEn.trim() || null },
    });
    setSaving(false);
  }

  return (
    <div
      aria-labelledby={`${id}-position`}
      role="group"
      className="flex flex-col gap-3 p-3 sm:flex-row"
      data-testid="product-image"
    >
      <div className="flex items-start gap-2">
        {handle}
        <a href={image.url} target="_blank" rel="noreferrer" aria-label={t('media.open', { position })}>
          <img
            src={image.thumbnail}
            alt={image.alt.ka_GE ?? image.alt.en_US ?? ''}
            width={96}
            height={96}
            className="size-24 rounded border border-line bg-surface-sunken object-contain"
          />
        </a>
      </div>
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <p id={`${id}-position`} className="text-sm font-medium sm:col-span-2">
          {t('media.position', { position, count })}
        </p>
        <Select label={t('media.type')} value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">{t('media.typeNone')}</option>
          {PRODUCT_IMAGE_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(TYPE_LABELS[option])}
            </option>
          ))}
        </Select>
        <ImageLanguageSelect value={locale} onChange={setLocale} />
        <Field
          label={t('media.altKa')}
          lang="ka"
          value={altKa}
          maxLength={255}
          onChange={(event) => setAltKa(event.target.value)}
        />
        <Field
          label={t('media.altEn')}
          lang="en"
          value={altEn}
          maxLength={255}
          onChange={(event) => setAltEn(event.target.value)}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button variant="primary" pending={saving} disabled={!changed} onClick={() => void save()}>
            {t('media.save')}
          </Button>
          <Confirm
            trigger={
              <Button variant="ghost" className="text-danger">
                <Trash2 aria-hidden className="size-4" />
                {t('media.delete')}
              </Button>
            }
            title={t('media.deleteTitle')}
            description={t('media.deleteDescription')}
            confirmLabel={t('media.delete')}
            onConfirm={() => void onDelete()}
          />
        </div>
      </div>
    </div>
  );
}
