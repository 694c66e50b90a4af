import { ADMIN_API } from '@sakhe/contract/admin';
import { ApiError, refreshSession } from './api';
import { currentLocale } from './i18n';

/**
 * Sends one file to an Admin API upload operation (multipart, field `file`) and reports how much of
 * it has gone: XMLHttpRequest, as fetch tells nothing of an upload's progress. Headers, the session's
 * renewal on 401 and errors are api()'s.
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  let answer = await send(path, file, onProgress, signal);
  if (answer.status === 401 && (await refreshSession())) answer = await send(path, file, onProgress, signal);
  if (!answer.ok) throw new ApiError(answer.status, answer.body);
  return answer.body as T;
}

interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
}

function send(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${ADMIN_API}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/ld+json, application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    request.setRequestHeader('X-Sakhe-Admin', '1');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = { message: request.responseText };
      }
      resolve({ status: request.status, ok: request.status >= 200 && request.status < 300, body });
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
