import { LAST_DATE } from './ranges';
import { LATEST_TOKEN_EXPIRY, canonicalName, checkNewPassword, checkPasswordAgain, checkResetPassword, checkText, checkTokenExpiry, checkUserPassword, checkVerificationCode, hasUpperLowerAndDigit } from './validation';
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

  it('refuses a text that holds characters but shows none (zero-width, format, blank letters), and keeps visible text with such characters inside', () => {
    for (const text of ['\u200B', ' \u200B ', '\u2060\uFEFF', '\u3164', '\u2800\u2800', '\u115F\u1160', '\u00A0\u200D']) expect(checkText(text, 50)).toBe('text_invisible');
    for (const text of ['', '   ', 'Race\u200BCo', '👩\u200D🔧', '\u200E Acme', '한\u3164글']) expect(checkText(text, 50)).toBeNull();
    expect(VALIDATION_MESSAGES.text_invisible.zh).toMatch(/不可见/);
  });

  it('gives a unique name one form: look-alikes made of other spaces, runs of spaces, zero-width characters or decomposed accents are the same name', () => {
    for (const lookAlike of ['Race\u00A0Co', 'Race  Co', ' Race Co\u200B', '\uFEFFRace\u3000Co', 'Race\u2060 Co', 'Race\tCo']) expect(canonicalName(lookAlike)).toBe('Race Co');
    expect(canonicalName('Cafe\u0301 N\u0303')).toBe('Caf\u00E9 \u00D1');
    // Joiners and marks that change how text shows are kept; so are letters of every script.
    for (const kept of ['👩\u200D🔧 Crew', '\u200EAcme', '齐鲁 激光']) expect(canonicalName(kept)).toBe(kept);
  });

  it('says which characters in both languages', () => {
    expect(VALIDATION_MESSAGES.text_not_allowed.en).toMatch(/text-direction/);
    expect(VALIDATION_MESSAGES.text_not_allowed.zh).toMatch(/文字方向/);
  });
});

describe('token expiry', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  /** Every offset in use, UTC-12 to UTC+14, the half and quarter hours included. */
  const ZONES = [
    ...Array.from({ length: 27 }, (_, i) => i - 12).map((h) => `${h < 0 ? '-' : '+'}${String(Math.abs(h)).padStart(2, '0')}:00`),
    ...['-09:30', '-03:30', '+03:30', '+04:30', '+05:30', '+05:45', '+06:30', '+08:45', '+09:30', '+10:30', '+12:45', '+13:45'],
  ];
  /** What the form sends for a day picked in a zone: the end of that day there (client apiTokenRules.ts `expiryOf`). */
  const endOf = (day: string, offset: string) => new Date(`${day}T23:59:59.999${offset}`);

  it(`takes the end of ${LAST_DATE} picked in any time zone, with or without the day (the server sees the instant only)`, () => {
    expect(ZONES).toHaveLength(39);
    for (const zone of ZONES) {
      expect([zone, checkTokenExpiry(endOf(LAST_DATE, zone), now)]).toEqual([zone, null]);
      expect([zone, checkTokenExpiry(endOf(LAST_DATE, zone), now, LAST_DATE)]).toEqual([zone, null]);
      expect([zone, checkTokenExpiry(endOf('2999-12-30', zone), now, '2999-12-30')]).toEqual([zone, null]);
    }
    // West of UTC, as a date picker at UTC-10 sends it.
    expect(checkTokenExpiry(new Date('3000-01-01T09:59:59.999Z'), now)).toBeNull();
  });

  it(`refuses a day after ${LAST_DATE} picked in any time zone as too late, not as past`, () => {
    for (const zone of ZONES) {
      for (const day of ['3000-01-01', '3000-01-02', '9999-12-31']) expect([zone, day, checkTokenExpiry(endOf(day, zone), now, day)]).toEqual([zone, day, 'token_expiry_too_late']);
    }
  });

  it(`refuses an instant after the end of ${LAST_DATE} in the westernmost zone (UTC-12): after it in every zone`, () => {
    expect(new Date(LATEST_TOKEN_EXPIRY).toISOString()).toBe('3000-01-01T11:59:59.999Z');
    expect(checkTokenExpiry(new Date(LATEST_TOKEN_EXPIRY), now)).toBeNull();
    expect(checkTokenExpiry(new Date(LATEST_TOKEN_EXPIRY + 1), now)).toBe('token_expiry_too_late');
    expect(checkTokenExpiry(new Date('9999-12-31T23:59:59.999Z'), now)).toBe('token_expiry_too_late');
    // The end of 3000-01-01 from UTC+11 westwards is after it without the day too.
    const eastOf = (zone: string) => (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
    for (const zone of ZONES.filter((z) => eastOf(z) <= 11 * 60)) expect([zone, checkTokenExpiry(endOf('3000-01-01', zone), now)]).toEqual([zone, 'token_expiry_too_late']);
  });

  it('asks a future time first', () => {
    expect(checkTokenExpiry(null, now)).toBeNull();
    expect(checkTokenExpiry(new Date(now.getTime()), now)).toBe('token_expiry_future');
    expect(checkTokenExpiry(new Date('2026-03-09T23:59:59.999Z'), now, '2026-03-09')).toBe('token_expiry_future');
    expect(checkTokenExpiry(new Date(Number.NaN), now, '3000-01-01')).toBe('token_expiry_future');
    expect(checkTokenExpiry(new Date('2026-03-10T23:59:59.999Z'), now, '2026-03-10')).toBeNull();
  });
});
