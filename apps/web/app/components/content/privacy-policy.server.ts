import type { Locale } from '../../lib/i18n/locale';
import type { LegalText } from './LegalDocument';
import en from './privacy-policy.en.json';
import ka from './privacy-policy.ka.json';

/** The privacy policy's text (SPEC §1), kept out of the locale bundles: only the server reads it. */
const POLICY: Record<Locale, LegalText> = { ka, en };

export function privacyPolicy(locale: Locale): LegalText {
  return POLICY[locale];
}
