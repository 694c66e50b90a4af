import type { FastifyBaseLogger } from 'fastify';
import type { CatalogLocale } from '@sakhe/contract';
import type { Config } from '../../config';
import { type MailTransport, createMailTransport } from '../mail';

/** Account e-mails: the password-recovery link, in the customer's language. */

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const words: Record<
  CatalogLocale,
  {
    subject: string;
    greeting: (name: string | null) => string;
    request: string;
    action: string;
    validity: (minutes: number) => string;
    ignore: string;
  }
> = {
  ka_GE: {
    subject: 'პაროლის აღდგენა — sakhe',
    greeting: (name) => (name ? `გამარჯობა, ${name}!` : 'გამარჯობა!'),
    request: 'მივიღეთ მოთხოვნა, რომ აღვადგინოთ თქვენი sakhe-ის ანგარიშის პაროლი.',
    action: 'ახალი პაროლის დასაყენებლად გახსენით ბმული:',
    validity: (minutes) => `ბმული მოქმედებს ${minutes} წუთის განმავლობაში და მხოლოდ ერთხელ.`,
    ignore: 'თუ ეს მოთხოვნა თქვენ არ გამოგიგზავნიათ, უბრალოდ უგულებელყავით წერილი — პაროლი არ შეიცვლება.',
  },
  en_US: {
    subject: 'Reset your sakhe password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    request: 'We received a request to reset the password of your sakhe account.',
    action: 'Open this link to choose a new password:',
    validity: (minutes) => `The link works for ${minutes} minutes, and only once.`,
    ignore: 'If you did not ask for this, just ignore this e-mail: your password stays as it is.',
  },
};

/** `{PUBLIC_URL}/password-recovery/{token}`, under /en for English. */
export function passwordRecoveryUrl(publicUrl: string, token: string, locale: CatalogLocale): string {
  const prefix = locale === 'en_US' ? '/en' : '';
  return new URL(`${prefix}/password-recovery/${encodeURIComponent(token)}`, publicUrl).toString();
}

function passwordResetMail(
  locale: CatalogLocale,
  input: { name: string | null; url: string; minutes: number },
) {
  const t = words[locale];
  const lines = [
    t.greeting(input.name),
    '',
    t.request,
    t.action,
    input.url,
    '',
    t.validity(input.minutes),
    '',
    t.ignore,
  ];
  const html = `<!doctype html><html lang="${locale === 'ka_GE' ? 'ka' : 'en'}"><head><meta charset="utf-8"><title>${escape(t.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#222;max-width:40rem;margin:auto">
<p>${escape(t.greeting(input.name))}</p>
<p>${escape(t.request)}</p>
<p>${escape(t.action)}<br><a href="${escape(input.url)}">${escape(input.url)}</a></p>
<p>${escape(t.validity(input.minutes))}</p>
<p style="color:#666">${escape(t.ignore)}</p>
</body></html>`;
  return { subject: t.subject, text: lines.join('\n'), html };
}

export interface AccountMailer {
  /** Sends the recovery link; a failure is thrown, so the job that sends it is retried. */
  passwordReset(
    to: string,
    locale: CatalogLocale,
    input: { name: string | null; url: string; minutes: number },
  ): Promise<void>;
}

export function accountMailer(
  config: Config,
  log: FastifyBaseLogger,
  transport: MailTransport = createMailTransport(config, log),
): AccountMailer {
  return {
    async passwordReset(to, locale, input) {
      await transport.send({ to, ...passwordResetMail(locale, input) });
    },
  };
}
