import type { AdminFaq } from '@sakhe/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/content-faq';
import { Bilingual } from '../components/Bilingual';
import { RichTextController } from '../components/RichTextField';
import { SortableList } from '../components/SortableList';
import { EditorActions, useEntityEditor } from '../components/EntityEditor';
import { Badge, Button, Card, Field, Notice, Toggle } from '../components/ui';
import { api } from '../lib/api';
import { showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  return (await api<{ 'hydra:member': AdminFaq[] }>('/cms/faqs'))['hydra:member'];
}

type Locale = 'ka_GE' | 'en_US';
interface FaqForm {
  code: string;
  enabled: boolean;
  translations: Record<Locale, { question: string; answer: string }>;
}

const questionOf = (faq: AdminFaq) =>
  faq.translations[currentLocale() === 'ka' ? 'ka_GE' : 'en_US']?.question ?? faq.code;

export default function ContentFaq() {
  const faqs = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [order, setOrder] = useState<AdminFaq[] | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const shown = order ?? faqs;

  async function reorder(next: AdminFaq[]) {
    setOrder(next);
    setStatus(null);
    try {
      await api('/cms/faqs/order', { method: 'PUT', body: { ids: next.map((faq) => faq.id) } });
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
    } finally {
      setOrder(null);
    }
  }

  async function done(text: string) {
    setEditing(null);
    await revalidator.revalidate();
    setStatus({ tone: 'success', text });
  }

  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted">{t('content.faqHint')}</p>
        <Button onClick={() => setEditing('new')}>{t('content.newQuestion')}</Button>
      </div>
      <div aria-live="polite">{status && <Notice tone={status.tone}>{status.text}</Notice>}</div>
      {editing === 'new' && <FaqEditor faq={null} onDone={done} onCancel={() => setEditing(null)} />}
      <SortableList
        items={shown}
        idOf={(faq) => String(faq.id)}
        labelOf={questionOf}
        onReorder={(next) => void reorder(next)}
      >
        {(faq, handle) =>
          editing === faq.id ? (
            <div className="p-2">
              <FaqEditor faq={faq} onDone={done} onCancel={() => setEditing(null)} />
            </div>
          ) : (
            <div className="flex items-center gap-2 px-1 py-1">
              {handle}
              <span className="min-w-0 flex-1 truncate text-sm">{questionOf(faq)}</span>
              {!faq.enabled && <Badge tone="warning">{t('content.hidden')}</Badge>}
              <Button
                variant="secondary"
                onClick={() => setEditing(faq.id)}
                aria-label={t('content.editNamed', { name: questionOf(faq) })}
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

function FaqEditor({
  faq,
  onDone,
  onCancel,
}: {
  faq: AdminFaq | null;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = (locale: Locale) => ({
    question: faq?.translations[locale]?.question ?? '',
    answer: faq?.translations[locale]?.answer ?? '',
  });
  const form = useForm<FaqForm>({
    defaultValues: {
      code: faq?.code ?? '',
      enabled: faq?.enabled ?? true,
      translations: { ka_GE: text('ka_GE'), en_US: text('en_US') },
    },
  });
  const errors = form.formState.errors;
  const { error, submit, deleteEntry } = useEntityEditor({
    form,
    save: ({ code, ...values }) =>
      faq
        ? api(`/cms/faqs/${faq.id}`, { method: 'PUT', body: values })
        : api('/cms/faqs', { method: 'POST', body: { code, ...values } }),
    remove: faq ? () => api(`/cms/faqs/${faq.id}`, { method: 'DELETE' }) : null,
    onDone,
  });
  const required = { required: t('validation.required') };
  return (
    <Card title={faq ? questionOf(faq) : t('content.newQuestion')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {error && <Notice tone="error">{error}</Notice>}
        {!faq && (
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
                label={t('content.question')}
                error={errors.translations?.[locale]?.question?.message}
                {...form.register(`translations.${locale}.question`, required)}
              />
              <RichTextController
                control={form.control}
                name={`translations.${locale}.answer`}
                rules={required}
                kind="description"
                label={t('content.answer')}
                hint={t('richText.hint')}
                rows={4}
              />
            </>
          )}
        </Bilingual>
        <Toggle label={t('content.enabled')} {...form.register('enabled')} />
        <EditorActions
          pending={form.formState.isSubmitting}
          onCancel={onCancel}
          onDelete={faq ? () => void deleteEntry() : null}
        />
      </form>
    </Card>
  );
}
