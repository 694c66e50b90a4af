import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showApiErrors } from '../lib/forms';
import { Button, Confirm } from './ui';

/** Violations of these fields land on them; the rest are said above the form. */
const isEditorField = (path: string) => path === 'code' || path.startsWith('translations.');

/**
 * Saving and deleting one CMS entry (a question, a picture, a page): the API's violations on their
 * fields, anything else as the form's message, and `onDone` with what to announce once it worked.
 */
export function useEntityEditor<Values extends FieldValues>({
  form,
  save,
  remove,
  onDone,
}: {
  form: UseFormReturn<Values>;
  save: (values: Values) => Promise<unknown>;
  remove: (() => Promise<unknown>) | null;
  onDone: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values);
      await onDone(t('content.saved'));
    } catch (failure) {
      setError(
        showApiErrors(failure, form.setError, isEditorField, t('errors.unexpected')) ?? t('content.fix'),
      );
    }
  });
  const deleteEntry = async () => {
    if (!remove) return;
    try {
      await remove();
      await onDone(t('content.deleted'));
    } catch (failure) {
      setError(showApiErrors(failure, form.setError, () => false, t('errors.unexpected')));
    }
  };
  return { error, setError, submit, deleteEntry };
}

/** Save, cancel and (for an entry that exists) delete after asking. */
export function EditorActions({
  pending,
  onCancel,
  onDelete,
}: {
  pending: boolean;
  onCancel: () => void;
  onDelete: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" pending={pending}>
        {t('common.save')}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {onDelete && (
        <Confirm
          trigger={<Button variant="danger">{t('content.delete')}</Button>}
          title={t('content.deleteTitle')}
          description={t('content.deleteText')}
          confirmLabel={t('content.delete')}
          onConfirm={onDelete}
        />
      )}
    </div>
  );
}
