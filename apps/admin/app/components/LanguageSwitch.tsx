import { Languages } from 'lucide-react';
import { currentLocale, switchLocale } from '../lib/i18n';

/** Georgian ⇄ English: the button names the other language, in that language (its accessible name too). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const other = currentLocale() === 'ka' ? 'en' : 'ka';
  return (
    <button
      type="button"
      onClick={() => void switchLocale(other)}
      lang={other}
      className={`inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm hover:bg-surface-sunken ${className}`}
    >
      <Languages aria-hidden className="size-4" />
      {other === 'en' ? 'English' : 'ქართული'}
    </button>
  );
}
