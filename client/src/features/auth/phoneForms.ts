import { checkPasswordAgain, checkResetPassword, checkVerificationCode } from '@contract/validation';
import type { ContractRules } from '../../shared/forms/contractRules';
import { DEFAULT_COUNTRY, phoneRule } from '../../shared/phone/phone';

export type PhoneLoginValues = { country: string; phone: string; code: string };
export type ForgotPasswordValues = PhoneLoginValues & { newPassword: string; confirmPassword: string };

export const EMPTY_PHONE_LOGIN: PhoneLoginValues = { country: DEFAULT_COUNTRY, phone: '', code: '' };
export const EMPTY_FORGOT_PASSWORD: ForgotPasswordValues = { ...EMPTY_PHONE_LOGIN, newPassword: '', confirmPassword: '' };

/** Phone login (spec part 1 section 5): the phone required and valid for its country; the code required, 6 digits. */
export const phoneLoginRules: ContractRules<PhoneLoginValues> = ({ country, phone, code }) => ({
  phone: phoneRule(country, phone),
  code: checkVerificationCode(code),
});

/**
 * The public reset page (spec part 1 section 5): the phone and code as at login; a new password
 * of at least 6 characters (this screen's rule); the confirmation required and equal.
 */
export const forgotPasswordRules: ContractRules<ForgotPasswordValues> = (values) => ({
  ...phoneLoginRules(values),
  newPassword: checkResetPassword(values.newPassword),
  confirmPassword: checkPasswordAgain(values.newPassword, values.confirmPassword),
});
