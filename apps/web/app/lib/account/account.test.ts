import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/i18n';
import {
  checkLogin,
  checkRecoveryEmail,
  guardRedirect,
  issueMessage,
  passwordChangeErrors,
  stateLabelKey,
} from './account';

describe('account helpers', () => {
  const t = getI18n('en').t;

  it('words the rules as the spec does', () => {
    expect(issueMessage(t, { rule: 'sameAs' })).toBe('Passwords are not the same');
    expect(issueMessage(t, { rule: 'minLength', min: 8 })).toBe('Field must be at least 8 characters long');
    expect(issueMessage(t, { rule: 'email' })).toBe('Not a valid e-mail');
  });

  it('checks the login form before it is sent', () => {
    expect(checkLogin('', '')).toEqual({ email: { rule: 'required' }, password: { rule: 'required' } });
    expect(checkLogin('nope', 'x')).toEqual({ email: { rule: 'email' } });
    expect(checkLogin('nino@example.ge', 'secret')).toEqual({});
  });

  it('sends guests from account pages to register and customers from guest pages home', () => {
    expect(guardRedirect('user', false)).toBe('/register');
    expect(guardRedirect('user', true)).toBeNull();
    expect(guardRedirect('guest', true)).toBe('/');
    expect(guardRedirect('guest', false)).toBeNull();
  });

  it('labels order, payment and shipping states in the spec words', () => {
    const label = (state: string) => {
      const key = stateLabelKey(state);
      return key ? t(key) : state;
    };
    expect(label('new')).toBe('Unfinished');
    expect(label('awaiting_payment')).toBe('Unfinished');
    expect(label('authorized')).toBe('Paid');
    expect(label('paid')).toBe('Paid');
    expect(label('ready')).toBe('Ready to be shipped');
    expect(label('mystery')).toBe('mystery');
    expect(getI18n('ka').t(stateLabelKey('paid')!)).toBe('გადახდილი');
  });
});

describe('checkRecoveryEmail', () => {
  it('needs an e-mail that looks like one', () => {
    expect(checkRecoveryEmail('  ')).toEqual({ rule: 'required' });
    expect(checkRecoveryEmail('nino@')).toEqual({ rule: 'email' });
    expect(checkRecoveryEmail(' nino@example.ge ')).toBeNull();
  });
});

describe('passwordChangeErrors', () => {
  it('reads a violation on currentPassword as the wrong password', () => {
    expect(passwordChangeErrors([{ propertyPath: 'currentPassword', message: 'x' }])).toEqual({
      wrongPassword: true,
      fields: {},
      unexpected: false,
    });
  });

  it('keeps new-password violations at their fields', () => {
    const errors = passwordChangeErrors([{ propertyPath: 'newPassword', message: 'Too short' }]);
    expect(errors).toEqual({ wrongPassword: false, fields: { newPassword: 'Too short' }, unexpected: false });
  });

  it('calls anything else unexpected', () => {
    expect(passwordChangeErrors([{ propertyPath: '', message: 'boom' }]).unexpected).toBe(true);
    expect(passwordChangeErrors([]).unexpected).toBe(true);
  });
});
