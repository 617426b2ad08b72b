import { validateResetPassword } from './resetPasswordRules';

describe('validateResetPassword', () => {
  it('requires all three fields', () => {
    expect(validateResetPassword({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'old_password_required',
      newPassword: 'new_password_required',
      confirmPassword: 'confirm_required',
    });
  });

  it.each(['short1', 'lettersonly', '12345678', 'abcdefg1', 'ABCDEFG1'])('applies the shared new-password rule to %s', (newPassword) => {
    expect(validateResetPassword({ oldPassword: 'old', newPassword, confirmPassword: newPassword }).newPassword).toBe('new_password_rule');
  });

  it('asks the confirmation to equal the new password', () => {
    expect(validateResetPassword({ oldPassword: 'old', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: 'confirm_mismatch',
    });
  });

  it('passes valid values', () => {
    expect(validateResetPassword({ oldPassword: 'old', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({});
  });
});
