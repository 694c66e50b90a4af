import type { HydraCollection } from '@sakhe/contract';
import type { staffSessionSchema } from '@sakhe/contract/admin';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/sessions';
import { Badge, Button, Confirm, Notice, PageHeader } from '../components/ui';
import { api } from '../lib/api';
import { currentLocale } from '../lib/i18n';
import { formatDateTime } from '../lib/format';
import { rememberStaff } from '../lib/session';

type StaffSession = z.infer<typeof staffSessionSchema>;

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  return api<HydraCollection<StaffSession>>('/sessions');
}

export default function Sessions() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function end(id: string | null) {
    setBusy(id ?? 'all');
    setResult(null);
    try {
      await api(id ? `/sessions/${id}` : '/sessions', { method: 'DELETE' });
      const own = id === null || data['hydra:member'].find((session) => session.id === id)?.current;
      if (own) {
        rememberStaff(null);
        await navigate('/sign-in', { replace: true });
        return;
      }
      setResult({ tone: 'success', text: t('sessions.ended') });
      await revalidator.revalidate();
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : t('errors.unexpected') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader title={t('sessions.title')}>
        <Confirm
          trigger={
            <Button variant="danger" pending={busy === 'all'}>
              <LogOut aria-hidden className="size-4" />
              {t('sessions.signOutEverywhere')}
            </Button>
          }
          title={t('sessions.signOutEverywhere')}
          description={t('sessions.signOutEverywhereConfirm')}
          confirmLabel={t('sessions.signOutEverywhere')}
          onConfirm={() => void end(null)}
        />
      </PageHeader>
      <p className="mb-4 max-w-2xl text-sm text-ink-muted">{t('sessions.intro')}</p>
      {result && (
        <div className="mb-4">
          <Notice tone={result.tone}>{result.text}</Notice>
        </div>
      )}
      <ul className="flex max-w-3xl flex-col gap-3">
        {data['hydra:member'].map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface-raised p-4"
          >
            <div className="flex min-w-0 items-start gap-3">
              <MonitorSmartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">
                  {session.userAgent ?? t('sessions.unknownDevice')}{' '}
                  {session.current && <Badge tone="accent">{t('sessions.current')}</Badge>}
                </p>
                <p className="text-ink-muted">
                  {t('sessions.details', {
                    ip: session.ipAddress ?? '—',
                    created: formatDateTime(session.createdAt, locale),
                    used: formatDateTime(session.lastUsedAt, locale),
                  })}
                </p>
              </div>
            </div>
            <Button variant="secondary" pending={busy === session.id} onClick={() => void end(session.id)}>
              {t('sessions.end')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
