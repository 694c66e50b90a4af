import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The back office edits Georgian and English side by side: Georgian first, each column labelled. */
export function Bilingual({
  children,
}: {
  children: (locale: 'ka_GE' | 'en_US', lang: 'ka' | 'en') => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['ka_GE', 'en_US'] as const).map((locale) => {
        const lang = locale === 'ka_GE' ? 'ka' : 'en';
        return (
          <fieldset
            key={locale}
            lang={lang}
            className="flex min-w-0 flex-col gap-3 rounded-md border border-line p-3"
          >
            <legend className="px-1 text-sm font-semibold">
              {t(lang === 'ka' ? 'settings.inGeorgian' : 'settings.inEnglish')}
            </legend>
            {children(locale, lang)}
          </fieldset>
        );
      })}
    </div>
  );
}

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line field (rich text is HTML the server cleans), its error read with it. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, className = '', ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="rounded-md border border-line bg-surface-raised px-3 py-2 text-sm aria-invalid:border-danger"
        {...props}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
