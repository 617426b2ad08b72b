import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import type { Role } from '../../contract/roles';
import { validateUserDialog } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import type { TenantScope } from '../../core/tenancy';
import { hashPassword } from '../auth/passwords';
import { Tenant } from '../tenants/tenant.entity';
import { User } from './user.entity';

/** Page sizes the data table offers (spec part 1 section 5). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;

/** A page number (1 or more); a malformed one is a parameter error. */
export function checkPage(page: number): void {
  if (!Number.isInteger(page) || page < 1) throw new AppError(ERRNO.invalidRequest, { reason: 'page must be 1 or more' });
}

/** A page number and one of the data table's page sizes. */
export function checkPaging(page: number, pageSize: number): void {
  checkPage(page);
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize)) throw new AppError(ERRNO.invalidRequest, { reason: `pageSize must be one of ${PAGE_SIZES.join(', ')}` });
}

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Parses an ID argument; a malformed id is a parameter error, not a server failure. */
export function parseId(id: string | number | null | undefined, field: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new AppError(ERRNO.invalidRequest, { reason: `${field} must be a positive integer id` });
  return value;
}

export type UserListQuery = { page: number; pageSize: number; search?: string | null; tenantId?: string | null };

export async function listUsers(em: EntityManager, scope: TenantScope, query: UserListQuery) {
  checkPaging(query.page, query.pageSize);
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
  const [items, total] = await em.findAndCount(User, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
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

export async function addUser(em: EntityManager, scope: TenantScope, actorTenantId: number, values: AddUserValues): Promise<User> {
  const errors = validateUserDialog(values, 'add');
  if (errors.length) throw formInvalid(errors);
  const tenantId = values.tenantId ? parseId(values.tenantId, 'tenantId') : actorTenantId;
  if (!scope.includes(tenantId)) throw new AppError(ERRNO.tenantOutOfScope);
  const tenant = await em.findOne(Tenant, { id: tenantId });
  if (!tenant) throw new AppError(ERRNO.tenantOutOfScope);
  // Accounts are unique across tenants: look outside the caller's scope too.
  if (await em.count(User, { account: values.account }, { filters: false })) throw new AppError(ERRNO.accountTaken);
  const user = em.create(User, {
    tenant,
    name: values.name.trim(),
    account: values.account,
    role: values.role,
    phone: emptyToNull(values.phone),
    email: emptyToNull(values.email),
    passwordHash: await hashPassword(values.password),
  });
  await em.persistAndFlush(user);
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
  user.name = values.name.trim();
  user.role = values.role;
  user.phone = emptyToNull(values.phone);
  user.email = emptyToNull(values.email);
  await em.flush();
  return user;
}
