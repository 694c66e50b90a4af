import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminLoginBody,
  TWO_FACTOR_CODE_REQUIRED,
  type AdminAuthenticationToken,
  type AdminLoginBody,
} from '@sakhe/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { Button, Field, Notice } from '../components/ui';
import { api, ApiError } from '../lib/api';
import { issueMessage, showApiErrors } from '../lib/forms';
import { mustEnroll, rememberStaff } from '../lib/session';

/** Only the app's own addresses: `next` comes from the URL, which anyone can write. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function SignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [codeStep, setCodeStep] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBody, { error: issueMessage }),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await api<AdminAuthenticationToken>('/authentication-token', {
        method: 'POST',
        body: { email: values.email, password: values.password, ...(codeStep ? { code: values.code } : {}) },
        refresh: false,
      });
      rememberStaff(answer.adminUser);
      await navigate(mustEnroll(answer.adminUser) ? '/two-factor' : safeNext(search.get('next')), {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && error.message === TWO_FACTOR_CODE_REQUIRED) {
        setCodeStep(true);
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        setMessage(codeStep ? t('signIn.wrongCode') : t('signIn.wrongCredentials'));
        if (codeStep) form.setValue('code', '');
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        setMessage(t('signIn.tooMany'));
        return;
      }
      setMessage(showApiErrors(error, form.setError, ['email', 'password', 'code'], t('errors.unexpected')));
    }
  });

  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-between">
          <p className="text-xl font-semibold text-accent">{t('app.brand')}</p>
          <LanguageSwitch />
        </div>
        <div className="rounded-lg border border-line bg-surface-raised p-6 shadow-sm">
          <h1 className="mb-1 text-2xl font-semibold">
            {codeStep ? t('signIn.codeTitle') : t('signIn.title')}
          </h1>
          <p className="mb-5 text-sm text-ink-muted">
            {codeStep ? (recovery ? t('signIn.recoveryIntro') : t('signIn.codeIntro')) : t('signIn.intro')}
          </p>
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
            {message && <Notice tone="error">{message}</Notice>}
            <div className={codeStep ? 'hidden' : 'flex flex-col gap-4'}>
              <Field
                label={t('signIn.email')}
                type="email"
                autoComplete="username"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Field
                label={t('signIn.password')}
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...form.register('password')}
              />
            </div>
            {codeStep && (
              <>
                <Field
                  key={recovery ? 'recovery' : 'code'}
                  label={recovery ? t('signIn.recoveryCode') : t('signIn.code')}
                  autoComplete="one-time-code"
                  inputMode={recovery ? 'text' : 'numeric'}
                  autoFocus
                  error={errors.code?.message}
                  {...form.register('code')}
                />
                <button
                  type="button"
                  className="self-start text-sm text-accent underline"
                  onClick={() => {
                    setRecovery(!recovery);
                    form.setValue('code', '');
                  }}
                >
                  {recovery ? t('signIn.useCode') : t('signIn.useRecovery')}
                </button>
              </>
            )}
            <Button type="submit" pending={isSubmitting}>
              {codeStep ? t('signIn.verify') : t('signIn.submit')}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
