import { Component, lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import type { RichTextKind } from '../lib/rich-text';
import { TextArea } from './Bilingual';

// TipTap and ProseMirror are a chunk of their own, fetched when a form with rich text first shows: the
// back office's first load (sign-in, orders on a packer's phone) does not carry them.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface RichTextFieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  kind: RichTextKind;
  /** The HTML, when a form keeps it (react-hook-form's Controller); else the field keeps its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  /** A plain form reads the HTML from a hidden input of this name (FormData). */
  name?: string;
  /** The height of the textarea it replaces, in lines. */
  rows?: number;
  /** react-hook-form's `field.ref`: it focuses the field when the server refuses its value. */
  inputRef?: (instance: { focus: () => void } | null) => void;
  className?: string;
}

/**
 * A rich-text field of a react-hook-form form: the form keeps its HTML, and a value the server refuses
 * shows its message under the field, which takes the focus.
 */
export function RichTextController<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  rules,
  ...shown
}: {
  control: Control<Values, Context, Transformed>;
  name: FieldPath<Values>;
  rules?: Omit<RegisterOptions<Values>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
} & Pick<RichTextFieldProps, 'label' | 'hint' | 'kind' | 'rows'>) {
  return (
    <Controller
      control={control}
      name={name}
      {...(rules ? { rules } : {})}
      render={({ field, fieldState }) => (
        <RichTextField
          {...shown}
          error={fieldState.error?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

/**
 * A labelled rich-text field: formatting buttons and the text as shoppers will see it, the HTML in the
 * form. Its label, hint and error are wired as the other fields' are (aria-labelledby, aria-describedby,
 * aria-invalid). While the editor's code loads, a box of the same size stands in for it, so nothing moves.
 */
export function RichTextField({
  label,
  hint,
  error,
  kind,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  name,
  rows = 6,
  inputRef,
  className = '',
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const labelId = `${fieldId}-label`;
  const [own, setOwn] = useState(defaultValue);
  const html = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const describedBy =
    [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ') ||
    undefined;

  // The loaded editor hands over how to focus it: to the label's click and to react-hook-form.
  const handle = useRef<{ focus: () => void } | null>(null);
  const focusHandle = useCallback(
    (next: { focus: () => void } | null) => {
      handle.current = next;
      inputRef?.(next);
    },
    [inputRef],
  );

  return (
    <EditorBoundary
      fallback={
        <TextArea
          label={label}
          hint={t('richText.unavailable')}
          error={error}
          rows={rows}
          name={name}
          value={html}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          className={className}
        />
      }
    >
      <div className={`flex flex-col gap-1 ${className}`}>
        {/* Not a <label for>: the editable area is no form control; it names itself with aria-labelledby. */}
        <label id={labelId} className="text-sm font-medium" onClick={() => handle.current?.focus()}>
          {label}
        </label>
        <Suspense fallback={<Loading rows={rows} invalid={Boolean(error)} text={t('richText.loading')} />}>
          <RichTextEditor
            kind={kind}
            value={html}
            onChange={change}
            onBlur={onBlur}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            rows={rows}
            focusHandle={focusHandle}
          />
        </Suspense>
        {name !== undefined && <input type="hidden" name={name} value={html} />}
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
    </EditorBoundary>
  );
}

/** The editor's box (toolbar strip and text area) while its code loads: the same size, so nothing shifts. */
function Loading({ rows, invalid, text }: { rows: number; invalid: boolean; text: string }) {
  return (
    <div
      aria-busy="true"
      className={`flex flex-col overflow-hidden rounded-md border bg-surface-raised ${invalid ? 'border-danger' : 'border-line'}`}
    >
      <div className="min-h-11 border-b border-line bg-surface" />
      <p className="px-3 py-2 text-sm text-ink-muted" style={{ minHeight: `${rows * 1.5 + 1}rem` }}>
        {text}
      </p>
    </div>
  );
}

/**
 * If the editor's chunk cannot load (a deploy replaced the files under an open tab, the connection
 * dropped), the field falls back to the HTML in a textarea, as it was edited before: the form still works
 * (its value, name and error stay the field's).
 */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
