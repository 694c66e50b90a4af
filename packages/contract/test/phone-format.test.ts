import { describe, expect, it } from 'vitest';
import { formatPhone } from '../src/phone-format';

describe('formatPhone', () => {
  it('writes Georgian mobiles and landlines as Georgians do', () => {
    expect(formatPhone('+995555123456')).toBe('+995 555 12 34 56');
    expect(formatPhone('555 12-34-56')).toBe('+995 555 12 34 56');
    expect(formatPhone('00995 555 123456')).toBe('+995 555 12 34 56');
    expect(formatPhone('+995322123456')).toBe('+995 32 212 34 56');
    expect(formatPhone('0422271234')).toBe('+995 422 27 12 34');
  });

  it('shows anything else as typed', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('555 12 34')).toBe('555 12 34');
    expect(formatPhone('call 555123456')).toBe('call 555123456');
  });
});
