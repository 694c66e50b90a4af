import { updateSettingsBody, type AdminSettings } from '@sakhe/contract/admin';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/settings';
import { Button, Card, Field, Notice, PageHeader, Toggle } from '../components/ui';
import { api } from '../lib/api';
import { lariInput, parseLari } from '../lib/format';
import { contractResolver, showApiErrors } from '../lib/forms';
import { currentLocale } from '../lib/i18n';

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  // The API refuses other roles with 403, which the shell's error boundary words.
  return api<AdminSettings>('/settings');
}

interface Translated {
  ka_GE: string;
  en_US: string;
}

/** The form holds what staff type (lari, lists of provinces as text); toBody makes the contract's body of it. */
interface SettingsForm {
  underConstruction: boolean;
  requireTwoFactorForAll: boolean;
  headerMessage: Translated;
  contact: { address: Translated; phone: string; email: string; hours: Translated };
  social: { facebook: string; instagram: string; tiktok: string; youtube: string };
  paymentMethods: { code: string; enabled: boolean }[];
  shippingMethods: {
    code: string;
    name: Translated;
    enabled: boolean;
    calculator: 'flat_rate' | 'region_rate';
    configuration: { amount: string; defaultAmount: string; rates: { region: string; amount: string }[] };
    zone: { provinces: string; excludedProvinces: string };
  }[];
}

const SOCIAL = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;

function toForm(settings: AdminSettings): SettingsForm {
  return {
    underConstruction: settings.underConstruction,
    requireTwoFactorForAll: settings.requireTwoFactorForAll,
    headerMessage: settings.headerMessage ?? { ka_GE: '', en_US: '' },
    contact: {
      address: settings.contact.address,
      phone: settings.contact.phone,
      email: settings.contact.email,
      hours: settings.contact.hours ?? { ka_GE: '', en_US: '' },
    },
    social: {
      facebook: settings.social.facebook ?? '',
      instagram: settings.social.instagram ?? '',
      tiktok: settings.social.tiktok ?? '',
      youtube: settings.social.youtube ?? '',
    },
    paymentMethods: settings.paymentMethods.map(({ code, enabled }) => ({ code, enabled })),
    shippingMethods: settings.shippingMethods.map((method) => {
      const configuration = method.configuration;
      return {
        code: method.code,
        name: method.name,
        enabled: method.enabled,
        calculator: method.calculator,
        configuration:
          'amount' in configuration
            ? { amount: lariInput(configuration.amount), defaultAmount: '', rates: [] }
            : {
                amount: '',
                defaultAmount: lariInput(configuration.defaultAmount),
                rates: Object.entries(configuration.rates).map(([region, amount]) => ({
                  region,
                  amount: lariInput(amount),
                })),
              },
        zone: {
          provinces: (method.zone.provinces ?? []).join(', '),
          excludedProvinces: (method.zone.excludedProvinces ?? []).join(', '),
        },
      };
    }),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const bothOrNull = (text: Translated) => (text.ka_GE.trim() === '' && text.en_US.trim() === '' ? null : text);
// A typed amount that is not one stays as typed, and the contract's check names the field.
const tetri = (text: string) => parseLari(text) ?? text;
const codes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

function toBody(values: SettingsForm) {
  return {
    underConstruction: values.underConstruction,
    requireTwoFactorForAll: values.requireTwoFactorForAll,
    headerMessage: bothOrNull(values.headerMessage),
    contact: { ...values.contact, hours: bothOrNull(values.contact.hours) },
    social: Object.fromEntries(SOCIAL.map((name) => [name, orNull(values.social[name])])),
    paymentMethods: values.paymentMethods,
    shippingMethods: values.shippingMethods.map((method) => {
      const provinces = codes(method.zone.provinces);
      const excludedProvinces = codes(method.zone.excludedProvinces);
      return {
        code: method.code,
        name: method.name,
        enabled: method.enabled,
        calculator: method.calculator,
        configuration:
          method.calculator === 'flat_rate'
            ? { amount: tetri(method.configuration.amount) }
            : {
                defaultAmount: tetri(method.configuration.defaultAmount),
                rates: Object.fromEntries(
                  method.configuration.rates.map((rate) => [rate.region, tetri(rate.amount)]),
                ),
              },
        zone: {
          ...(provinces.length > 0 ? { provinces } : {}),
          ...(excludedProvinces.length > 0 ? { excludedProvinces } : {}),
        },
      };
    }),
  };
}

export default function Settings() {
  const settings = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const locale = currentLocale();
  const nameOf = (name: Translated) => (locale === 'ka' ? name.ka_GE : name.en_US);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<SettingsForm, unknown, ReturnType<typeof updateSettingsBody.parse>>({
    resolver: contractResolver(updateSettingsBody, toBody),
    defaultValues: toForm(settings),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const shipping = useFieldArray({ control: form.control, name: 'shippingMethods' });
  const message = (error: FieldError | undefined) => error?.message;

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    try {
      const saved = await api<AdminSettings>('/settings', { method: 'PUT', body });
      form.reset(toForm(saved));
      setResult({ tone: 'success', text: t('settings.saved') });
    } catch (error) {
      const text = showApiErrors(error, form.setError, () => true, t('errors.unexpected'));
      setResult({ tone: 'error', text: text ?? t('settings.fix') });
    }
  });

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex max-w-4xl flex-col gap-4"
        aria-describedby={result ? 'settings-result' : undefined}
      >
        {result && (
          <div id="settings-result">
            <Notice tone={result.tone}>{result.text}</Notice>
          </div>
        )}
        <Card title={t('settings.shop')}>
          <div className="flex flex-col gap-4">
            <Toggle
              label={t('settings.underConstruction')}
              hint={t('settings.underConstructionHint')}
              {...register('underConstruction')}
            />
            <Toggle
              label={t('settings.requireTwoFactorForAll')}
              hint={t('settings.requireTwoFactorForAllHint')}
              {...register('requireTwoFactorForAll')}
            />
          </div>
        </Card>
        <Card title={t('settings.headerMessage')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('settings.inGeorgian')}
              lang="ka"
              error={message(errors.headerMessage?.ka_GE)}
              {...register('headerMessage.ka_GE')}
            />
            <Field
              label={t('settings.inEnglish')}
              lang="en"
              error={message(errors.headerMessage?.en_US)}
              {...register('headerMessage.en_US')}
            />
          </div>
          <p className="mt-2 text-xs text-ink-muted">{t('settings.headerMessageHint')}</p>
        </Card>
        <Card title={t('settings.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('settings.addressKa')}
              lang="ka"
              error={message(errors.contact?.address?.ka_GE)}
              {...register('contact.address.ka_GE')}
            />
            <Field
              label={t('settings.addressEn')}
              lang="en"
              error={message(errors.contact?.address?.en_US)}
              {...register('contact.address.en_US')}
            />
            <Field
              label={t('settings.phone')}
              type="tel"
              error={message(errors.contact?.phone)}
              {...register('contact.phone')}
            />
            <Field
              label={t('settings.email')}
              type="email"
              error={message(errors.contact?.email)}
              {...register('contact.email')}
            />
            <Field
              label={t('settings.hoursKa')}
              lang="ka"
              error={message(errors.contact?.hours?.ka_GE)}
              {...register('contact.hours.ka_GE')}
            />
            <Field
              label={t('settings.hoursEn')}
              lang="en"
              error={message(errors.contact?.hours?.en_US)}
              {...register('contact.hours.en_US')}
            />
          </div>
        </Card>
        <Card title={t('settings.social')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL.map((name) => (
              <Field
                key={name}
                label={t(`settings.socialNames.${name}`)}
                type="url"
                placeholder="https://"
                error={message(errors.social?.[name])}
                {...register(`social.${name}`)}
              />
            ))}
          </div>
        </Card>
        <Card title={t('settings.paymentMethods')}>
          <div className="flex flex-col gap-3">
            {settings.paymentMethods.map((method, index) => (
              <Toggle
                key={method.code}
                label={nameOf(method.name)}
                hint={t('settings.gateway', { gateway: method.gateway })}
                {...register(`paymentMethods.${index}.enabled`)}
              />
            ))}
          </div>
        </Card>
        <Card title={t('settings.shippingMethods')}>
          <div className="flex flex-col gap-6">
            {shipping.fields.map((field, index) => {
              const methodErrors = errors.shippingMethods?.[index];
              return (
                <fieldset key={field.id} className="rounded-md border border-line p-3">
                  <legend className="px-1 font-medium">{nameOf(field.name)}</legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <div className="sm:col-span-2">
                      <Toggle
                        label={t('settings.enabled')}
                        {...register(`shippingMethods.${index}.enabled`)}
                      />
                    </div>
                    <Field
                      label={t('settings.nameKa')}
                      lang="ka"
                      error={message(methodErrors?.name?.ka_GE)}
                      {...register(`shippingMethods.${index}.name.ka_GE`)}
                    />
                    <Field
                      label={t('settings.nameEn')}
                      lang="en"
                      error={message(methodErrors?.name?.en_US)}
                      {...register(`shippingMethods.${index}.name.en_US`)}
                    />
                    {field.calculator === 'flat_rate' ? (
                      <Field
                        label={t('settings.fee')}
                        inputMode="decimal"
                        error={message(
                          (methodErrors?.configuration as { amount?: FieldError } | undefined)?.amount,
                        )}
                        {...register(`shippingMethods.${index}.configuration.amount`)}
                      />
                    ) : (
                      <>
                        <Field
                          label={t('settings.defaultFee')}
                          inputMode="decimal"
                          error={message(
                            (methodErrors?.configuration as { defaultAmount?: FieldError } | undefined)
                              ?.defaultAmount,
                          )}
                          {...register(`shippingMethods.${index}.configuration.defaultAmount`)}
                        />
                        {field.configuration.rates.map((rate, rateIndex) => (
                          <Field
                            key={rate.region}
                            label={t('settings.regionFee', { region: rate.region })}
                            inputMode="decimal"
                            {...register(`shippingMethods.${index}.configuration.rates.${rateIndex}.amount`)}
                          />
                        ))}
                      </>
                    )}
                    <Field
                      label={t('settings.provinces')}
                      hint={t('settings.provincesHint')}
                      error={message(methodErrors?.zone?.provinces as FieldError | undefined)}
                      {...register(`shippingMethods.${index}.zone.provinces`)}
                    />
                    <Field
                      label={t('settings.excludedProvinces')}
                      error={message(methodErrors?.zone?.excludedProvinces as FieldError | undefined)}
                      {...register(`shippingMethods.${index}.zone.excludedProvinces`)}
                    />
                  </div>
                </fieldset>
              );
            })}
          </div>
        </Card>
        <div className="sticky bottom-0 -mx-3 border-t border-line bg-surface/95 px-3 py-3 md:mx-0 md:px-0">
          <Button type="submit" pending={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
