import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Notice } from './ui';

/** What the previous screen did, when it moved here afterwards (navigate's state `notice`, a message key). */
export function FlashNotice() {
  const { t } = useTranslation();
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  if (typeof notice !== 'string' || !(t(notice as 'nav.menu', { defaultValue: '' }) as string)) return null;
  return (
    <div className="mb-4">
      <Notice tone="success">{t(notice as 'nav.menu')}</Notice>
    </div>
  );
}
