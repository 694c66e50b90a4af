import type { AdminPage } from '@sakhe/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/content-pages';
import { Bilingual } from '../components/Bilingual';
import { RichTextController } from '../components/RichTextField';
import { EditorActions, useEntityEditor } from '../components/EntityEditor';
import { Badge, Button, Card, Field, Notice, Toggle } from '../components/ui';
import { api } from '../lib/api';
import { currentLocale } from '../lib/i18n';

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  return (await api<{ 'hydra:member': AdminPage[] }>('/cms/pages'))['hydra:member'];
}

type Locale = 'ka_GE' | 'en_US';
interface PageForm {
  code: string;
  enabled: boolean;
  translations: Record<
    Locale,
    {
      slug: string;
      name: string;
      content: string;
      title: string;
      metaDescription: string;
      metaKeywords: string;
    }
  >;
}

const nameOf = (page: AdminPage) =>
  page.translations[currentLocale() === 'ka' ? 'ka_GE' : 'en_US']?.name ?? page.code;

/** The privacy policy and the other pages, in both languages. */
export default function ContentPages() {
  const pages = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  async function done(text: string) {
    setEditing(null);
    await revalidator.revalidate();
    setStatus(text);
  }
  const current = pages.find((page) => page.id === editing);
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>{t('content.newPage')}</Button>
      </div>
      <div aria-live="polite">{status && <Notice tone="success">{status}</Notice>}</div>
      {editing !== null && (
        <PageEditor
          key={String(editing)}
          page={current ?? null}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      )}
      <ul className="flex flex-col gap-2">
        {pages.map((page) => (
          <li
            key={page.id}
            className="flex items-center gap-2 rounded-md border border-line bg-surface-raised px-3 py-2"
          >
            <span className="min-w-0 flex-1 truncate text-sm">
              {nameOf(page)} <span className="text-ink-muted">· {page.code}</span>
            </span>
            {!page.enabled && <Badge tone="warning">{t('content.hidden')}</Badge>}
            <Button
              variant="secondary"
              onClick={() => setEditing(page.id)}
              aria-label={t('content.editNamed', { name: nameOf(page) })}
            >
              {t('content.edit')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PageEditor({
  page,
  onDone,
  onCancel,
}: {
  page: AdminPage | null;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = (locale: Locale) => {
    const translation = page?.translations[locale];
    return {
      slug: translation?.slug ?? '',
      name: translation?.name ?? '',
      content: translation?.content ?? '',
      title: translation?.title ?? '',
      metaDescription: translation?.metaDescription ?? '',
      metaKeywords: translation?.metaKeywords ?? '',
    };
  };
  const form = useForm<PageForm>({
    defaultValues: {
      code: page?.code ?? '',
      enabled: page?.enabled ?? true,
      translations: { ka_GE: text('ka_GE'), en_US: text('en_US') },
    },
  });
  const errors = form.formState.errors;
  const required = { required: t('validation.required') };
  const { error, submit, deleteEntry } = useEntityEditor({
    form,
    save: ({ code, ...values }) =>
      page
        ? api(`/cms/pages/${page.id}`, { method: 'PUT', body: values })
        : api('/cms/pages', { method: 'POST', body: { code, ...values } }),
    remove: page ? () => api(`/cms/pages/${page.id}`, { method: 'DELETE' }) : null,
    onDone,
  });
  return (
    <Card title={page ? nameOf(page) : t('content.newPage')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {error && <Notice tone="error">{error}</Notice>}
        {!page && (
          <Field
            label={t('content.code')}
            hint={t('categories.codeHint')}
            error={errors.code?.message}
            {...form.register('code', required)}
          />
        )}
        <Bilingual>
          {(locale) => (
            <>
              <Field
                label={t('content.name')}
                error={errors.translations?.[locale]?.name?.message}
                {...form.register(`translations.${locale}.name`, required)}
              />
              <Field
                label={t('content.slug')}
                error={errors.translations?.[locale]?.slug?.message}
                {...form.register(`translations.${locale}.slug`, required)}
              />
              <RichTextController
                control={form.control}
                name={`translations.${locale}.content`}
                kind="page"
                label={t('content.text')}
                hint={t('richText.hint')}
                rows={12}
              />
              <Field
                label={t('content.metaTitle')}
                error={errors.translations?.[locale]?.title?.message}
                {...form.register(`translations.${locale}.title`)}
              />
              <Field
                label={t('content.metaDescription')}
                error={errors.translations?.[locale]?.metaDescription?.message}
                {...form.register(`translations.${locale}.metaDescription`)}
              />
            </>
          )}
        </Bilingual>
        <Toggle label={t('content.enabled')} {...form.register('enabled')} />
        <EditorActions
          pending={form.formState.isSubmitting}
          onCancel={onCancel}
          onDelete={page ? () => void deleteEntry() : null}
        />
      </form>
    </Card>
  );
}
