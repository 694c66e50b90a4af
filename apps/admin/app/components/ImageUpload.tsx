import { ImageUp, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMAGE_UPLOAD_ACCEPT,
  MAX_IMAGE_UPLOAD_BYTES,
  type StoredImage,
  type UploadPurpose,
} from '@sakhe/contract/admin';
import { ApiError } from '../lib/api';
import { uploadFile } from '../lib/upload';
import { Button } from './ui';

/** What an upload in progress shows: how far it is, or why it failed. */
export interface UploadState {
  /** 0…1 while sending, null otherwise. */
  progress: number | null;
  error: string | null;
}

/**
 * Sends files one at a time to an upload operation, with progress and the API's message when it
 * refuses one (a file over 15 MB is refused here already, before a byte is sent).
 */
export function useUpload<T>() {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ progress: null, error: null });
  async function upload(path: string, file: File): Promise<T | null> {
    if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
      setState({ progress: null, error: t('media.tooLarge', { name: file.name }) });
      return null;
    }
    setState({ progress: 0, error: null });
    try {
      const result = await uploadFile<T>(path, file, (progress) => setState({ progress, error: null }));
      setState({ progress: null, error: null });
      return result;
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.violations.map((violation) => violation.message).join(' ') || error.message
          : t('media.failed');
      setState({ progress: null, error: `${file.name}: ${message}` });
      return null;
    }
  }
  return { ...state, upload, clearError: () => setState((current) => ({ ...current, error: null })) };
}

/** The files of a drop, or none when something else (text, a link) was dropped. */
export function droppedFiles(event: DragEvent): File[] {
  event.preventDefault();
  return Array.from(event.dataTransfer.files);
}

/** The bar and the message of an upload, read out as they change. */
export function UploadStatus({ progress, error }: UploadState) {
  const { t } = useTranslation();
  return (
    <>
      {progress !== null && (
        <div className="flex items-center gap-2 text-sm" role="status">
          <progress
            className="h-2 w-40 accent-accent"
            max={1}
            value={progress}
            aria-label={t('media.uploading')}
          />
          <span>{t('media.progress', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}

interface ImageUploadProps {
  label: string;
  /** Names the folder the file is stored in. */
  purpose: UploadPurpose;
  /** The current picture's URL (`/media/image/…`), or null. */
  value: string | null;
  /** The stored picture after an upload, null when the member removes it. */
  onChange: (image: StoredImage | null) => void;
  hint?: string;
}

/**
 * One picture for a category, a brand or a content item: pick or drop a JPEG, PNG, WebP or AVIF file;
 * it is uploaded at once (`POST /media`) and its path and URL handed to the form.
 */
export function ImageUpload({ label, purpose, value, onChange, hint }: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { progress, error, upload } = useUpload<StoredImage>();

  async function take(file: File | undefined) {
    if (!file) return;
    const stored = await upload(`/media?purpose=${purpose}`, file);
    if (stored) onChange(stored);
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          setDragging(false);
          void take(droppedFiles(event)[0]);
        }}
        className={`flex flex-wrap items-center gap-4 rounded-md border border-dashed p-3 ${dragging ? 'border-accent bg-accent-soft' : 'border-line'}`}
      >
        {value ? (
          <img
            src={value}
            alt=""
            className="size-24 rounded border border-line bg-surface-sunken object-contain"
          />
        ) : (
          <div className="grid size-24 place-items-center rounded border border-line bg-surface-sunken text-ink-muted">
            <ImageUp aria-hidden className="size-8" />
          </div>
        )}
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">{hint ?? t('media.dropHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              pending={progress !== null}
              aria-describedby={`${id}-label`}
              onClick={() => input.current?.click()}
            >
              {value ? t('media.replace') : t('media.choose')}
            </Button>
            {value && (
              <Button variant="ghost" aria-describedby={`${id}-label`} onClick={() => onChange(null)}>
                <X aria-hidden className="size-4" />
                {t('media.remove')}
              </Button>
            )}
          </div>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            aria-labelledby={`${id}-label`}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <UploadStatus progress={progress} error={error} />
        </div>
      </div>
    </div>
  );
}
