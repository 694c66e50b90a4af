import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';

interface SmsMessage {
  /** International digits without `+` (995555123456). */
  to: string;
  content: string;
}

/** A provider of SMS: resolves with its reference for the message, throws when it was not taken. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<{ reference: string }>;
}

/** A refusal the provider will repeat (a bad number, key or sender): retrying it changes nothing. */
export class SmsRefused extends Error {}

/** How long a call to the provider may take before it counts as failed (and the job is retried). */
const TIMEOUT_MS = 10_000;

/** smsoffice.ge's codes that a retry can cure: -100 temporary delay, 20 balance insufficient (topped up later). */
const TEMPORARY = new Set([-100, 20]);

/**
 * smsoffice.ge's HTTP API (smsoffice.ge/integration): `POST {SMSOFFICE_URL}/api/v2/send/` with the
 * form fields `key`, `destination`, `sender`, `content` and `urgent=true` (transactional messages
 * skip the marketing queue), answered by `{ Success, Message, Output, ErrorCode }`.
 */
export function smsofficeTransport(
  config: { apiKey: string; sender: string; baseUrl: string },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): SmsTransport {
  const url = new URL('api/v2/send/', config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`);
  return {
    async send({ to, content }) {
      const body = new URLSearchParams({
        key: config.apiKey,
        destination: to,
        sender: config.sender,
        content,
        urgent: 'true',
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`smsoffice.ge answered HTTP ${response.status}`);
      const answer = (await response.json()) as {
        Success?: boolean;
        Message?: string | null;
        Output?: unknown;
        ErrorCode?: number;
      };
      if (!answer.Success) {
        const code = answer.ErrorCode ?? -1;
        const message = `smsoffice.ge refused the SMS: ${code} ${answer.Message ?? ''}`.trim();
        log.warn({ code, to }, message);
        if (TEMPORARY.has(code)) throw new Error(message);
        throw new SmsRefused(message);
      }
      log.info({ to }, 'SMS sent through smsoffice.ge');
      return { reference: `smsoffice:${JSON.stringify(answer.Output ?? null).slice(0, 200)}` };
    },
  };
}

/** Without a provider: each SMS is a line of DATA_DIR/sms/outbox.jsonl, and logged. */
function fileTransport(dir: string, log: Pick<FastifyBaseLogger, 'info'>): SmsTransport {
  const file = join(dir, 'outbox.jsonl');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`);
      log.info({ file, to: message.to, content: message.content }, 'SMS written to file');
      return { reference: `file:${file}` };
    },
  };
}

/** smsoffice.ge when SMSOFFICE_API_KEY is set; otherwise the file under DATA_DIR/sms. */
export function createSmsTransport(
  config: Pick<Config, 'SMSOFFICE_API_KEY' | 'SMSOFFICE_SENDER' | 'SMSOFFICE_URL' | 'DATA_DIR'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): SmsTransport {
  if (config.SMSOFFICE_API_KEY) {
    return smsofficeTransport(
      { apiKey: config.SMSOFFICE_API_KEY, sender: config.SMSOFFICE_SENDER, baseUrl: config.SMSOFFICE_URL },
      log,
    );
  }
  return fileTransport(join(config.DATA_DIR, 'sms'), log);
}
