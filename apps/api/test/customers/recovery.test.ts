import { sql } from 'drizzle-orm';
import { violationListSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { NO_LIMITS, PASSWORD, api, customer, login, register, uniqueEmail } from '../auth/support';
import { type Mail, mailsTo } from './mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(() => t.close());

const NEW = 'ახალი-პაროლი-77';

function violations(reply: { status: number; body: unknown }): string[] {
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  return violationListSchema.parse(reply.body).violations.map((v) => `${v.propertyPath}: ${v.message}`);
}

/** The recovery token in the mail's link, checked against the expected shop address. */
function linkToken(mail: Mail, prefix: string): string {
  const match = new RegExp(
    `${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/password-recovery/([0-9a-f]{64})`,
  ).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
}

async function requestLink(email: string, body: Record<string, unknown> = {}, locale?: string) {
  const before = (await mailsTo(t.config.MAIL_DIR, email, 0, 0)).length;
  const reply = await api(t, 'POST', 'reset-password-requests', { email, ...body }, locale ? { locale } : {});
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  expect(reply.raw).toBe('');
  const mails = await mailsTo(t.config.MAIL_DIR, email, before + 1);
  expect(mails).toHaveLength(before + 1);
  return mails[mails.length - 1] as Mail;
}

describe('password recovery by e-mail', () => {
  it('mails an English link for localeCode en_US; the link resets the password once', async () => {
    const email = await register(t);
    const session = await login(t, email);
    const mail = await requestLink(email, { localeCode: 'en_US' });
    expect(mail.subject).toBe('Reset your sakhe password');
    expect(mail.text).toContain('Hello ნინო,');
    expect(mail.text).toContain('The link works for 60 minutes, and only once.');
    const token = linkToken(mail, `${t.config.PUBLIC_URL}/en`);

    // Only its hash is stored.
    const stored = (
      (await t.database.db.execute(sql`select token_hash from password_reset_tokens`)) as unknown as {
        rows: Array<{ token_hash: string }>;
      }
    ).rows;
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const reset = await api(t, 'PATCH', `reset-password-requests/${token}`, {
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(202);
    expect(reset.raw).toBe('');

    expect((await api(t, 'POST', 'authentication-token', { email, password: PASSWORD })).status).toBe(401);
    await login(t, email, NEW);
    // Every earlier login ends.
    expect(
      (await api(t, 'POST', 'refresh-authentication-token', { refresh_token: session.refresh_token })).status,
    ).toBe(401);
    expect((await api(t, 'GET', session.customer, undefined, { token: session.token })).status).toBe(401);

    // Single use.
    const again = await api(
      t,
      'PATCH',
      `reset-password-requests/${token}`,
      { newPassword: 'third-password', confirmNewPassword: 'third-password' },
      { locale: 'en_US' },
    );
    expect(violations(again)).toEqual([`: Password reset token ${token} is invalid.`]);
    expect(again.body['hydra:description']).toBe(`Password reset token ${token} is invalid.`);
  });

  it('mails in Georgian by default, to the Georgian page; 1.13 paths and the `locale` key work too', async () => {
    const email = await register(t);
    const mail = await requestLink(email);
    expect(mail.subject).toBe('პაროლის აღდგენა — sakhe');
    expect(mail.text).toContain('გამარჯობა, ნინო!');
    const token = linkToken(mail, t.config.PUBLIC_URL);
    expect(mail.text).not.toContain('/en/password-recovery/');

    const english = await requestLink(email, { locale: 'en_US' });
    expect(english.subject).toBe('Reset your sakhe password');
    const byAcceptLanguage = await requestLink(email, {}, 'en-GB,en;q=0.8');
    expect(byAcceptLanguage.subject).toBe('Reset your sakhe password');
    const latest = linkToken(byAcceptLanguage, `${t.config.PUBLIC_URL}/en`);

    // Asking again retires the earlier links.
    expect(
      violations(
        await api(t, 'PATCH', `customers/reset-password/${token}`, {
          newPassword: NEW,
          confirmNewPassword: NEW,
        }),
      ),
    ).toEqual([`: პაროლის აღდგენის ბმული არასწორია ან უკვე გამოყენებულია.`]);
    const reset = await api(t, 'PATCH', `customers/reset-password/${latest}`, {
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(reset.status).toBe(202);
    await login(t, email, NEW);

    const viaAlias = await api(t, 'POST', 'customers/reset-password', { email });
    expect(viaAlias.status).toBe(202);
  });

  it('answers 202 for an unknown e-mail too, and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const reply = await api(t, 'POST', 'reset-password-requests', { email: unknown });
    expect(reply.status).toBe(202);
    // A known address asked right after gets its mail; the unknown one has none by then.
    const known = await register(t);
    await requestLink(known);
    expect(await mailsTo(t.config.MAIL_DIR, unknown, 1, 200)).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const email = await register(t);
    const token = linkToken(await requestLink(email, { localeCode: 'en_US' }), `${t.config.PUBLIC_URL}/en`);
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    expect(
      violations(
        await api(
          t,
          'PATCH',
          `reset-password-requests/${token}`,
          { newPassword: NEW, confirmNewPassword: NEW },
          { locale: 'en_US' },
        ),
      ),
    ).toEqual([': Password reset token has expired.']);
    await login(t, email); // unchanged
  });

  it('checks the new passwords without using the link up', async () => {
    const email = await register(t);
    const token = linkToken(await requestLink(email, { localeCode: 'en_US' }), `${t.config.PUBLIC_URL}/en`);
    expect(
      violations(
        await api(
          t,
          'PATCH',
          `reset-password-requests/${token}`,
          { newPassword: NEW, confirmNewPassword: 'something else' },
          { locale: 'en_US' },
        ),
      ),
    ).toEqual(['confirmNewPassword: Passwords are not the same']);
    expect(
      violations(
        await api(
          t,
          'PATCH',
          `reset-password-requests/${token}`,
          { newPassword: 'short' },
          { locale: 'en_US' },
        ),
      ),
    ).toEqual([
      'newPassword: Field must be at least 8 characters long',
      'confirmNewPassword: This field is required',
    ]);
    const reset = await api(t, 'PATCH', `reset-password-requests/${token}`, {
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(reset.status).toBe(202);
  });

  it('verifies the account: opening the mailed link proves the address', async () => {
    const me = await customer(t);
    const token = linkToken(await requestLink(me.email), t.config.PUBLIC_URL);
    await api(t, 'PATCH', `reset-password-requests/${token}`, { newPassword: NEW, confirmNewPassword: NEW });
    const session = await login(t, me.email, NEW);
    const profile = await api(t, 'GET', session.customer, undefined, { token: session.token });
    expect(profile.body.user.verified).toBe(true);
  });

  it('refuses a bad e-mail or locale', async () => {
    expect(
      violations(await api(t, 'POST', 'reset-password-requests', { email: 'nope' }, { locale: 'en_US' })),
    ).toEqual(['email: Not a valid e-mail']);
    expect(
      violations(
        await api(
          t,
          'POST',
          'reset-password-requests',
          { email: 'a@b.ge', locale: 'pl_PL' },
          { locale: 'en_US' },
        ),
      ),
    ).toEqual(['locale: This value is not a valid locale code.']);
    expect(
      violations(
        await api(
          t,
          'POST',
          'customers/reset-password',
          { email: 'a@b.ge', localeCode: 'xx' },
          { locale: 'en_US' },
        ),
      ),
    ).toEqual(['localeCode: This value is not a valid locale code.']);
  });
});
