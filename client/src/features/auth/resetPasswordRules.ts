import { checkNewPassword, type ValidationKey } from '@contract/validation';
import type { ContractRules } from '../../shared/forms/contractRules';

export type ResetPasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };
export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordValues, ValidationKey>>;

/** The in-app reset dialog rules (spec part 1 section 5), using the shared new-password rule. */
export const validateResetPassword: ContractRules<ResetPasswordValues> = (values): ResetPasswordErrors => {
  const errors: ResetPasswordErrors = {};
  if (!values.oldPassword) errors.oldPassword = 'old_password_required';
  const newPassword = checkNewPassword(values.newPassword);
  if (newPassword) errors.newPassword = newPassword;
  if (!values.confirmPassword) errors.confirmPassword = 'confirm_required';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'confirm_mismatch';
  return errors;
};
