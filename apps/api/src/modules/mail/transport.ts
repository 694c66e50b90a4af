import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Pictures the HTML shows by content id (`cid:`). */
  attachments?: Array<{ filename: string; content: Buffer; cid: string; contentType: string }>;
}

export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file under MAIL_DIR
 * (open it in any mail client), and its path is logged.
 */
export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_DIR'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        const info = await smtp.sendMail({ from: config.MAIL_FROM, ...message });
        return { messageId: info.messageId };
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await files.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(config.MAIL_DIR, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(config.MAIL_DIR, `${stamp}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, to: message.to, subject: message.subject }, 'e-mail written to file');
      return { messageId: info.messageId, file };
    },
  };
}
