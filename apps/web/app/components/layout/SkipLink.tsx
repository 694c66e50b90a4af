import { useT } from '../../lib/i18n/i18n';

export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-ink text-surface focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
