import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmationBody, type TwoFactorEnrollment } from '@sakhe/contract/admin';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import { Button, Card, Field, Notice, PageHeader } from '../components/ui';
import { api } from '../lib/api';
import { issueMessage, showApiErrors } from '../lib/forms';
import { rememberStaff } from '../lib/session';
import type { clientLoader as shellLoader } from './shell';

type Confirmation = z.input<typeof twoFactorConfirmationBody>;

export default function TwoFactor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const staff = shell?.staff;
  const [enrollment, setEnrollment] = useState<TwoFactorEnrollment | null>(null);
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Confirmation>({
    resolver: zodResolver(twoFactorConfirmationBody, { error: issueMessage }),
    defaultValues: { code: '' },
  });

  async function start() {
    setStarting(true);
    setMessage(null);
    try {
      setEnrollment(await api<TwoFactorEnrollment>('/two-factor/enrollment', { method: 'POST', body: {} }));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : t('errors.unexpected'));
    } finally {
      setStarting(false);
    }
  }

  const confirm = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await api('/two-factor/confirmation', { method: 'POST', body: values });
      if (staff) rememberStaff({ ...staff, twoFactorEnabled: true });
      await navigate('/', { replace: true, state: { notice: 'twoFactor.enabled' } });
    } catch (error) {
      setMessage(showApiErrors(error, form.setError, ['code'], t('errors.unexpected')));
    }
  });

  if (staff?.twoFactorEnabled) {
    return (
      <>
        <PageHeader title={t('twoFactor.title')} />
        <Notice tone="success">{t('twoFactor.alreadyOn')}</Notice>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('twoFactor.title')} />
      <div className="flex max-w-2xl flex-col gap-4">
        {staff?.twoFactorRequired && <Notice tone="info">{t('twoFactor.required')}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {!enrollment ? (
          <Card>
            <p className="mb-4 text-sm">{t('twoFactor.intro')}</p>
            <Button onClick={() => void start()} pending={starting}>
              <ShieldCheck aria-hidden className="size-4" />
              {t('twoFactor.start')}
            </Button>
          </Card>
        ) : (
          <>
            <Card title={t('twoFactor.scanTitle')}>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                <img
                  src={enrollment.qrCode}
                  alt={t('twoFactor.qrAlt')}
                  width={192}
                  height={192}
                  className="size-48 shrink-0 rounded border border-line bg-white"
                />
                <div className="min-w-0 text-sm">
                  <p>{t('twoFactor.scan')}</p>
                  <p className="mt-3 text-ink-muted">{t('twoFactor.manual')}</p>
                  <code data-testid="two-factor-secret" className="mt-1 block font-mono break-all">
                    {enrollment.secret}
                  </code>
                </div>
              </div>
            </Card>
            <Card title={t('twoFactor.recoveryTitle')}>
              <p className="mb-3 text-sm">{t('twoFactor.recoveryIntro')}</p>
              <ul
                aria-label={t('twoFactor.recoveryTitle')}
                data-testid="recovery-codes"
                className="grid grid-cols-2 gap-2 font-mono text-sm"
              >
                {enrollment.recoveryCodes.map((code) => (
                  <li key={code} className="rounded bg-surface-sunken px-2 py-1">
                    {code}
                  </li>
                ))}
              </ul>
              <label className="mt-4 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-accent"
                  checked={saved}
                  onChange={(event) => setSaved(event.target.checked)}
                />
                {t('twoFactor.saved')}
              </label>
            </Card>
            <Card title={t('twoFactor.confirmTitle')}>
              <form onSubmit={(event) => void confirm(event)} noValidate className="flex flex-col gap-4">
                <Field
                  label={t('twoFactor.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  error={form.formState.errors.code?.message}
                  {...form.register('code')}
                />
                <Button type="submit" disabled={!saved} pending={form.formState.isSubmitting}>
                  {t('twoFactor.confirm')}
                </Button>
              </form>
            </Card>
          </>
        )}
      </div>
    </>
  );
}
