import {
  CMS_MEDIA_SECTIONS,
  type AdminMedia,
  type CmsMediaSection,
  type StoredImage,
} from '@sakhe/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/content-media';
import { Bilingual } from '../components/Bilingual';
import { RichTextController } from '../components/RichTextField';
import { ImageUpload } from '../components/ImageUpload';
import { SortableList } from '../components/SortableList';
import { EditorActions, useEntityEditor } from '../components/EntityEditor';
import { Badge, Button, Card, Field, Notice, Select, Toggle } from '../components/ui';
import { api } from '../lib/api';
import { showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';

const sectionOf = (raw: string | null): CmsMediaSection =>
  (CMS_MEDIA_SECTIONS as readonly string[]).includes(raw ?? '')
    ? (raw as CmsMediaSection)
    : 'sliders-desktop';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const section = sectionOf(new URL(request.url).searchParams.get('section'));
  const media = await api<{ 'hydra:member': AdminMedia[] }>(`/cms/media?section=${section}`);
  return { section, media: media['hydra:member'] };
}

type Locale = 'ka_GE' | 'en_US';
interface MediaForm {
  code: string;
  enabled: boolean;
  translations: Record<Locale, { name: string; content: string; alt: string; link: string }>;
}

const nameOf = (media: AdminMedia) =>
  media.translations[currentLocale() === 'ka' ? 'ka_GE' : 'en_US']?.name ?? media.code;

/** Pictures by section (sliders, banners, labels, the brands menu), each with its texts and link per language. */
export default function ContentMedia() {
  const { section, media } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function reorder(next: AdminMedia[]) {
    setStatus(null);
    try {
      await api('/cms/media/order', { method: 'PUT', body: { section, ids: next.map((item) => item.id) } });
      await revalidator.revalidate();
      setStatus({ tone: 'success', text: t('content.reordered') });
    } catch (error) {
      setStatus({
        tone: 'error',
        text:
          showApiErrors(
            error,
            () => {},
            () => false,
            t('errors.unexpected'),
          ) ?? '',
      });
    }
  }
  async function done(text: string) {
    setEditing(null);
    await revalidator.revalidate();
    setStatus({ tone: 'success', text });
  }

  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Select
          label={t('content.section')}
          value={section}
          onChange={(event) => {
            setEditing(null);
            setParams({ section: event.target.value });
          }}
          className="min-w-64"
        >
          {CMS_MEDIA_SECTIONS.map((code) => (
            <option key={code} value={code}>
              {t(`content.sectionNames.${code}`)}
            </option>
          ))}
        </Select>
        <Button onClick={() => setEditing('new')}>{t('content.newPicture')}</Button>
      </div>
      <div aria-live="polite">{status && <Notice tone={status.tone}>{status.text}</Notice>}</div>
      {editing === 'new' && (
        <MediaEditor
          key={`new-${section}`}
          section={section}
          media={null}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      )}
      {media.length === 0 && <p className="text-sm text-ink-muted">{t('content.emptySection')}</p>}
      <SortableList
        items={media}
        idOf={(item) => String(item.id)}
        labelOf={nameOf}
        onReorder={(next) => void reorder(next)}
      >
        {(item, handle) =>
          editing === item.id ? (
            <div className="p-2">
              <MediaEditor section={section} media={item} onDone={done} onCancel={() => setEditing(null)} />
            </div>
          ) : (
            <div className="flex items-center gap-3 px-1 py-1">
              {handle}
              <img src={item.url} alt="" className="h-12 w-20 rounded border border-line object-cover" />
              <span className="min-w-0 flex-1 truncate text-sm">
                {nameOf(item)} <span className="text-ink-muted">· {item.code}</span>
              </span>
              {!item.enabled && <Badge tone="warning">{t('content.hidden')}</Badge>}
              <Button
                variant="secondary"
                onClick={() => setEditing(item.id)}
                aria-label={t('content.editNamed', { name: nameOf(item) })}
              >
                {t('content.edit')}
              </Button>
            </div>
          )
        }
      </SortableList>
    </div>
  );
}

function MediaEditor({
  section,
  media,
  onDone,
  onCancel,
}: {
  section: CmsMediaSection;
  media: AdminMedia | null;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<
    (Pick<StoredImage, 'path' | 'url'> & { width?: number | null; height?: number | null }) | null
  >(media ? { path: media.path, url: media.url, width: media.width, height: media.height } : null);
  const text = (locale: Locale) => ({
    name: media?.translations[locale]?.name ?? '',
    content: media?.translations[locale]?.content ?? '',
    alt: media?.translations[locale]?.alt ?? '',
    link: media?.translations[locale]?.link ?? '',
  });
  const form = useForm<MediaForm>({
    defaultValues: {
      code: media?.code ?? '',
      enabled: media?.enabled ?? true,
      translations: { ka_GE: text('ka_GE'), en_US: text('en_US') },
    },
  });
  const errors = form.formState.errors;
  const { error, setError, submit, deleteEntry } = useEntityEditor({
    form,
    save: ({ code, ...values }) => {
      const picture = { path: image!.path, width: image!.width ?? null, height: image!.height ?? null };
      return media
        ? api(`/cms/media/${media.id}`, { method: 'PUT', body: { ...values, image: picture } })
        : api('/cms/media', { method: 'POST', body: { code, section, ...values, image: picture } });
    },
    remove: media ? () => api(`/cms/media/${media.id}`, { method: 'DELETE' }) : null,
    onDone,
  });
  // A picture is the one thing the form cannot check by itself.
  const save = (event: React.FormEvent<HTMLFormElement>) => {
    if (!image) {
      event.preventDefault();
      setError(t('content.pictureRequired'));
      return;
    }
    void submit(event);
  };
  return (
    <Card title={media ? nameOf(media) : t('content.newPicture')}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        {error && <Notice tone="error">{error}</Notice>}
        {!media && (
          <Field
            label={t('content.code')}
            hint={t('categories.codeHint')}
            error={errors.code?.message}
            {...form.register('code', { required: t('validation.required') })}
          />
        )}
        <ImageUpload
          label={t('content.picture')}
          purpose="content"
          value={image?.url ?? null}
          onChange={setImage}
        />
        <Bilingual>
          {(locale) => (
            <>
              <Field
                label={t('content.name')}
                error={errors.translations?.[locale]?.name?.message}
                {...form.register(`translations.${locale}.name`)}
              />
              <Field
                label={t('content.alt')}
                error={errors.translations?.[locale]?.alt?.message}
                {...form.register(`translations.${locale}.alt`)}
              />
              <Field
                label={t('content.link')}
                hint={t('content.linkHint')}
                error={errors.translations?.[locale]?.link?.message}
                {...form.register(`translations.${locale}.link`)}
              />
              <RichTextController
                control={form.control}
                name={`translations.${locale}.content`}
                kind="lines"
                label={t('content.text')}
                hint={t('richText.linesHint')}
                rows={3}
              />
            </>
          )}
        </Bilingual>
        <Toggle label={t('content.enabled')} {...form.register('enabled')} />
        <EditorActions
          pending={form.formState.isSubmitting}
          onCancel={onCancel}
          onDelete={media ? () => void deleteEntry() : null}
        />
      </form>
    </Card>
  );
}
