import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { AdminUser } from '@sakhe/contract/admin';
import {
  BadgePercent,
  ClipboardList,
  Contact,
  FolderTree,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquareText,
  Newspaper,
  Package,
  ScrollText,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, NavLink, Outlet, redirect, useLoaderData, useNavigate } from 'react-router';
import type { Route } from './+types/shell';
import { FlashNotice } from '../components/FlashNotice';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { api, ApiError } from '../lib/api';
import { canSee, mustEnroll, rememberStaff, requireStaff, type Screen } from '../lib/session';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const staff = await requireStaff(request);
  // An owner without two-factor changes nothing until enrolled: the app leads them there first.
  if (mustEnroll(staff) && !new URL(request.url).pathname.endsWith('/two-factor')) {
    throw redirect('/two-factor');
  }
  return { staff };
}

interface NavItem {
  to: string;
  screen: Screen;
  label:
    | 'nav.dashboard'
    | 'nav.orders'
    | 'nav.customers'
    | 'nav.products'
    | 'nav.categories'
    | 'nav.content'
    | 'nav.promotions'
    | 'nav.reviews'
    | 'nav.staff'
    | 'nav.sessions'
    | 'nav.auditLog'
    | 'nav.settings';
  icon: typeof LayoutDashboard;
}

const NAV: NavItem[] = [
  { to: '/', screen: 'dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/orders', screen: 'orders', label: 'nav.orders', icon: ClipboardList },
  { to: '/customers', screen: 'customers', label: 'nav.customers', icon: Contact },
  { to: '/products', screen: 'products', label: 'nav.products', icon: Package },
  { to: '/categories', screen: 'categories', label: 'nav.categories', icon: FolderTree },
  { to: '/content', screen: 'content', label: 'nav.content', icon: Newspaper },
  { to: '/promotions', screen: 'promotions', label: 'nav.promotions', icon: BadgePercent },
  { to: '/reviews', screen: 'reviews', label: 'nav.reviews', icon: MessageSquareText },
  { to: '/staff', screen: 'staff', label: 'nav.staff', icon: Users },
  { to: '/sessions', screen: 'sessions', label: 'nav.sessions', icon: KeyRound },
  { to: '/audit-log', screen: 'auditLog', label: 'nav.auditLog', icon: ScrollText },
  { to: '/settings', screen: 'settings', label: 'nav.settings', icon: Settings },
];

function displayName(staff: AdminUser): string {
  return [staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.email;
}

export default function Shell() {
  const { staff } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const items = NAV.filter((item) => canSee(staff, item.screen));

  async function signOut() {
    setSigningOut(true);
    try {
      await api('/logout', { method: 'POST', body: {}, refresh: false });
    } catch {
      // Signed out already, or the session ended: either way the cookie is of no more use.
    }
    rememberStaff(null);
    await navigate('/sign-in', { replace: true });
  }

  const links = (onNavigate?: () => void) =>
    items.map(({ to, label, icon: Icon }) => (
      <NavLink
        key={to}
        to={to}
        end={to === '/'}
        onClick={onNavigate}
        className={({ isActive }) =>
          `flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm ${
            isActive ? 'bg-accent-soft font-semibold text-accent-strong' : 'text-ink hover:bg-surface-sunken'
          }`
        }
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {t(label)}
      </NavLink>
    ));

  return (
    <div className="min-h-screen md:grid md:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:p-2"
      >
        {t('nav.skip')}
      </a>
      {/* Phones: a bar with the menu; wider screens: the side navigation. */}
      <header className="no-print sticky top-0 z-30 flex items-center justify-between border-b border-line bg-surface-raised px-3 py-2 md:hidden">
        <p className="font-semibold text-accent">{t('app.brand')}</p>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <button
              type="button"
              className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 hover:bg-surface-sunken"
            >
              <Menu aria-hidden className="size-5" />
              {t('nav.menu')}
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-40 min-w-56 rounded-lg border border-line bg-surface-raised p-2 shadow-lg"
            >
              {items.map(({ to, label, icon: Icon }) => (
                <DropdownMenu.Item key={to} asChild>
                  <NavLink
                    to={to}
                    end={to === '/'}
                    className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm outline-none data-highlighted:bg-surface-sunken"
                  >
                    <Icon aria-hidden className="size-4" />
                    {t(label)}
                  </NavLink>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item
                onSelect={() => void signOut()}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none data-highlighted:bg-surface-sunken"
              >
                <LogOut aria-hidden className="size-4" />
                {t('nav.signOut')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>
      <aside className="no-print hidden border-r border-line bg-surface-raised md:flex md:min-h-screen md:flex-col md:gap-6 md:p-4">
        <p className="px-3 text-xl font-semibold text-accent">{t('app.brand')}</p>
        <nav aria-label={t('nav.label')} className="flex flex-col gap-1">
          {links()}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <p className="px-3 break-all text-ink-muted">
            {displayName(staff)}
            <br />
            <span className="inline-flex items-center gap-1">
              {staff.twoFactorEnabled && <ShieldCheck aria-hidden className="size-3.5 text-success" />}
              {t(`roles.${staff.role}`)}
            </span>
          </p>
          <LanguageSwitch />
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={signingOut}
            className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 hover:bg-surface-sunken"
          >
            <LogOut aria-hidden className="size-4" />
            {t('nav.signOut')}
          </button>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 px-3 py-4 md:px-8 md:py-6">
        <div className="no-print mb-3 flex justify-end md:hidden">
          <LanguageSwitch />
        </div>
        <FlashNotice />
        <Outlet />
      </main>
    </div>
  );
}

/**
 * A screen the member's role may not open (the API's 403), or a record that is not there (404), shown
 * inside the back office's frame; anything else says something went wrong.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? [t('errors.forbiddenTitle'), t('errors.forbidden')]
      : status === 404
        ? [t('errors.notFoundTitle'), t('errors.notFound')]
        : [t('errors.title'), t('errors.unexpected')];
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-ink-muted">{text}</p>
      <a className="mt-4 inline-block text-accent underline" href="/admin/">
        {t('errors.home')}
      </a>
    </main>
  );
}
