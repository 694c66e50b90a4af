import type { AdminFaq } from '@sakhe/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/content-faq';
import { Bilingual, TextArea, Toggle } from '../components/Bilingual';
import { SortableList } from '../components/SortableList';
import { Badge, Button, Card, Confirm, Field, Notice } from '../components/ui';
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
  const [error, setError] = useState<string | null>(null);
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
  const submit = form.handleSubmit(async ({ code, ...values }) => {
    setError(null);
    try {
      if (faq) await api(`/cms/faqs/${faq.id}`, { method: 'PUT', body: values });
      else await api('/cms/faqs', { method: 'POST', body: { code, ...values } });
      await onDone(t('content.saved'));
    } catch (failure) {
      const fields = (path: string) => path === 'code' || path.startsWith('translations.');
      setError(showApiErrors(failure, form.setError, fields, t('errors.unexpected')) ?? t('content.fix'));
    }
  });
  async function remove() {
    if (!faq) return;
    try {
      await api(`/cms/faqs/${faq.id}`, { method: 'DELETE' });
      await onDone(t('content.deleted'));
    } catch (failure) {
      setError(showApiErrors(failure, form.setError, () => false, t('errors.unexpected')));
    }
  }
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
              <TextArea
                label={t('content.answer')}
                hint={t('content.htmlHint')}
                error={errors.translations?.[locale]?.answer?.message}
                {...form.register(`translations.${locale}.answer`, required)}
              />
            </>
          )}
        </Bilingual>
        <Toggle label={t('content.enabled')} {...form.register('enabled')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          {faq && (
            <Confirm
              trigger={<Button variant="danger">{t('content.delete')}</Button>}
              title={t('content.deleteTitle')}
              description={t('content.deleteText')}
              confirmLabel={t('content.delete')}
              onConfirm={() => void remove()}
            />
          )}
        </div>
      </form>
    </Card>
  );
}
