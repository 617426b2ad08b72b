import { checkNewPassword, checkPasswordAgain, checkResetPassword, checkText, checkUserPassword, checkVerificationCode, hasUpperLowerAndDigit } from './validation';
import { VALIDATION_MESSAGES } from './validation-messages';

describe('password rules', () => {
  it('has one composition rule: upper- and lower-case letters and digits', () => {
    expect(hasUpperLowerAndDigit('Abcdefg1')).toBe(true);
    for (const p of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh', '12345678']) expect(hasUpperLowerAndDigit(p)).toBe(false);
  });

  it('the user dialog: 8-20 characters and the composition rule, and its message says so in both languages', () => {
    expect(checkUserPassword('Abcdef1')).toBe('password_too_short');
    expect(checkUserPassword('Abcdefghij1234567890x')).toBe('password_too_long');
    expect(checkUserPassword('abcdefg12')).toBe('password_letters_digits');
    expect(checkUserPassword('Abcdefg12')).toBeNull();
    expect(VALIDATION_MESSAGES.password_letters_digits.zh).toBe('密码必须包含大小写字母和数字，且长度至少8个');
    expect(VALIDATION_MESSAGES.password_letters_digits.en).toMatch(/upper- and lower-case letters and digits/);
  });

  it('the logged-in reset: at least 8 with the same composition rule', () => {
    expect(checkNewPassword('')).toBe('new_password_required');
    expect(checkNewPassword('Abcdef1')).toBe('new_password_rule');
    expect(checkNewPassword('abcdefg1')).toBe('new_password_rule');
    expect(checkNewPassword('Abcdefg1')).toBeNull();
    // No upper bound of its own: the input bound (128) stops what no rule should parse.
    expect(checkNewPassword(`Aa1${'x'.repeat(40)}`)).toBeNull();
  });

  it('the public reset page: at least 6 characters, confirmed', () => {
    expect(checkResetPassword('')).toBe('password_required');
    expect(checkResetPassword('abc12')).toBe('reset_password_too_short');
    expect(checkResetPassword('abcdef')).toBeNull();
    expect(checkPasswordAgain('abcdef', '')).toBe('confirm_required');
    expect(checkPasswordAgain('abcdef', 'abcdeg')).toBe('confirm_mismatch');
    expect(checkPasswordAgain('abcdef', 'abcdef')).toBeNull();
  });
});

describe('verification code', () => {
  it.each([
    ['', 'code_required'],
    ['12345', 'code_format'],
    ['1234567', 'code_format'],
    ['12a456', 'code_format'],
    [' 123456', 'code_format'],
    ['123456', null],
  ])('%j -> %s', (code, key) => {
    expect(checkVerificationCode(code)).toBe(key);
  });
});

describe('text', () => {
  it('refuses every text-direction control (embeddings, overrides, isolates): shown, they make a name read as another', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const control of controls) expect(checkText(`Acme${control}nohc`, 50)).toBe('text_not_allowed');
  });

  it('refuses the noncharacters U+FFFE and U+FFFF, which no XML (a spreadsheet export) can hold, and keeps the characters beside them', () => {
    for (const text of ['Bad\uFFFEName', 'Name\uFFFF']) expect(checkText(text, 50)).toBe('text_not_allowed');
    for (const text of ['\uFFFD replacement', '\uFFFC object', '\uFDD0 inside XML', '\u{10FFFD} astral']) expect(checkText(text, 50)).toBeNull();
  });

  it('keeps the direction marks, joined emoji and every script as text', () => {
    for (const text of ['\u200Eشركة Acme\u200F', '👩\u200D🔧 Qilu 激光', 'tab\tand\nlines']) expect(checkText(text, 50)).toBeNull();
  });

  it('says which characters in both languages', () => {
    expect(VALIDATION_MESSAGES.text_not_allowed.en).toMatch(/text-direction/);
    expect(VALIDATION_MESSAGES.text_not_allowed.zh).toMatch(/文字方向/);
  });
});
