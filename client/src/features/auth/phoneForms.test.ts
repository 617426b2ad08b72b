import { EMPTY_FORGOT_PASSWORD, EMPTY_PHONE_LOGIN, forgotPasswordRules, phoneLoginRules } from './phoneForms';

describe('phone login rules', () => {
  it('asks a phone and a code, China by default', () => {
    expect(EMPTY_PHONE_LOGIN.country).toBe('CN');
    expect(phoneLoginRules(EMPTY_PHONE_LOGIN)).toEqual({ phone: 'phone_required', code: 'code_required' });
  });

  it('checks the phone for its country and the code for 6 digits', () => {
    expect(phoneLoginRules({ country: 'US', phone: '13800000002', code: '12345' })).toEqual({ phone: 'phone_format', code: 'code_format' });
    expect(phoneLoginRules({ country: 'US', phone: '4155552671', code: '123456' })).toEqual({ phone: null, code: null });
  });
});

describe('public password reset rules', () => {
  it('asks every field', () => {
    expect(forgotPasswordRules(EMPTY_FORGOT_PASSWORD)).toEqual({
      phone: 'phone_required',
      code: 'code_required',
      newPassword: 'password_required',
      confirmPassword: 'confirm_required',
    });
  });

  it('takes a new password of 6 characters (this page asks no more) and its equal confirmation', () => {
    const base = { country: 'CN', phone: '13800000002', code: '123456' };
    expect(forgotPasswordRules({ ...base, newPassword: 'abc12', confirmPassword: 'abc12' })).toMatchObject({ newPassword: 'reset_password_too_short' });
    expect(forgotPasswordRules({ ...base, newPassword: 'simple', confirmPassword: 'simpler' })).toMatchObject({ newPassword: null, confirmPassword: 'confirm_mismatch' });
    expect(forgotPasswordRules({ ...base, newPassword: 'simple', confirmPassword: 'simple' })).toEqual({ phone: null, code: null, newPassword: null, confirmPassword: null });
  });
});
