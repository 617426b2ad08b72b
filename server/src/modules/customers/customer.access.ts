/**
 * Who may change a customer (spec part 2 section 6): its roster administrator and its
 * collaborators (super_admin always; a record nobody administers yet, any caller with the
 * API). Managing collaborators is the administrator's alone.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import { type Customer, CustomerCollaborator } from './customer.entity';
import type { Actor } from './customer.log';

export const isAdminOf = (customer: Customer, actor: Pick<Actor, 'userId' | 'role'>): boolean =>
  actor.role === 'super_admin' || !customer.admin || customer.admin.id === actor.userId;

/** Refuses (1070003) unless the actor administers the customer or collaborates on it. */
export async function assertMember(em: EntityManager, customer: Customer, actor: Actor): Promise<void> {
  if (isAdminOf(customer, actor)) return;
  const count = await em.count(CustomerCollaborator, { customer: customer.id, user: actor.userId });
  if (!count) throw new AppError(ERRNO.customerMembersOnly);
}

/** Refuses (1070002) unless the actor is the customer's administrator. */
export function assertAdmin(customer: Customer, actor: Actor): void {
  if (!isAdminOf(customer, actor)) throw new AppError(ERRNO.customerAdminOnly);
}
