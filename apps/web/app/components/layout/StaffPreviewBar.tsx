import { useT } from '../../lib/i18n/i18n';

/**
 * A thin bar over the page for staff signed into the back office while the shop is under
 * construction: they see the shop shoppers do not (issue 21, issue 26 §1).
 */
export function StaffPreviewBar() {
  const t = useT();
  return (
    <p role="status" className="bg-ink px-4 py-1 text-center text-xs text-surface" data-staff-preview>
      {t('chrome.staffPreview')}
    </p>
  );
}
