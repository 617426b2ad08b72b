import type { ContractRules } from '../../shared/forms/contractRules';

export type LoginValues = { username: string; password: string };

/** Account login (spec part 1 section 5): both required; the username counts without surrounding spaces. */
export const loginRules: ContractRules<LoginValues> = ({ username, password }) => ({
  username: username.trim() ? null : 'username_required',
  password: password ? null : 'login_password_required',
});
