import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { TABLE_PAGING } from '../../contract/paging';
import { type Role, USER_DIALOG_ROLES } from '../../contract/roles';
import { validateUserDialog } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import type { TenantScope } from '../../core/tenancy';
import { hashPassword } from '../auth/passwords';
import { parsePhone, storedForms } from '../auth/phone';
import { Tenant } from '../tenants/tenant.entity';
import { User } from './user.entity';
import { addProfileIfMember } from '../members/member.service';

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export type UserListQuery = PageRequest & { search?: string | null; tenantId?: string | null };

export async function listUsers(em: EntityManager, scope: TenantScope, query: UserListQuery): Promise<Page<User>> {
  const where: FilterQuery<User> = {};
  if (query.tenantId) {
    const tenantId = parseId(query.tenantId, 'tenantId');
    if (!scope.includes(tenantId)) throw new AppError(ERRNO.tenantOutOfScope);
    where.tenant = tenantId;
  }
  const search = query.search?.trim();
  if (search) {
    // SQLite's LIKE has no default escape character, so `%` and `_` stay wildcards: harmless for a search box.
    const like = `%${search}%`;
    where.$or = [{ name: { $like: like } }, { account: { $like: like } }];
  }
  return findPage(em, User, where, { orderBy: { createdAt: 'desc', id: 'desc' } }, TABLE_PAGING, query);
}

/**
 * A phone signs in one user (phone login, password reset by SMS): taken by another account
 * anywhere is errorno 110 "username or mobile number already registered".
 */
async function refuseTakenPhone(em: EntityManager, phone: string | null, exceptUserId?: number): Promise<void> {
  const parsed = phone ? parsePhone(phone) : null;
  if (!parsed) return;
  const where: FilterQuery<User> = { phone: { $in: storedForms(parsed) }, ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) };
  if (await em.count(User, where, { filters: false })) throw new AppError(ERRNO.accountTaken);
}

export type AddUserValues = {
  tenantId?: string | null;
  name: string;
  account: string;
  password: string;
  confirmPassword: string;
  role: Role;
  phone?: string | null;
  email?: string | null;
};

/** Adds an account with the dialog's rules; `roles`: those the dialog offers (the member list adds maintenance members). */
export async function addUser(em: EntityManager, scope: TenantScope, actorTenantId: number, values: AddUserValues, roles: readonly Role[] = USER_DIALOG_ROLES): Promise<User> {
  const errors = validateUserDialog(values, 'add', roles);
  if (errors.length) throw formInvalid(errors);
  const tenantId = values.tenantId ? parseId(values.tenantId, 'tenantId') : actorTenantId;
  if (!scope.includes(tenantId)) throw new AppError(ERRNO.tenantOutOfScope);
  const tenant = await em.findOne(Tenant, { id: tenantId });
  if (!tenant) throw new AppError(ERRNO.tenantOutOfScope);
  // Accounts are unique across tenants: look outside the caller's scope too.
  if (await em.count(User, { account: values.account }, { filters: false })) throw new AppError(ERRNO.accountTaken);
  await refuseTakenPhone(em, emptyToNull(values.phone));
  const user = em.create(User, {
    tenant,
    name: values.name.trim(),
    account: values.account,
    role: values.role,
    phone: emptyToNull(values.phone),
    email: emptyToNull(values.email),
    passwordHash: await hashPassword(values.password),
  });
  em.persist(user);
  await addProfileIfMember(em, user);
  await em.flush(); // the account and its member profile in one transaction
  return user;
}

export type UpdateUserValues = { id: string; name: string; role: Role; phone?: string | null; email?: string | null };

export async function updateUser(em: EntityManager, values: UpdateUserValues): Promise<User> {
  const id = parseId(values.id, 'id');
  const errors = validateUserDialog(values, 'edit');
  if (errors.length) throw formInvalid(errors);
  // The tenant filter hides users outside the caller's scope: they are "not found".
  const user = await em.findOne(User, { id });
  if (!user) throw new AppError(ERRNO.userNotFound);
  if (user.role === 'super_admin') throw new AppError(ERRNO.forbidden);
  await refuseTakenPhone(em, emptyToNull(values.phone), user.id);
  user.name = values.name.trim();
  user.role = values.role;
  user.phone = emptyToNull(values.phone);
  user.email = emptyToNull(values.email);
  await addProfileIfMember(em, user); // a user who becomes a member gets a profile with the change
  await em.flush();
  return user;
}
