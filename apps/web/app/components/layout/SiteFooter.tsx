import { useTranslation } from 'react-i18next';

const FIRST_YEAR = 2020;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-surface-sunken">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-ink-muted sm:px-6">
        <p>{t('footer.copyright', { from: FIRST_YEAR, to: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
