import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

export interface WrittenMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The pictures the HTML shows by content id (`cid:`), with their types. */
  inlineImages: Array<{ contentId: string; mimeType: string }>;
}

/**
 * Every e-mail the shop sent during the journeys, oldest first: the SMTP capture (e2e/smtp-capture.mjs)
 * files each one under DATA_DIR/mail. Decoded as a mail client would: nodemailer picks quoted-printable
 * or base64 per part by its content, so a Georgian message may come either way.
 */
export async function writtenMails(dataDir: string): Promise<WrittenMail[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await PostalMime.parse(await readFile(join(folder, file), 'utf8'));
      return {
        file,
        to: (mail.to ?? []).map((recipient) => recipient.address).join(', '),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html ?? '',
        inlineImages: mail.attachments
          .filter((attachment) => attachment.contentId && attachment.mimeType.startsWith('image/'))
          .map((attachment) => ({
            contentId: attachment.contentId!.replace(/^<|>$/g, ''),
            mimeType: attachment.mimeType,
          })),
      };
    }),
  );
}
