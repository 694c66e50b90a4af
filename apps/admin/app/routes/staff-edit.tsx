import { zodResolver } from '@hookform/resolvers/zod';
import {
  administratorCreateBody,
  administratorUpdateBody,
  STAFF_ROLES,
  type AdminUser,
} from '@sakhe/contract/admin';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/staff-edit';
import { Button, Card, Confirm, Field, Notice, PageHeader, Select } from '../components/ui';
import { api } from '../lib/api';
import { issueMessage, showApiErrors } from '../lib/forms';
import type { clientLoader as shellLoader } from './shell';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    member: params.id ? await api<AdminUser>(`/administrators/${encodeURIComponent(params.id)}`) : null,
  };
}

type Values = z.input<typeof administratorCreateBody>;

const FIELDS = [
  'email',
  'username',
  'plainPassword',
  'firstName',
  'lastName',
  'localeCode',
  'enabled',
  'role',
] as const;

export default function StaffEdit() {
  const { member } = useLoaderData<typeof clientLoader>();
  const me = useRouteLoaderData<typeof shellLoader>('routes/shell')?.staff;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const schema = member ? administratorUpdateBody : administratorCreateBody;
  const form = useForm<Values>({
    // An empty password on an existing member means "keep it".
    resolver: zodResolver(schema as typeof administratorCreateBody, { error: issueMessage }),
    defaultValues: {
      email: member?.email ?? '',
      username: member?.username ?? '',
      plainPassword: member ? undefined : '',
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      localeCode: (member?.localeCode as 'ka' | 'en' | undefined) ?? 'ka',
      enabled: member?.enabled ?? true,
      role: member?.role ?? 'fulfilment',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    // An empty password of an existing member keeps theirs; an empty username lets the API derive one.
    const body = {
      ...values,
      username: values.username || undefined,
      plainPassword: values.plainPassword || undefined,
    };
    try {
      const saved = await api<AdminUser>(member ? `/administrators/${member.id}` : '/administrators', {
        method: member ? 'PUT' : 'POST',
        body,
      });
      if (member) {
        form.reset({ ...values, plainPassword: undefined });
        setResult({ tone: 'success', text: t('staff.saved') });
      } else {
        await navigate(`/staff/${saved.id}`, { replace: true, state: { notice: 'staff.createdNotice' } });
      }
    } catch (error) {
      const text = showApiErrors(error, form.setError, FIELDS, t('errors.unexpected'));
      if (text) setResult({ tone: 'error', text });
    }
  });

  async function remove() {
    if (!member) return;
    setDeleting(true);
    setResult(null);
    try {
      await api(`/administrators/${member.id}`, { method: 'DELETE' });
      await navigate('/staff', { replace: true });
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : t('errors.unexpected') });
      setDeleting(false);
    }
  }

  return (
    <>
      <PageHeader title={member ? member.email : t('staff.add')}>
        <Link to="/staff" className="text-sm text-accent underline">
          {t('staff.back')}
        </Link>
      </PageHeader>
      <div className="flex max-w-2xl flex-col gap-4">
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <Card>
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
            <Field
              className="sm:col-span-2"
              label={t('staff.email')}
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Field
              label={t('staff.firstName')}
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <Field
              label={t('staff.lastName')}
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
            <Field
              label={t('staff.username')}
              error={errors.username?.message}
              {...form.register('username')}
            />
            <Field
              label={member ? t('staff.newPassword') : t('staff.password')}
              type="password"
              autoComplete="new-password"
              hint={t('staff.passwordHint')}
              error={errors.plainPassword?.message}
              {...form.register('plainPassword', { setValueAs: (value: string) => value || undefined })}
            />
            <Select label={t('staff.role')} error={errors.role?.message} {...form.register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('staff.language')}
              error={errors.localeCode?.message}
              {...form.register('localeCode')}
            >
              <option value="ka">ქართული</option>
              <option value="en">English</option>
            </Select>
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" className="size-4 accent-accent" {...form.register('enabled')} />
              {t('staff.enabledLabel')}
            </label>
            <p className="text-xs text-ink-muted sm:col-span-2">{t('staff.rolesHelp')}</p>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" pending={isSubmitting}>
                {member ? t('common.save') : t('staff.create')}
              </Button>
            </div>
          </form>
        </Card>
        {member && member.id !== me?.id && (
          <Card title={t('staff.deleteTitle')}>
            <p className="mb-3 text-sm text-ink-muted">{t('staff.deleteIntro')}</p>
            <Confirm
              trigger={
                <Button variant="danger" pending={deleting}>
                  <Trash2 aria-hidden className="size-4" />
                  {t('staff.delete')}
                </Button>
              }
              title={t('staff.deleteConfirmTitle', { email: member.email })}
              description={t('staff.deleteConfirm')}
              confirmLabel={t('staff.delete')}
              onConfirm={() => void remove()}
            />
          </Card>
        )}
      </div>
    </>
  );
}
