import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../components/ui';

const TABS = [
  { to: '/content', label: 'content.blocks', end: true },
  { to: '/content/media', label: 'content.media', end: false },
  { to: '/content/faq', label: 'content.faq', end: false },
  { to: '/content/pages', label: 'content.pages', end: false },
] as const;

/** The CMS screens share a header and their tabs: blocks, pictures by section, the FAQ, pages. */
export default function Content() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('content.title')} />
      <nav aria-label={t('content.sections')} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              `inline-flex min-h-10 items-center rounded-md px-4 text-sm ${isActive ? 'bg-accent-soft font-semibold text-accent-strong' : 'hover:bg-surface-sunken'}`
            }
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
