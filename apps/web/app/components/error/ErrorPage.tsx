import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/** The error page body: the status code, what happened, and a way back to the homepage. */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const t = useT();
  const notFound = status === 404;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <title>{t(notFound ? 'error.notFoundTitle' : 'error.genericTitle')}</title>
      <p className="text-sm font-medium tracking-wide text-accent">{t('error.status', { status })}</p>
      <h1 className="mt-3 text-3xl font-semibold text-ink sm:text-4xl">
        {notFound ? t('error.notFound') : t('error.generic')}
      </h1>
      <LocalizedLink
        to="/"
        className="mt-10 inline-flex items-center rounded-full bg-accent px-6 py-3 font-medium text-white transition-colors hover:bg-accent-strong motion-reduce:transition-none"
      >
        {t('error.backHome')}
      </LocalizedLink>
    </section>
  );
}
