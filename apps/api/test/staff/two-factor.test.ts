import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTwoFactorRequiredForAll } from '../../src/modules/staff';
import { NO_LIMITS } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';
import { adminApi, codeAt, createStaff, enrollTwoFactor, signIn, staffSession } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => {
  await t.close();
});

const newMember = {
  email: 'new-member@staff.test',
  plainPassword: 'a long enough password',
  role: 'fulfilment',
};

describe('two-factor sign-in', () => {
  it('enrolls with a secret, an otpauth URL, a QR code and ten recovery codes, on after confirmation', async () => {
    const member = await createStaff(t, 'manager');
    const { token } = await signIn(t, member);
    const enrollment = await adminApi(t, 'POST', 'two-factor/enrollment', undefined, { token });
    expect(enrollment.status).toBe(200);
    const { secret, otpauthUrl, qrCode, recoveryCodes } = enrollment.body;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=sakhe');
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Not on before it is confirmed: signing in still needs no code.
    const before = await signIn(t, member);
    expect(before.adminUser.twoFactorEnabled).toBe(false);

    const wrong = await adminApi(t, 'POST', 'two-factor/confirmation', { code: '000000' }, { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.violations[0].propertyPath).toBe('code');

    const confirmed = await adminApi(
      t,
      'POST',
      'two-factor/confirmation',
      { code: await generate({ secret }) },
      { token },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.twoFactorEnabled).toBe(true);

    const again = await adminApi(t, 'POST', 'two-factor/enrollment', undefined, { token });
    expect(again.status).toBe(422);
  });

  it('refuses a confirmation without an enrollment', async () => {
    const member = await createStaff(t, 'manager');
    const { token } = await signIn(t, member);
    const reply = await adminApi(t, 'POST', 'two-factor/confirmation', { code: '123456' }, { token });
    expect(reply.status).toBe(422);
  });

  it('asks for the code once two-factor is on, accepts each code once and each recovery code once', async () => {
    const member = await createStaff(t, 'fulfilment');
    const first = await signIn(t, member);
    const { secret, recoveryCodes } = await enrollTwoFactor(t, first.token);

    const credentials = { email: member.email, password: member.password };
    const withoutCode = await adminApi(t, 'POST', 'authentication-token', credentials);
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.message).toBe('Two-factor code required.');

    const wrongCode = await adminApi(t, 'POST', 'authentication-token', { ...credentials, code: '999999' });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.message).toBe('Invalid two-factor code.');

    // A code of a later step than the confirmation's (the confirmation used the current one).
    const later = await codeAt(secret, Math.floor(Date.now() / 1000) + 30);
    const signedIn = await adminApi(t, 'POST', 'authentication-token', { ...credentials, code: later });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.adminUser.twoFactorEnabled).toBe(true);
    // The same code again (replayed): refused.
    const replay = await adminApi(t, 'POST', 'authentication-token', { ...credentials, code: later });
    expect(replay.status).toBe(401);

    // A wrong password with a right code is still a wrong password.
    const recovery = recoveryCodes[0]!;
    const wrongPassword = await adminApi(t, 'POST', 'authentication-token', {
      email: member.email,
      password: 'not the password!',
      code: recovery,
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe('Invalid credentials.');

    // A recovery code, typed in capitals without its dash: once.
    const typed = recovery.toUpperCase().replace('-', ' ');
    const byRecovery = await adminApi(t, 'POST', 'authentication-token', { ...credentials, code: typed });
    expect(byRecovery.status).toBe(200);
    const reused = await adminApi(t, 'POST', 'authentication-token', { ...credentials, code: recovery });
    expect(reused.status).toBe(401);
    // Another recovery code still works.
    const other = await adminApi(t, 'POST', 'authentication-token', {
      ...credentials,
      code: recoveryCodes[1],
    });
    expect(other.status).toBe(200);
  });

  it('lets an owner without two-factor sign in and read, but not write until enrolled', async () => {
    const owner = await createStaff(t, 'owner');
    const { token, adminUser } = await signIn(t, owner);
    expect(adminUser).toMatchObject({ role: 'owner', twoFactorRequired: true, twoFactorEnabled: false });
    expect((await adminApi(t, 'GET', 'administrators', undefined, { token })).status).toBe(200);
    const refused = await adminApi(t, 'POST', 'administrators', newMember, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ '@type': 'hydra:Error', code: 'two_factor_enrollment_required' });

    await enrollTwoFactor(t, token);
    const created = await adminApi(t, 'POST', 'administrators', newMember, { token });
    expect(created.status).toBe(201);
  });

  it('requires two-factor of everyone when the shop setting says so', async () => {
    const manager = await createStaff(t, 'manager');
    const { token } = await signIn(t, manager);
    const write = () =>
      adminApi(t, 'DELETE', `sessions/00000000-0000-4000-8000-000000000000`, undefined, { token });
    const enroll = () => adminApi(t, 'POST', 'two-factor/enrollment', undefined, { token });
    // Without the setting, a manager's writes pass the two-factor gate (a session not found: 404).
    expect((await write()).status).toBe(404);
    await setTwoFactorRequiredForAll(t.database.db, true);
    try {
      const me = await adminApi(t, 'GET', 'me', undefined, { token });
      expect(me.body.twoFactorRequired).toBe(true);
      // Ending a session stays open to a member who has not enrolled; enrolling too.
      expect((await write()).status).toBe(404);
      expect((await enroll()).status).toBe(200);
    } finally {
      await setTwoFactorRequiredForAll(t.database.db, false);
    }
  });
});

describe('an owner turning a member’s two-factor off (a lost phone)', () => {
  it('clears the secret and the recovery codes and ends the member’s sessions', async () => {
    const { token: ownerToken } = await staffSession(t, 'owner');
    const member = await createStaff(t, 'manager');
    const session = await signIn(t, member);
    const { recoveryCodes } = await enrollTwoFactor(t, session.token);
    const reset = await adminApi(
      t,
      'PUT',
      `administrators/${member.id}`,
      { twoFactorEnabled: false },
      {
        token: ownerToken,
      },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.twoFactorEnabled).toBe(false);
    expect((await adminApi(t, 'GET', 'me', undefined, { token: session.token })).status).toBe(401);
    // Signing in needs no code now, and the old recovery codes are gone.
    const again = await signIn(t, member);
    expect(again.adminUser.twoFactorEnabled).toBe(false);
    const { recoveryCodes: fresh } = await enrollTwoFactor(t, again.token);
    const old = await adminApi(t, 'POST', 'authentication-token', {
      email: member.email,
      password: member.password,
      code: recoveryCodes[0],
    });
    expect(old.status).toBe(401);
    expect(fresh[0]).not.toBe(recoveryCodes[0]);
    // `true` is not a way to turn it on (only enrolling is).
    const on = await adminApi(
      t,
      'PUT',
      `administrators/${member.id}`,
      { twoFactorEnabled: true },
      {
        token: ownerToken,
      },
    );
    expect(on.status).toBe(422);
  });
});
