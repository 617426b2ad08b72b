/**
 * Roster collaboration (spec part 2 sections 4 and 6): a customer's administrator shares it
 * with collaborators (users in scope), removes them, and hands the administration to one of
 * them: the transfer is pending until that collaborator accepts, and can be cancelled only
 * while pending. Collaborators may exit. The administrator can neither be removed nor exit
 * (1070004). Every change is logged (share and transfer as `update`, an exit as `exit`).
 */
import type { EntityManager } from '@mikro-orm/core';
import { CUSTOMER_LIMITS } from '../../contract/customers';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import { parseId } from '../../core/ids';
import { lockKeys } from '../../core/locks';
import { descendantsOf } from '../../core/tenancy';
import { tenantLinks } from '../tenants/tenant.service';
import { User } from '../users/user.entity';
import { assertAdmin } from './customer.access';
import { type Customer, CustomerCollaborator } from './customer.entity';
import { type Actor, logChange } from './customer.log';
import { customerInScope } from './customer.records';

/** A user the caller may see (the tenant filter applies); errorno 5 otherwise. */
async function userInScope(em: EntityManager, idArg: string): Promise<User> {
  const user = await em.findOne(User, { id: parseId(idArg, 'userId') });
  if (!user) throw new AppError(ERRNO.userNotFound);
  return user;
}

/**
 * A collaborator must be able to see the customer (1070020): a user of a tenant below the
 * roster's sees nothing of it, so could neither accept a transfer nor exit (a review left one so).
 */
async function assertReaches(tx: EntityManager, user: User, customer: Customer): Promise<void> {
  if (user.role === 'super_admin' || descendantsOf(user.tenant.id, await tenantLinks(tx)).includes(customer.tenant.id)) return;
  throw new AppError(ERRNO.collaboratorOutOfReach);
}

/** The customer, not deleted, under its lock until the transaction ends: sharing and transfers of one customer run one after the other, each seeing the last one's rows. */
async function normalCustomer(tx: EntityManager, id: string): Promise<Customer> {
  await lockKeys(tx, `customer:${parseId(id, 'id')}`);
  const customer = await customerInScope(tx, id);
  if (customer.status !== 'normal') throw new AppError(ERRNO.customerDeleted);
  return customer;
}

const isCollaborator = async (tx: EntityManager, customerId: number, userId: number) => (await tx.count(CustomerCollaborator, { customer: customerId, user: userId })) > 0;

/** The customer's collaborators, by name. */
export async function collaboratorsOf(em: EntityManager, customerId: number): Promise<User[]> {
  const rows = await em.find(CustomerCollaborator, { customer: customerId }, { populate: ['user'], orderBy: { id: 'asc' } });
  return rows.map((r) => r.user.getEntity()).sort((a, b) => a.name.localeCompare(b.name));
}

/** Shares the customer with a user (administrator only). */
export async function addCollaborator(em: EntityManager, id: string, userIdArg: string, actor: Actor): Promise<Customer> {
  return em.transactional(async (tx) => {
    const customer = await normalCustomer(tx, id);
    assertAdmin(customer, actor);
    const user = await userInScope(tx, userIdArg);
    if (customer.admin?.id === user.id) throw new AppError(ERRNO.adminNotCollaborator);
    await assertReaches(tx, user, customer);
    if (await isCollaborator(tx, customer.id, user.id)) throw new AppError(ERRNO.collaboratorExists);
    const count = await tx.count(CustomerCollaborator, { customer: customer.id });
    if (count >= CUSTOMER_LIMITS.collaborators) throw new AppError(ERRNO.collaboratorQuota, { sharernum: CUSTOMER_LIMITS.collaborators, realsharernum: count });
    tx.persist(tx.create(CustomerCollaborator, { customer, user }));
    logChange(tx, customer, 'update', actor, `shared with ${user.name}`);
    await tx.flush();
    return customer;
  });
}

/** Removes a collaborator (administrator only); the administrator cannot be removed (1070004). A transfer pending for them is cancelled. */
export async function removeCollaborator(em: EntityManager, id: string, userIdArg: string, actor: Actor): Promise<Customer> {
  return em.transactional(async (tx) => {
    const customer = await normalCustomer(tx, id);
    assertAdmin(customer, actor);
    const userId = parseId(userIdArg, 'userId');
    if (customer.admin?.id === userId) throw new AppError(ERRNO.customerAdminStays);
    const row = await tx.findOne(CustomerCollaborator, { customer: customer.id, user: userId }, { populate: ['user'] });
    if (!row) throw new AppError(ERRNO.collaboratorMissing);
    if (customer.pendingAdmin?.id === userId) customer.pendingAdmin = null;
    tx.remove(row);
    logChange(tx, customer, 'update', actor, `removed ${row.user.getEntity().name}`);
    await tx.flush();
    return customer;
  });
}

/** Starts an administrator transfer to a collaborator (administrator only); pending until accepted. */
export async function transferAdmin(em: EntityManager, id: string, userIdArg: string, actor: Actor): Promise<Customer> {
  return em.transactional(async (tx) => {
    const customer = await normalCustomer(tx, id);
    assertAdmin(customer, actor);
    if (customer.pendingAdmin) throw new AppError(ERRNO.transferPending);
    const user = await userInScope(tx, userIdArg);
    if (!(await isCollaborator(tx, customer.id, user.id))) throw new AppError(ERRNO.collaboratorMissing);
    await assertReaches(tx, user, customer);
    customer.pendingAdmin = tx.getReference(User, user.id, { wrapped: true });
    logChange(tx, customer, 'update', actor, `administrator transfer to ${user.name} pending`);
    await tx.flush();
    return customer;
  });
}

/** Cancels a pending transfer (administrator only); after it completed there is nothing to revoke (1070008). */
export async function cancelTransfer(em: EntityManager, id: string, actor: Actor): Promise<Customer> {
  return em.transactional(async (tx) => {
    const customer = await normalCustomer(tx, id);
    assertAdmin(customer, actor);
    if (!customer.pendingAdmin) throw new AppError(ERRNO.transferNotPending);
    customer.pendingAdmin = null;
    logChange(tx, customer, 'update', actor, 'administrator transfer cancelled');
    await tx.flush();
    return customer;
  });
}

/** The collaborator a transfer is pending for accepts it: they become the administrator, the former one a collaborator. */
export async function acceptTransfer(em: EntityManager, id: string, actor: Actor): Promise<Customer> {
  return em.transactional(async (tx) => {
    const customer = await normalCustomer(tx, id);
    if (!customer.pendingAdmin) throw new AppError(ERRNO.transferNotPending);
    if (customer.pendingAdmin.id !== actor.userId) throw new AppError(ERRNO.transferNotYours);
    const former = customer.admin?.id ?? null;
    await tx.nativeDelete(CustomerCollaborator, { customer: customer.id, user: actor.userId });
    if (former !== null) tx.persist(tx.create(CustomerCollaborator, { customer, user: tx.getReference(User, former) }));
    customer.admin = tx.getReference(User, actor.userId, { wrapped: true });
    customer.pendingAdmin = null;
    logChange(tx, customer, 'update', actor, 'administrator transfer accepted');
    await tx.flush();
    return customer;
  });
}

/** A collaborator leaves the customer (log `exit`); the administrator cannot (1070004). */
export async function exitCustomer(em: EntityManager, id: string, actor: Actor): Promise<number> {
  return em.transactional(async (tx) => {
    const customer = await normalCustomer(tx, id);
    if (customer.admin?.id === actor.userId) throw new AppError(ERRNO.customerAdminStays);
    const row = await tx.findOne(CustomerCollaborator, { customer: customer.id, user: actor.userId });
    if (!row) throw new AppError(ERRNO.collaboratorMissing);
    if (customer.pendingAdmin?.id === actor.userId) customer.pendingAdmin = null;
    tx.remove(row);
    logChange(tx, customer, 'exit', actor);
    await tx.flush();
    return customer.id;
  });
}
