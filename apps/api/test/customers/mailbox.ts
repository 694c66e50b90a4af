import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Reads the .eml files the file mail transport writes to MAIL_DIR (no SMTP_URL in tests). */

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** RFC 2047 encoded words in headers (nodemailer writes Georgian subjects that way). */
export const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_whole, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

export const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export function readMail(file: string, raw: string): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers)?.[1];
  const part = boundary
    ? (body.split(`--${boundary}`).find((chunk) => /content-type: text\/plain/i.test(chunk)) ?? '')
    : `${head}\n\n${body}`;
  const [partHead = '', ...partBody] = part.trim().split(/\r?\n\r?\n/);
  const encoded = partBody.join('\n\n');
  const text = /base64/i.test(partHead)
    ? Buffer.from(encoded, 'base64').toString('utf8')
    : /quoted-printable/i.test(partHead)
      ? decodeQuotedPrintable(encoded)
      : encoded;
  return { file, to: decodeWords(header('To')).trim(), subject: decodeWords(header('Subject')), text };
}

export async function mails(dir: string): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map(async (name) => readMail(name, await readFile(join(dir, name), 'utf8'))));
}

/** The mails to `to`, once there are at least `count` of them (the API sends in the background). */
export async function mailsTo(dir: string, to: string, count = 1, timeoutMs = 10_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mails(dir)).filter((mail) => mail.to === to);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
