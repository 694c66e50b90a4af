import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import type { StockAlertResult } from '../../lib/stock-alerts/stock-alerts';

/**
 * "Notify me when it is back" under an out-of-stock variant (issue 26, item 6): an e-mail, sent once
 * when it is in stock again, in this page's language. For guests and customers alike (the page is the
 * same for everyone); a plain form that works without JavaScript, answered in place with it.
 */
export function NotifyWhenBack({ variantCode }: { variantCode: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const { pathname, search } = useLocation();
  const emailId = useId();
  const fetcher = useFetcher<StockAlertResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (result?.ok) {
    return (
      <p
        role="status"
        data-testid="stock-alert-done"
        className="rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink"
      >
        {t('stockAlert.done', { email: result.email })}
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={localize('/stock-alerts')}
      defaultShouldRevalidate={false}
      className="max-w-sm rounded-xl border border-line bg-surface-raised p-4"
      data-testid="stock-alert-form"
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-5 text-accent" />
        {t('stockAlert.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('stockAlert.intro')}</p>
      <input type="hidden" name="variant" value={variantCode} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <label htmlFor={emailId} className="mt-3 block text-sm font-medium text-ink">
        {t('stockAlert.email')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-base text-ink"
        />
        <button
          type="submit"
          aria-disabled={fetcher.state !== 'idle' || undefined}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong aria-disabled:opacity-80"
        >
          {fetcher.state !== 'idle' ? t('stockAlert.sending') : t('stockAlert.submit')}
        </button>
      </div>
      <p role="alert" className="mt-2 text-sm text-danger empty:hidden">
        {result && !result.ok ? result.message : ''}
      </p>
    </fetcher.Form>
  );
}
