import type { HydraCollection } from '@sakhe/contract';
import type { AdminReview, ReviewSettings } from '@sakhe/contract/admin';
import { Check, Star, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/reviews';
import { Badge, Button, Notice, PageHeader, Select } from '../components/ui';
import { api, queryString } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { currentLocale } from '../lib/i18n';

const STATUSES = ['new', 'accepted', 'rejected'] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const status = STATUSES.find((value) => value === url.searchParams.get('status')) ?? 'new';
  const [reviews, settings] = await Promise.all([
    api<HydraCollection<AdminReview>>(`/product-reviews${queryString({ status, itemsPerPage: 50 })}`),
    api<ReviewSettings>('/review-settings'),
  ]);
  return { reviews, settings, status };
}

/** The moderation queue (new reviews first), accepted and rejected ones, and the moderation setting. */
export default function Reviews() {
  const { reviews, settings, status } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(
    key: string,
    path: string,
    init: { method: 'PUT' | 'PATCH'; body?: unknown },
    done: string,
  ) {
    setBusy(key);
    setResult(null);
    try {
      await api(path, init);
      setResult({ tone: 'success', text: done });
      await revalidator.revalidate();
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : t('errors.unexpected') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader title={t('reviews.title')} />
      <section aria-labelledby="review-moderation" className="mb-6 max-w-xl">
        <h2 id="review-moderation" className="sr-only">
          {t('reviews.moderation')}
        </h2>
        <Select
          label={t('reviews.moderation')}
          value={settings.moderation}
          disabled={busy === 'settings'}
          onChange={(event) =>
            void act(
              'settings',
              '/review-settings',
              { method: 'PUT', body: { moderation: event.target.value } },
              t('reviews.settingSaved'),
            )
          }
        >
          <option value="publish">{t('reviews.publish')}</option>
          <option value="hold">{t('reviews.hold')}</option>
        </Select>
      </section>
      <nav aria-label={t('reviews.statusFilter')} className="mb-4 flex flex-wrap gap-2">
        {STATUSES.map((value) => (
          <Link
            key={value}
            to={`?status=${value}`}
            aria-current={value === status ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${value === status ? 'border-accent bg-accent-soft font-medium' : 'border-line'}`}
          >
            {t(`reviews.status.${value}`)}
          </Link>
        ))}
      </nav>
      {result && (
        <div className="mb-4">
          <Notice tone={result.tone}>{result.text}</Notice>
        </div>
      )}
      {reviews['hydra:member'].length === 0 ? (
        <p className="text-ink-muted">{t('reviews.empty')}</p>
      ) : (
        <ul className="flex max-w-3xl flex-col gap-3">
          {reviews['hydra:member'].map((review) => (
            <ReviewItem key={review.id} review={review} busy={busy} act={act} />
          ))}
        </ul>
      )}
    </>
  );
}

function ReviewItem({
  review,
  busy,
  act,
}: {
  review: AdminReview;
  busy: string | null;
  act: (
    key: string,
    path: string,
    init: { method: 'PUT' | 'PATCH'; body?: unknown },
    done: string,
  ) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reply, setReply] = useState(review.reply ?? '');
  const path = `/product-reviews/${review.id}`;
  const replyId = `reply-${review.id}`;
  return (
    <li className="rounded-lg border border-line bg-surface-raised p-4" data-review={review.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{review.product.name}</p>
          <p className="text-sm text-ink-muted">
            {review.author?.email ?? t('reviews.guest')} · {formatDateTime(review.createdAt, currentLocale())}
          </p>
        </div>
        <Badge
          tone={
            review.status === 'accepted' ? 'success' : review.status === 'rejected' ? 'danger' : 'neutral'
          }
        >
          {t(`reviews.status.${review.status}`)}
        </Badge>
      </div>
      {/* The stars are one picture with its words: a plain paragraph may not carry a label. */}
      <p
        role="img"
        className="mt-2 flex items-center gap-1 text-sm"
        aria-label={t('reviews.rating', { rating: review.rating })}
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            aria-hidden
            className={`size-4 ${index < review.rating ? 'fill-current text-accent' : 'text-line'}`}
          />
        ))}
      </p>
      {review.title && <p className="mt-2 font-medium break-words">{review.title}</p>}
      {review.comment && <p className="mt-1 break-words whitespace-pre-line text-sm">{review.comment}</p>}
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={replyId} className="text-sm font-medium">
          {t('reviews.reply')}
        </label>
        <textarea
          id={replyId}
          value={reply}
          maxLength={2000}
          rows={2}
          onChange={(event) => setReply(event.target.value)}
          className="rounded-md border border-line bg-surface-raised px-3 py-2 text-base"
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          pending={busy === `reply-${review.id}`}
          onClick={() =>
            void act(
              `reply-${review.id}`,
              `${path}/reply`,
              { method: 'PUT', body: { reply: reply.trim() || null } },
              t('reviews.replySaved'),
            )
          }
        >
          {t('reviews.saveReply')}
        </Button>
        {review.status !== 'accepted' && (
          <Button
            pending={busy === `accept-${review.id}`}
            onClick={() =>
              void act(
                `accept-${review.id}`,
                `${path}/accept`,
                { method: 'PATCH', body: {} },
                t('reviews.accepted'),
              )
            }
          >
            <Check aria-hidden className="size-4" />
            {t('reviews.accept')}
          </Button>
        )}
        {review.status !== 'rejected' && (
          <Button
            variant="danger"
            pending={busy === `reject-${review.id}`}
            onClick={() =>
              void act(
                `reject-${review.id}`,
                `${path}/reject`,
                { method: 'PATCH', body: {} },
                t('reviews.rejected'),
              )
            }
          >
            <X aria-hidden className="size-4" />
            {t('reviews.reject')}
          </Button>
        )}
      </div>
    </li>
  );
}
