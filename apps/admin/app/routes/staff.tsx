import type { AdminUser } from '@sakhe/contract/admin';
import type { HydraCollection } from '@sakhe/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/staff';
import { DataTable } from '../components/DataTable';
import { Badge, PageHeader } from '../components/ui';
import { api } from '../lib/api';
import { formatDate } from '../lib/format';

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  return api<HydraCollection<AdminUser>>('/administrators?itemsPerPage=100');
}

export default function Staff() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<AdminUser, unknown>[]>(
    () => [
      {
        id: 'member',
        header: t('staff.member'),
        cell: ({ row }) => (
          <Link to={`/staff/${row.original.id}`} className="font-medium text-accent underline">
            {[row.original.firstName, row.original.lastName].filter(Boolean).join(' ') ||
              row.original.username}
            <span className="block text-xs font-normal text-ink-muted no-underline">
              {row.original.email}
            </span>
          </Link>
        ),
      },
      { id: 'role', header: t('staff.role'), cell: ({ row }) => t(`roles.${row.original.role}`) },
      {
        id: 'twoFactor',
        header: t('staff.twoFactor'),
        cell: ({ row }) =>
          row.original.twoFactorEnabled ? (
            <Badge tone="success">
              <ShieldCheck aria-hidden className="mr-1 inline size-3" />
              {t('staff.twoFactorOn')}
            </Badge>
          ) : (
            <Badge tone={row.original.twoFactorRequired ? 'warning' : 'neutral'}>
              {t('staff.twoFactorOff')}
            </Badge>
          ),
      },
      {
        id: 'enabled',
        header: t('staff.status'),
        cell: ({ row }) =>
          row.original.enabled ? t('staff.enabled') : <Badge tone="danger">{t('staff.disabled')}</Badge>,
      },
      { id: 'created', header: t('staff.created'), cell: ({ row }) => formatDate(row.original.createdAt) },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('staff.title')}>
        <Link
          to="/staff/new"
          className="inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong"
        >
          <Plus aria-hidden className="size-4" />
          {t('staff.add')}
        </Link>
      </PageHeader>
      <DataTable
        caption={t('staff.title')}
        columns={columns}
        rows={data['hydra:member']}
        empty={t('staff.empty')}
      />
    </>
  );
}
