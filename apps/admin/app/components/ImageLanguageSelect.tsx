import type { CatalogLocale } from '@sakhe/contract';
import { useTranslation } from 'react-i18next';
import { Select } from './ui';

const LANGUAGES = [
  ['ka_GE', 'media.languageKa'],
  ['en_US', 'media.languageEn'],
] as const satisfies ReadonlyArray<readonly [CatalogLocale, string]>;

/**
 * Which language's pages show an image: both (a picture without words), or only Georgian or only
 * English (a banner with words drawn on it, uploaded once per language).
 */
export function ImageLanguageSelect({
  value,
  onChange,
}: {
  value: CatalogLocale | null;
  onChange: (locale: CatalogLocale | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('media.language')}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = LANGUAGES.find(([locale]) => locale === event.target.value);
        onChange(chosen ? chosen[0] : null);
      }}
    >
      <option value="">{t('media.languageAll')}</option>
      {LANGUAGES.map(([locale, label]) => (
        <option key={locale} value={locale} lang={locale.slice(0, 2)}>
          {t(label)}
        </option>
      ))}
    </Select>
  );
}
