import type { HydraCollection } from '@sakhe/contract';
import type { AuditLogEntry } from '@sakhe/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/audit-log';
import { DataTable } from '../components/DataTable';
import { Pagination } from '../components/Pagination';
import { Button, Field, PageHeader } from '../components/ui';
import { api, queryString } from '../lib/api';
import { currentLocale } from '../lib/i18n';
import { formatDateTime } from '../lib/format';

const PER_PAGE = 50;
const FILTERS = ['action', 'entityType', 'entityId', 'staffId', 'from', 'to'] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query: Record<string, string | undefined> = { page: search.get('page') ?? undefined };
  for (const name of FILTERS) query[name] = search.get(name) ?? undefined;
  return api<HydraCollection<AuditLogEntry>>(
    `/audit-log${queryString({ ...query, itemsPerPage: PER_PAGE })}`,
  );
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1);
}

export default function AuditLog() {
  const data = useLoaderData<typeof clientLoader>();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const locale = currentLocale();
  const page = Number(search.get('page') ?? 1);
  const columns = useMemo<ColumnDef<AuditLogEntry, unknown>[]>(
    () => [
      {
        id: 'when',
        header: t('audit.when'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, locale),
      },
      { id: 'who', header: t('audit.who'), cell: ({ row }) => row.original.staffEmail ?? '—' },
      { id: 'action', header: t('audit.action'), cell: ({ row }) => <code>{row.original.action}</code> },
      {
        id: 'record',
        header: t('audit.record'),
        cell: ({ row }) => `${row.original.entityType} ${row.original.entityId ?? ''}`,
      },
      {
        id: 'change',
        header: t('audit.change'),
        cell: ({ row }) => (
          <details>
            <summary className="cursor-pointer text-accent">{t('audit.show')}</summary>
            <div className="mt-2 grid gap-2 text-xs sm:grid-cols-2">
              <pre className="overflow-x-auto rounded bg-surface-sunken p-2">
                {t('audit.before')}: {describe(row.original.before)}
              </pre>
              <pre className="overflow-x-auto rounded bg-surface-sunken p-2">
                {t('audit.after')}: {describe(row.original.after)}
              </pre>
            </div>
          </details>
        ),
      },
    ],
    [t, locale],
  );
  return (
    <>
      <PageHeader title={t('audit.title')} />
      <Form
        method="get"
        className="mb-4 grid gap-3 rounded-lg border border-line bg-surface-raised p-4 sm:grid-cols-3 lg:grid-cols-6"
      >
        <Field label={t('audit.action')} name="action" defaultValue={search.get('action') ?? ''} />
        <Field
          label={t('audit.entityType')}
          name="entityType"
          defaultValue={search.get('entityType') ?? ''}
        />
        <Field label={t('audit.entityId')} name="entityId" defaultValue={search.get('entityId') ?? ''} />
        <Field
          label={t('audit.staffId')}
          name="staffId"
          inputMode="numeric"
          defaultValue={search.get('staffId') ?? ''}
        />
        <Field label={t('audit.from')} name="from" type="date" defaultValue={search.get('from') ?? ''} />
        <Field label={t('audit.to')} name="to" type="date" defaultValue={search.get('to') ?? ''} />
        <div className="sm:col-span-3 lg:col-span-6">
          <Button type="submit">{t('common.filter')}</Button>
        </div>
      </Form>
      <DataTable
        caption={t('audit.title')}
        columns={columns}
        rows={data['hydra:member']}
        empty={t('audit.empty')}
      />
      <Pagination
        page={page}
        pages={Math.ceil(data['hydra:totalItems'] / PER_PAGE)}
        total={data['hydra:totalItems']}
      />
    </>
  );
}
