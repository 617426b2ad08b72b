import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { ERRNO, type ErrorNo } from '../../contract/error-catalogue';
import { TABLE_PAGING } from '../../contract/paging';
import { MEMBER_DIALOG_ROLES, type Role, USER_DIALOG_ROLES } from '../../contract/roles';
import { validateUserDialog } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { lockKeys } from '../../core/locks';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import type { TenantScope } from '../../core/tenancy';
import type { AuthState } from '../../graphql/context';
import { requireSession } from '../auth/api-token.service';
import { hashPassword } from '../auth/passwords';
import { parsePhone, storedForms } from '../auth/phone';
import { Tenant } from '../tenants/tenant.entity';
import { User } from './user.entity';
import { addProfileIfMember } from '../members/member.service';

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export type UserListQuery = PageRequest & { search?: string | null; tenantId?: string | null };

export async function listUsers(em: EntityManager, scope: TenantScope, query: UserListQuery): Promise<Page<User>> {
  const where: FilterQuery<User> = {};
  if (query.tenantId) where.tenant = scope.tenantArg(query.tenantId);
  const search = query.search?.trim();
  if (search) {
    // SQLite's LIKE has no default escape character, so `%` and `_` stay wildcards: harmless for a search box.
    const like = `%${search}%`;
    where.$or = [{ name: { $like: like } }, { account: { $like: like } }];
  }
  return findPage(em, User, where, { orderBy: { createdAt: 'desc', id: 'desc' } }, TABLE_PAGING, query);
}

/** Errorno 110 (the spec's "username or mobile number already registered"), naming the field that is taken so a form can show it there. */
const taken = (field: 'account' | 'phone', key: 'account_taken' | 'phone_taken') => new AppError(ERRNO.accountTaken, {}, { fields: [{ field, key }] });

/**
 * A phone signs in one user (phone login, password reset by SMS): taken by another account
 * anywhere is errorno 110 "username or mobile number already registered".
 */
async function refuseTakenPhone(em: EntityManager, phone: string | null, exceptUserId?: number): Promise<void> {
  const parsed = phone ? parsePhone(phone) : null;
  if (!parsed) return;
  // Every form of the number under one key: two requests with the same phone check one after the other.
  await lockKeys(em, `user-phone:${parsed.e164}`);
  const where: FilterQuery<User> = { phone: { $in: storedForms(parsed) }, ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) };
  if (await em.count(User, where, { filters: false })) throw taken('phone', 'phone_taken');
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

/** The roles that administer others: their mobile number (it signs them in by SMS) is theirs to change, whichever dialog edits them. */
const ADMINISTRATORS: readonly Role[] = ['tenant_admin', 'maintainadmin'];

/** Whether a phone is set by someone other than its account's owner, super_admin aside (`User.phoneSetByOther`). */
const setByOther = (caller: Pick<AuthState, 'role'> & { userId?: number }, ownerId: number | null, phone: string | null) =>
  phone !== null && caller.role !== 'super_admin' && caller.userId !== ownerId;

/** Adds an account with the dialog's rules; `roles`: those the dialog offers (the member list adds maintenance members). */
export async function addUser(em: EntityManager, scope: TenantScope, actor: Pick<AuthState, 'tenantId' | 'role'>, values: AddUserValues, roles: readonly Role[] = USER_DIALOG_ROLES): Promise<User> {
  const errors = validateUserDialog(values, 'add', roles);
  if (errors.length) throw formInvalid(errors);
  // A new administrator's number is its own to set (it signs administrators in by SMS), as on edit.
  const phone = emptyToNull(values.phone);
  const phoneSetByOther = setByOther(actor, null, phone);
  if (ADMINISTRATORS.includes(values.role) && phoneSetByOther) throw formInvalid([{ field: 'phone', key: 'phone_admin_own' }]);
  const tenantId = values.tenantId ? parseId(values.tenantId, 'tenantId') : actor.tenantId;
  if (!scope.includes(tenantId)) throw new AppError(ERRNO.tenantOutOfScope);
  const tenant = await em.findOne(Tenant, { id: tenantId });
  if (!tenant) throw new AppError(ERRNO.tenantOutOfScope);
  const passwordHash = await hashPassword(values.password);
  // The checks and the insert in one transaction, under the account's and the phone's locks: of two requests for one account or phone, the second is refused.
  return em.transactional(async (tx) => {
    await lockKeys(tx, `user-account:${values.account}`);
    // Accounts are unique across tenants: look outside the caller's scope too.
    if (await tx.count(User, { account: values.account }, { filters: false })) throw taken('account', 'account_taken');
    await refuseTakenPhone(tx, phone);
    const user = tx.create(User, {
      tenant: tx.getReference(Tenant, tenant.id),
      name: values.name.trim(),
      account: values.account,
      role: values.role,
      phone,
      phoneSetByOther,
      email: emptyToNull(values.email),
      passwordHash,
    });
    await addProfileIfMember(tx, user);
    return user; // the account and its member profile flushed with the transaction
  });
}

export type UpdateUserValues = { id: string; name: string; role: Role; phone?: string | null; email?: string | null };

/**
 * Which accounts a dialog edits: the roles it offers, the accounts it reaches (any in scope, or
 * only those of its roles), and the errorno for an account it does not reach.
 */
export type AccountDialog = { roles: readonly Role[]; reaches: readonly Role[] | null; notFound: ErrorNo };

/** The edit-user dialog (spec part 2 section 6). */
export const USER_ACCOUNTS: AccountDialog = { roles: USER_DIALOG_ROLES, reaches: null, notFound: ERRNO.userNotFound };

/** A maintenance member's account, corrected from the member list: the same rules with the member roles. */
export const MEMBER_ACCOUNTS: AccountDialog = { roles: MEMBER_DIALOG_ROLES, reaches: MEMBER_DIALOG_ROLES, notFound: ERRNO.memberNotFound };

export async function updateUser(em: EntityManager, caller: Pick<AuthState, 'userId' | 'role' | 'credential'>, values: UpdateUserValues, dialog: AccountDialog = USER_ACCOUNTS): Promise<User> {
  const id = parseId(values.id, 'id');
  const errors = validateUserDialog(values, 'edit', dialog.roles);
  if (errors.length) throw formInvalid(errors);
  // The tenant filter hides users outside the caller's scope: they are "not found".
  const reached = (user: User | null): user is User => !!user && (!dialog.reaches || dialog.reaches.includes(user.role));
  const found = await em.findOne(User, { id });
  if (!reached(found)) throw new AppError(dialog.notFound);
  const tenantId = found.tenant.id;
  return em.transactional(async (tx) => {
    // Role changes of one tenant run one at a time, each on the user as stored after the lock: two
    // administrators demoting each other (or a stale promotion's undo) cannot both pass the count.
    await lockKeys(tx, `tenant-admins:${tenantId}`);
    const user = await tx.findOne(User, { id }, { refresh: true });
    if (!reached(user)) throw new AppError(dialog.notFound);
    if (user.role === 'super_admin') throw new AppError(ERRNO.forbidden);
    // An administrator demoting itself, or the last one of a tenant, left the tenant with nobody to administer it.
    if (user.id === caller.userId && values.role !== user.role) throw formInvalid([{ field: 'role', key: 'role_own' }]);
    // The phone signs its owner in (SMS sign-in and reset): set on another administrator (or on a user
    // made one in the same edit), it let an administrator become that one (a co-administrator, or the
    // maker's administrator the customer's).
    const administrator = ADMINISTRATORS.includes(user.role) || ADMINISTRATORS.includes(values.role);
    const phone = emptyToNull(values.phone);
    const phoneChanges = phone !== (user.phone ?? null);
    const byOther = setByOther(caller, user.id, phone);
    if (administrator && byOther && phoneChanges) throw formInvalid([{ field: 'phone', key: 'phone_admin_own' }]);
    // Nor through a demotion, a number set on the plain user and a promotion: a number another account
    // set does not lead into an administrator role (nor from one to another), unless super_admin promotes.
    // Kept, it is refused; used by SMS meanwhile (a session, a token or a new password may be its holder's), so is the promotion.
    const promoted = values.role !== user.role && ADMINISTRATORS.includes(values.role) && caller.role !== 'super_admin';
    if (promoted && user.smsEntryOnOthersNumber) throw formInvalid([{ field: 'role', key: 'role_sms_entry_by_other' }]);
    if (promoted && !phoneChanges && user.phoneSetByOther) throw formInvalid([{ field: 'phone', key: 'phone_set_by_other' }]);
    // A leaked integrator token must not set a number its holder can sign in with (the SMS reset).
    if (phoneChanges && phone !== null) requireSession(caller);
    if (user.role === 'tenant_admin' && values.role !== 'tenant_admin') {
      const others = await tx.count(User, { tenant: tenantId, role: 'tenant_admin', id: { $ne: user.id } });
      if (others === 0) throw formInvalid([{ field: 'role', key: 'role_last_admin' }]);
    }
    await refuseTakenPhone(tx, phone, user.id);
    user.name = values.name.trim();
    user.role = values.role;
    if (phoneChanges) user.phoneSetByOther = byOther;
    user.phone = phone;
    user.email = emptyToNull(values.email);
    await addProfileIfMember(tx, user); // a user who becomes a member gets a profile with the change
    return user;
  });
}
