import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/** Reads the .eml files the file mail transport writes to MAIL_DIR (no SMTP_URL in tests). */

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** A message as a mail client shows it: headers and parts decoded, whatever encodings nodemailer chose. */
async function parseMail(raw: string) {
  const mail = await PostalMime.parse(raw);
  return {
    from: mail.from?.address ?? '',
    to: mail.to?.map((recipient) => recipient.address ?? '') ?? [],
    subject: mail.subject ?? '',
    text: mail.text ?? '',
  };
}

async function readMail(file: string, raw: string): Promise<Mail> {
  const { to, subject, text } = await parseMail(raw);
  return { file, to: to.join(', '), subject, text };
}

async function mails(dir: string): Promise<Mail[]> {
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
