import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/ui';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('errors.notFoundTitle')} />
      <p className="text-ink-muted">{t('errors.notFound')}</p>
      <Link to="/" className="mt-4 inline-block text-accent underline">
        {t('errors.home')}
      </Link>
    </>
  );
}
