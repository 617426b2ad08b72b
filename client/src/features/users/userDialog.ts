import type { Role } from '@contract/roles';
import { USER_DIALOG_ROLES } from '@contract/roles';
import { validateUserDialog } from '@contract/validation';
import { type ContractRules, rulesFromFieldErrors } from '../../shared/forms/contractRules';

export type UserDialogMode = 'add' | 'edit';

/** The dialog's values as the form holds them (text inputs: empty strings, never null). */
export type UserFormValues = {
  /** The new user's tenant; '' is the caller's own (the server's default). Add only. */
  tenantId: string;
  name: string;
  account: string;
  password: string;
  confirmPassword: string;
  role: string;
  phone: string;
  email: string;
};

/** A listed user as the dialog edits it. */
export type EditedUser = { id: string; name: string; account: string; role: Role; phone?: string | null; email?: string | null };

export const EMPTY_USER: UserFormValues = { tenantId: '', name: '', account: '', password: '', confirmPassword: '', role: '', phone: '', email: '' };

/** The form's values for a mode: empty to add, the user's own to edit (no passwords). */
export function userFormValues(user: EditedUser | null): UserFormValues {
  if (!user) return EMPTY_USER;
  return { ...EMPTY_USER, name: user.name, account: user.account, role: user.role, phone: user.phone ?? '', email: user.email ?? '' };
}

/** The shared rules of the dialog (spec part 2 section 5), the same the server checks: edit skips account and passwords. */
export function userDialogRules(mode: UserDialogMode, roles: readonly Role[] = USER_DIALOG_ROLES): ContractRules<UserFormValues> {
  return rulesFromFieldErrors((values: UserFormValues) => validateUserDialog(values, mode, roles));
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

/** The add mutation's input from valid values. */
export function addUserInput(values: UserFormValues) {
  return {
    tenantId: values.tenantId || null,
    name: values.name.trim(),
    account: values.account,
    password: values.password,
    confirmPassword: values.confirmPassword,
    role: values.role as Role,
    phone: optional(values.phone),
    email: optional(values.email),
  };
}

/** The edit mutation's input from valid values: the account and password are not changed here. */
export function updateUserInput(id: string, values: UserFormValues) {
  return { id, name: values.name.trim(), role: values.role as Role, phone: optional(values.phone), email: optional(values.email) };
}

/**
 * How a role is named in the user screens: the dialog's two roles under spec part 2's names
 * (管理员 / 用户), the others as the header badge names them (spec part 1).
 */
export function userRoleLabelId(role: Role): string {
  return role === 'tenant_admin' || role === 'user' ? `users_role_${role}` : `role_${role}`;
}

/** Whether the dialog can edit a user of this role: it offers only the dialog roles (spec part 2 section 6). */
export function editableInDialog(role: Role): boolean {
  return (USER_DIALOG_ROLES as readonly Role[]).includes(role);
}

export type TenantChoiceNode = { id: string; name: string; subTenants?: readonly TenantChoiceNode[] | null };

/** The tenant tree as a flat, indented list of choices (depth first, the server's order). */
export function tenantChoices(nodes: readonly TenantChoiceNode[], depth = 0): Array<{ id: string; name: string; depth: number }> {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...tenantChoices(node.subTenants ?? [], depth + 1)]);
}
